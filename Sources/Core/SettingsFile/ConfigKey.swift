/// A key of the settings file, `config.toml`, as it is spelt there.
enum ConfigKey: String, CaseIterable, Sendable {
    /// The database: a file path or a postgres:// URL.
    case database
    /// The first day of the week: `sunday` or `monday`.
    case weekStart = "week_start"
    /// When to colour text: `auto`, `always` or `never`.
    case color
    /// What `todo` alone opens: `auto`, `wide` or `repl`.
    case front

    /// Every key, as a sentence lists them: "database, week_start, color and front".
    static var listed: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
