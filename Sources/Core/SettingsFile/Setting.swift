/// One setting in effect and where it came from.
struct Setting<Value: Sendable>: Sendable {
    /// The value.
    let value: Value
    /// Where the value came from.
    let origin: SettingOrigin
}
