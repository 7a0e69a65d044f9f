/// A table being built while reading, remembering how each table was defined so that
/// TOML's rules hold: no key defined twice, no table defined twice, no inline table or static
/// array extended, and no table made by a `[header]` extended through dotted keys.
final class TableBuilder {
    /// How a table came to exist.
    enum Origin {
        /// Made on the way to a deeper header, as `a` is by `[a.b]`; a later `[a]` may still define it.
        case implicit
        /// Defined by its own `[header]` or as an element of a `[[header]]` array.
        case header
        /// Made by a dotted key such as `a.b = 1`.
        case dotted
        /// The top of an inline table `{ ... }` being read.
        case inline
    }

    /// What a key holds while reading.
    enum Content {
        /// A finished value; tables here (inline tables) can no longer change.
        case value(TOMLValue)
        /// A table that may still gain keys.
        case table(TableBuilder)
        /// An array of tables made by `[[header]]`.
        case tables(TableArrayBuilder)
    }

    /// A key's content and the line where the key was first written.
    struct Slot {
        let content: Content
        let line: Int
    }

    /// How the table came to exist; an implicit table becomes `header` or `dotted` when defined.
    private(set) var origin: Origin
    /// The nesting depth: 0 for the root table.
    let depth: Int
    /// The line where the table starts.
    let line: Int
    /// The line of the header that defined the table, once one has.
    private(set) var headerLine: Int?
    /// The keys and their contents in the order they were written.
    private var entries: [(key: String, slot: Slot)] = []
    /// Each key's position in `entries`.
    private var positions: [String: Int] = [:]

    /// An empty table.
    init(origin: Origin, depth: Int, line: Int) {
        self.origin = origin
        self.depth = depth
        self.line = line
        if origin == .header {
            headerLine = line
        }
    }

    /// The finished, immutable table.
    func makeTable() -> TOMLTable {
        let finished = entries.map { TOMLTable.Entry(key: $0.key, value: $0.slot.content.value, line: $0.slot.line) }
        return TOMLTable(uniqueEntries: finished, positions: positions, line: line)
    }

    /// The content of `key`, if the table has it.
    private func slot(_ key: String) -> Slot? {
        guard let position = positions[key], entries.indices.contains(position) else { return nil }
        return entries[position].slot
    }

    // MARK: - Key-value pairs

    /// Makes ready to assign the dotted key `parts` in this table: finds or makes the tables the
    /// key passes through, and checks the last part is not defined yet. Returns the table that will
    /// hold the value and the key's name there.
    func prepareAssignment(_ parts: [KeyPart]) throws(ParseFailure) -> (table: TableBuilder, key: KeyPart) {
        var table = self
        guard let last = parts.last else {
            throw ParseFailure(offset: 0, message: "a key is missing")
        }
        for (index, part) in parts.dropLast().enumerated() {
            guard let slot = table.slot(part.name) else {
                table = try table.addTable(part, origin: .dotted)
                continue
            }
            var shown: String { keyLabel(parts.prefix(index + 1)) }
            switch slot.content {
            case .table(let child):
                switch child.origin {
                case .dotted, .inline:
                    break
                case .implicit:
                    child.origin = .dotted
                case .header:
                    let place = child.headerLine.map { " on line \($0)" } ?? ""
                    throw ParseFailure(
                        offset: part.offset,
                        message: "table \(shown) is defined by its own [header]\(place), so dotted keys cannot "
                            + "add to it here; write the key in that table's section instead")
                }
                table = child
            case .tables:
                throw ParseFailure(
                    offset: part.offset,
                    message: "\(shown) is an array of tables (line \(slot.line)), so dotted keys cannot add to it; "
                        + "write the key under its [[header]] instead")
            case .value(let value):
                throw ParseFailure(offset: part.offset, message: Self.cannotHoldKeys(shown, value, slot.line))
            }
        }
        if let slot = table.slot(last.name) {
            let shown = keyLabel(parts)
            let message: String
            switch slot.content {
            case .value:
                message = "key \(shown) is defined twice (first on line \(slot.line))"
            case .table:
                message = "key \(shown) is defined twice: it is already a table (first on line \(slot.line))"
            case .tables:
                message = "key \(shown) is defined twice: it is already an array of tables (line \(slot.line))"
            }
            throw ParseFailure(offset: parts.first?.offset ?? last.offset, message: message)
        }
        return (table, last)
    }

    /// Stores a value under a key checked by ``prepareAssignment(_:)``.
    func insert(_ value: TOMLValue, for key: KeyPart) {
        add(key.name, Slot(content: .value(value), line: key.line))
    }

    // MARK: - Headers

    /// Opens the table a `[header]` with key `parts` names, starting from `root`.
    static func openTable(_ parts: [KeyPart], in root: TableBuilder, line: Int) throws(ParseFailure) -> TableBuilder {
        guard let last = parts.last else {
            throw ParseFailure(offset: 0, message: "a table header must have a name")
        }
        let parent = try walkHeader(parts, from: root)
        let shown = "[\(displayKey(parts.map(\.name)))]"
        guard let slot = parent.slot(last.name) else {
            return try parent.addTable(last, origin: .header)
        }
        let message: String
        switch slot.content {
        case .table(let table):
            switch table.origin {
            case .implicit:
                table.origin = .header
                table.headerLine = line
                return table
            case .header:
                message = "table \(shown) is defined twice (first on line \(table.headerLine ?? slot.line))"
            case .dotted, .inline:
                message =
                    "table \(shown) was already made by dotted keys on line \(slot.line), so it cannot "
                    + "have its own header; add its keys with dotted keys there instead"
            }
        case .tables:
            message =
                "\(shown) is an array of tables (first on line \(slot.line)); write [\(shown)] to add "
                + "another table to it"
        case .value(let value):
            message = cannotHoldKeys(keyLabel(parts), value, slot.line)
        }
        throw ParseFailure(offset: last.offset, message: message)
    }

