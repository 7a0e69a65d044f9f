import ArgumentParser

/// The store a shell's completion reads: the database the command line being completed
/// names with `--db`, else the one the environment and settings name, opened read-only.
enum CompletionStore {
    /// Opens the database `words` (the whole command line being completed) would use.
    static func open(databaseGivenIn words: [String]) async throws -> OpenStore {
        let options = try StoreOptions.parse(databaseOption(in: words))
        let environment = try AppEnvironment(db: options.db)
        return try await OpenStore.open(environment.database, access: .readOnly, use: .oneCommand)
    }

    /// `["--db", value]` when `words` give the option (as `--db VALUE` or `--db=VALUE`),
    /// else nothing.
    static func databaseOption(in words: [String]) -> [String] {
        for (index, word) in words.enumerated() {
            if word == "--db", index + 1 < words.count { return ["--db", words[index + 1]] }
            if word.hasPrefix("--db=") { return ["--db", String(word.dropFirst("--db=".count))] }
        }
        return []
    }
}
