/// One TOML value: a string, number, boolean, date or time, array or table.
public enum TOMLValue: Equatable, Sendable {
    /// A string, with its escapes already decoded.
    case string(String)
    /// An integer; TOML integers are 64-bit.
    case integer(Int64)
    /// A floating-point number, including `inf` and `nan`.
    case float(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// A date, time of day, or date and time, kept as written.
    case dateTime(TOMLDateTime)
    /// An array; its elements may be of different kinds.
    case array([TOMLValue])
    /// A table: a `[header]` section, an array-of-tables element, an inline table or a dotted key's parent.
    case table(TOMLTable)

    /// The string, if this value is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, if this value is one.
    public var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The floating-point number, if this value is one (an integer is not converted).
    public var float: Double? {
        if case .float(let value) = self { return value }
        return nil
    }

    /// The boolean, if this value is one.
    public var boolean: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// The date or time, if this value is one.
    public var dateTime: TOMLDateTime? {
        if case .dateTime(let value) = self { return value }
        return nil
    }

    /// The elements, if this value is an array (an array of tables included).
    public var array: [TOMLValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The table, if this value is one.
    public var table: TOMLTable? {
        if case .table(let value) = self { return value }
        return nil
    }

    /// The kind of value for messages: "a string", "an integer", "a number", "a boolean",
    /// "a date", "a time of day", "a date and time", "an array" or "a table".
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .float: "a number"
        case .boolean: "a boolean"
        case .dateTime(let value): value.kindName
        case .array: "an array"
        case .table: "a table"
        }
    }
}