    /// Adds a table to the array of tables a `[[header]]` with key `parts` names, starting from `root`,
    /// and returns the new table.
    static func openArrayElement(
        _ parts: [KeyPart], in root: TableBuilder, line: Int
    ) throws(ParseFailure) -> TableBuilder {
        guard let last = parts.last else {
            throw ParseFailure(offset: 0, message: "a table header must have a name")
        }
        let parent = try walkHeader(parts, from: root)
        let name = displayKey(parts.map(\.name))
        guard let slot = parent.slot(last.name) else {
            try checkDepth(parent.depth + 2, at: last.offset)
            let array = TableArrayBuilder(depth: parent.depth + 1)
            parent.add(last.name, Slot(content: .tables(array), line: line))
            return array.addTable(line: line)
        }
        let message: String
        switch slot.content {
        case .tables(let array):
            return array.addTable(line: line)
        case .table:
            message =
                "[\(name)] is already a table (line \(slot.line)), so [[\(name)]] cannot make it an array "
                + "of tables"
        case .value(.array):
            message =
                "\(keyLabel(parts)) is an array written with [ ] on line \(slot.line); [[\(name)]] can only "
                + "add to arrays of tables made with [[\(name)]]"
        case .value(let value):
            message = cannotHoldKeys(keyLabel(parts), value, slot.line)
        }
        throw ParseFailure(offset: last.offset, message: message)
    }

    /// Finds or makes the tables a header passes through before its last part. Tables made by
    /// headers or dotted keys may be passed through; an array of tables is entered at its last table.
    private static func walkHeader(_ parts: [KeyPart], from root: TableBuilder) throws(ParseFailure) -> TableBuilder {
        var table = root
        for (index, part) in parts.dropLast().enumerated() {
            guard let slot = table.slot(part.name) else {
                table = try table.addTable(part, origin: .implicit)
                continue
            }
            switch slot.content {
            case .table(let child):
                table = child
            case .tables(let array):
                guard let last = array.tables.last else {
                    throw ParseFailure(offset: part.offset, message: "an array of tables is empty")
                }
                table = last
            case .value(let value):
                let shown = keyLabel(parts.prefix(index + 1))
                throw ParseFailure(offset: part.offset, message: cannotHoldKeys(shown, value, slot.line))
            }
        }
        return table
    }

    // MARK: - Helpers

    /// Adds a new, empty table under `part`, refusing one nested too deeply.
    private func addTable(_ part: KeyPart, origin: Origin) throws(ParseFailure) -> TableBuilder {
        try Self.checkDepth(depth + 1, at: part.offset)
        let table = TableBuilder(origin: origin, depth: depth + 1, line: part.line)
        add(part.name, Slot(content: .table(table), line: part.line))
        return table
    }

    /// Records a new key.
    private func add(_ name: String, _ slot: Slot) {
        positions[name] = entries.count
        entries.append((name, slot))
    }

    /// Refuses a table or array deeper than ``TOMLLimits/maximumDepth``.
    static func checkDepth(_ depth: Int, at offset: Int) throws(ParseFailure) {
        guard depth <= TOMLLimits.maximumDepth else {
            throw tooDeep(at: offset)
        }
    }

    /// The failure for a table or array nested deeper than ``TOMLLimits/maximumDepth``.
    static func tooDeep(at offset: Int) -> ParseFailure {
        ParseFailure(
            offset: offset,
            message: "this is nested too deeply: tables and arrays may nest at most \(TOMLLimits.maximumDepth) levels")
    }

    /// The message for using a key that holds a value as if it were a table.
    private static func cannotHoldKeys(_ shown: String, _ value: TOMLValue, _ line: Int) -> String {
        if case .table = value {
            return "table \(shown) was written inline ({ ... }) on line \(line), so it cannot be extended; "
                + "put all its keys inside the braces"
        }
        return "key \(shown) is already \(value.kindName) (line \(line)), so it cannot also be a table"
    }
}

/// An array of tables being built from `[[header]]` sections.
final class TableArrayBuilder {
    /// The depth of the array; its tables are one deeper.
    let depth: Int
    /// The tables so far, in file order.
    private(set) var tables: [TableBuilder] = []

    /// An empty array of tables.
    init(depth: Int) {
        self.depth = depth
    }

    /// Adds a new table defined by a `[[header]]` on `line`, and returns it.
    func addTable(line: Int) -> TableBuilder {
        let table = TableBuilder(origin: .header, depth: depth + 1, line: line)
        tables.append(table)
        return table
    }
}

extension TableBuilder.Content {
    /// The finished value.
    var value: TOMLValue {
        switch self {
        case .value(let value): value
        case .table(let table): .table(table.makeTable())
        case .tables(let array): .array(array.tables.map { .table($0.makeTable()) })
        }
    }
}

/// A key path for a message: `"a.b"` when every part is bare, else as written, like `a."b c"`.
func keyLabel(_ parts: some Collection<KeyPart>) -> String {
    let names = parts.map(\.name)
    if names.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(ASCII.isBareKey) }) {
        return "\"\(names.joined(separator: "."))\""
    }
    return displayKey(names)
}
