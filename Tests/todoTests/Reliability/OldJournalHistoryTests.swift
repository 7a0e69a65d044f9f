import Foundation
import TestSupport
import Testing

/// A journal written before history was kept (migration v13-journal-history) keeps
/// working: its steps undo and redo, and history lists them without a time or details.
@Suite struct OldJournalHistoryTests {
    @Test func anOldJournalUndoesRedoesAndIsListedWithoutDetails() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("todo.sqlite")
        try FileManager.default.copyItem(
            atPath: "\(SchemaEvolutionTests.fixtures)/todo-schema-v8.sqlite", toPath: path)
        let todo = TodoBinary(database: path)
        let history = try todo.run(["history"])
        #expect(history.status == 0)
        #expect(
            history.stdout.hasPrefix(
                "11  earlier  edited (no details: recorded before history was kept)\n"
                    + "10  earlier  deleted (no details: recorded before history was kept)\n"))
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 3 ﬁle the taxes is as before.\n")
        #expect(
            try todo.run(["history"]).stdout.hasPrefix(
                "11  earlier  edited (no details: recorded before history was kept)  [undone: redo brings it back]\n"))
        #expect(try todo.run(["redo"]).stdout == "Redid edit: 3 ﬁle the tax return is as edited again.\n")
        try #require(try todo.run(["add", "Call mum"]).status == 0)
        #expect(try todo.run(["history"]).stdout.hasPrefix("12  today 09:30  added 1 item: Call mum\n"))
        #expect(try todo.run(["history", "--json"]).stdout.contains("\"count\": null, \"titles\": [], \"time\": null"))
    }
}
