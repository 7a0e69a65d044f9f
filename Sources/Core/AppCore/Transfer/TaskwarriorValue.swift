/// One JSON value of a Taskwarrior export, as ``TaskwarriorValueReader`` reads it: only
/// what todo looks at is kept (a number's or true/false's value is not).
enum TaskwarriorValue {
    /// A string.
    case string(String)
    /// A number, true or false.
    case numberOrBoolean
    /// `null`.
    case null
    /// A list `[...]`.
    case list([TaskwarriorValue])
    /// An object `{...}`, by key (a key given twice keeps its last value).
    case object([String: TaskwarriorValue])

    /// What kind of value it is, in words: "a string", "a list".
    var kind: String {
        switch self {
        case .object: "an object"
        case .list: "a list"
        case .string: "a string"
        case .null: "null"
        case .numberOrBoolean: "a number or true/false"
        }
    }

    /// Whether it is `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string it is; `nil` for any other kind.
    var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
