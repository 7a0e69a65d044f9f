import Foundation
import TestSupport
import Testing

/// The database the release before one folding for search wrote (`todo-schema-v8.sqlite`,
/// schema `v8-tag-vocabulary`, see Fixtures/README.md): item 1 `Straße bauen` (Bau, notes
/// with `ü` and `ﬀ`), item 2 `Straße fegen` completed, item 3 with the ligature `ﬁ`
/// (Steuer, high), item 4 Greek with no due day (İx), item 5 tagged `a‍b` (a zero-width
/// joiner), item 6 with a decomposed `é` (café), item 7 deleted (`x‍y`, home), only in the
/// undo journal. That release found `straße` in an open item and not in a done one.
extension SchemaEvolutionTests {
    /// `todo list --all` with `words` on `todo`, at the fixture's evening.
    func searched(_ todo: TodoBinary, _ words: String...) throws -> String {
        try todo.run(["list", "--all"] + words).stdout
    }

    /// What every query finds, read as the file is and once upgraded: the same items.
    static let searchReleaseAnswers: [(query: [String], found: [String])] = [
        (["straße"], ["1 Straße bauen +Bau"]), (["file"], ["3 !!! ﬁle the tax return +Steuer"]),
        (["ff"], ["1 Straße bauen +Bau"]), (["ΐ"], ["4 Ταξίδι ΐ +İx"]), (["+İx"], ["4 Ταξίδι ΐ +İx"]),
        (["+café"], ["6 Café visit +café"]), (["cafe"], ["6 Café visit +café"]), (["+a"], []),
        (["für", "+bau"], ["1 Straße bauen +Bau"]),
    ]

    @Test func aDatabaseOfTheSearchReleaseFindsTheSameItemsReadAsItIsAndUpgraded() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v8.sqlite", into: folder)
        let before = FileManager.default.contents(atPath: path)
        let todo = TodoBinary(database: path, now: "2026-11-27T19:00")
        func check() throws {
            for (query, found) in Self.searchReleaseAnswers {
                let shown = try searched(todo, query.joined(separator: " "))
                // Each row with its runs of spaces as one.
                let rows = shown.split(separator: "\n").filter { $0.hasPrefix("  ") }.map {
                    $0.split(separator: " ").joined(separator: " ")
                }
                #expect(rows.count == found.count, "\(query): \(shown)")
                #expect(zip(rows, found).allSatisfy { $0.hasPrefix($1) }, "\(query): \(shown)")
            }
            let done = try todo.run(["list", "--done", "straße"]).stdout
            #expect(done.hasPrefix("Showing done items matching strasse;"), "\(done)")
            #expect(done.contains("2  Straße fegen"))
        }
        // Commands that only read search an upgraded copy in memory: the file stays as it was.
        try check()
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try migrations(path) == Self.migrations(through: "v8-tag-vocabulary"))
        // Undo writes: the file is upgraded, every item kept, the zero-width joiner gone from
        // the tags of item 5 and of item 7, which undo brings back.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 3 ﬁle the taxes is as before.\n")
        #expect(try migrations(path) == Self.everyMigration)
        #expect(try todo.run(["undo"]).stdout == "Undid delete: 7 Old plan is back.\n")
        let exported = try JSONDecoder().decode([ExportedItem].self, from: Data(todo.run(["export"]).stdout.utf8))
        #expect(exported.map(\.id) == [1, 2, 3, 4, 5, 6, 7])
        #expect(exported.map(\.tags) == [["Bau"], [], ["Steuer"], ["İx"], ["ab"], ["café"], ["home", "xy"]])
        #expect(try searched(todo, "+xy").contains("7  Old plan +home +xy"))
        #expect(try todo.run(["edit", "3", "--title", "ﬁle the tax return"]).status == 0)
        try check()
    }
}
