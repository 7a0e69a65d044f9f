import TOMLReader

/// The settings a TOML document gives, each checked to be a key of the table it is in and
/// of the kind that key takes, with the line it is on.
struct ConfigEntries {
    /// A setting as written: its value and its line (from 1).
    struct Given {
        let value: TOMLValue
        let line: Int
    }

    /// Each setting given.
    private(set) var given: [ConfigKey: Given] = [:]

    /// Checks `document` against the keys and tables the settings file may hold; the first
    /// problem in the file's order is thrown.
    init(_ document: TOMLDocument, path: String) throws(ConfigFileError) {
        try collect(document.root, as: .top, path: path)
    }

    /// The setting `key`, if the file gives it.
    subscript(key: ConfigKey) -> Given? { given[key] }

    /// Takes in the entries of `table`, which is the file's table `section`, in file order.
    private mutating func collect(_ table: TOMLTable, as section: ConfigTable, path: String) throws(ConfigFileError) {
        for entry in table {
            if let key = section.keys.first(where: { $0.name == entry.key }) {
                guard key.kind.holds(entry.value) else {
                    let found = entry.value.kindName
                    throw ConfigFileError(path: path, line: entry.line, problem: .wrongType(key, found: found))
                }
                given[key] = Given(value: entry.value, line: entry.line)
            } else if let nested = section.tables.first(where: { $0.name == entry.key }),
                let inner = entry.value.table
            {
                try collect(inner, as: nested, path: path)
            } else {
                throw ConfigFileError(path: path, line: entry.line, problem: .unknownKey(entry.key, in: section))
            }
        }
    }
}
