/// One setting in effect and where it came from.
public struct Setting<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where the value came from.
    public let origin: SettingOrigin

    /// `value`, which came from `origin`.
    public init(value: Value, origin: SettingOrigin) {
        self.value = value
        self.origin = origin
    }
}
