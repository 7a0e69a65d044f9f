/// A TOML table: keys in the order the file defines them, each with its value and the line
/// where it was defined, so a caller can say "line 3: unknown key …".
///
/// Two tables are equal when they hold the same keys with equal values; order and lines are
/// not compared.
public struct TOMLTable: Equatable, Sendable, Sequence {
    /// One key of a table, its value, and the 1-based line where the key was defined
    /// (0 for entries made in code rather than read from a file).
    public struct Entry: Equatable, Sendable {
        /// The key, with quotes and escapes removed.
        public let key: String
        /// The key's value.
        public let value: TOMLValue
        /// The 1-based line where the key was first written, or 0 if it was not read from a file.
        public let line: Int

        /// Creates an entry.
        public init(key: String, value: TOMLValue, line: Int = 0) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// The entries in the order the file defines them.
    public let entries: [Entry]
    /// The 1-based line where the table starts: its header, its `{`, or the first dotted key that
    /// made it; 1 for a document's root table and 0 for a table made in code.
    public let line: Int
    /// Each key's position in `entries`.
    private let positions: [String: Int]

    /// An empty table.
    public init() {
        self.init(entries: [], line: 0)
    }

    /// A table of `entries` in their order; when a key repeats, the last entry for it wins.
    public init(entries: [Entry], line: Int = 0) {
        var kept: [Entry] = []
        var positions: [String: Int] = [:]
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if let position = positions[entry.key], position < kept.count {
                kept[position] = entry
            } else {
                positions[entry.key] = kept.count
                kept.append(entry)
            }
        }
        self.entries = kept
        self.positions = positions
        self.line = line
    }

    /// A table of entries whose keys are known to be different, with each key's position.
    init(uniqueEntries entries: [Entry], positions: [String: Int], line: Int) {
        self.entries = entries
        self.positions = positions
        self.line = line
    }

    /// The number of keys.
    public var count: Int { entries.count }

    /// Whether the table has no keys.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys in the order the file defines them.
    public var keys: [String] { entries.map(\.key) }

    /// The entry for `key`, if the table has it.
    public func entry(for key: String) -> Entry? {
        guard let position = positions[key], position < entries.count else { return nil }
        return entries[position]
    }

    /// The value of `key`, if the table has it.
    public subscript(key: String) -> TOMLValue? {
        entry(for: key)?.value
    }

    /// The 1-based line where `key` was defined, if the table has it.
    public func line(of key: String) -> Int? {
        entry(for: key)?.line
    }

    /// The entries in the order the file defines them.
    public func makeIterator() -> IndexingIterator<[Entry]> {
        entries.makeIterator()
    }

    /// Whether two tables hold the same keys with equal values, in any order and on any lines.
    public static func == (left: TOMLTable, right: TOMLTable) -> Bool {
        guard left.count == right.count else { return false }
        for entry in left.entries where right[entry.key] != entry.value {
            return false
        }
        return true
    }
}
