import TOMLReader

/// The kind of TOML value a setting takes.
public enum ConfigValueKind: Sendable {
    /// Text in quotes.
    case string
    /// `true` or `false`.
    case boolean
    /// A whole number.
    case integer

    /// Whether `value` is of this kind.
    func holds(_ value: TOMLValue) -> Bool {
        switch self {
        case .string: value.string != nil
        case .boolean: value.boolean != nil
        case .integer: value.integer != nil
        }
    }
}
