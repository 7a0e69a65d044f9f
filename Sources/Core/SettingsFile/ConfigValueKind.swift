import TOMLReader

/// The kind of TOML value a setting takes.
public enum ConfigValueKind: Sendable {
    /// Text in quotes.
    case string
    /// `true` or `false`.
    case boolean
    /// A whole number.
    case integer
    /// A whole number, or text in quotes.
    case integerOrString

    /// Whether `value` is of this kind.
    func holds(_ value: TOMLValue) -> Bool {
        switch self {
        case .string: value.string != nil
        case .boolean: value.boolean != nil
        case .integer: value.integer != nil
        case .integerOrString: value.integer != nil || value.string != nil
        }
    }
}
