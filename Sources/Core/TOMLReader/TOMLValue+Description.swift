extension TOMLValue: CustomDebugStringConvertible {
    /// A compact one-line rendering for tests and debugging, such as
    /// `{name: "todo", size: 1.5, tags: [1, true], due: date(1979-05-27)}`.
    ///
    /// Strings are shown with Swift escapes, floats always with a decimal point, exponent, `inf`
    /// or `nan`, and dates and times as `date(…)`, `time(…)`, `local-datetime(…)` or `offset-datetime(…)`.
    public var debugDescription: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends the rendering to `text`.
    func write(to text: inout String) {
        switch self {
        case .string(let value):
            text += value.debugDescription
        case .integer(let value):
            text += String(value)
        case .float(let value):
            text += value.isNaN ? "nan" : String(value)
        case .boolean(let value):
            text += value ? "true" : "false"
        case .dateTime(let value):
            let label =
                switch value.kind {
                case .offsetDateTime: "offset-datetime"
                case .localDateTime: "local-datetime"
                case .localDate: "date"
                case .localTime: "time"
                }
            text += "\(label)(\(value.text))"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    text += ", "
                }
                element.write(to: &text)
            }
            text += "]"
        case .table(let table):
            table.write(to: &text)
        }
    }
}

extension TOMLTable: CustomDebugStringConvertible {
    /// A compact one-line rendering of the keys in file order, such as `{a: 1, "b c": {d: true}}`;
    /// see ``TOMLValue/debugDescription``.
    public var debugDescription: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends the rendering to `text`.
    func write(to text: inout String) {
        text += "{"
        for (index, entry) in entries.enumerated() {
            if index > 0 {
                text += ", "
            }
            let bare = !entry.key.isEmpty && entry.key.utf8.allSatisfy(ASCII.isBareKey)
            text += bare ? entry.key : entry.key.debugDescription
            text += ": "
            entry.value.write(to: &text)
        }
        text += "}"
    }
}

extension TOMLDocument: CustomDebugStringConvertible {
    /// The rendering of the root table; see ``TOMLTable/debugDescription``.
    public var debugDescription: String { root.debugDescription }
}
