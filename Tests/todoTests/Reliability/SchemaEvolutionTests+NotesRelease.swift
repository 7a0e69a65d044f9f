import Foundation
import TestSupport
import Testing

/// The database the release before tags and priority wrote (`todo-schema-v4.sqlite`,
/// schema `v4-notes`, see Fixtures/README.md): item 1 with two lines of notes, item 2 with
/// no due day, item 3 completed, item 4 deleted, item 5 renamed by the last undo step.
/// Today is Thursday 2026-11-19, 09:30 UTC.
extension SchemaEvolutionTests {
    /// The fixture's open items, as `todo list --all` shows them.
    static let notesReleaseList = """
        Tomorrow
          1  Pay rent          Friday
        Later This Week
          5  Call mum and dad  Saturday
        Someday
          2  Learn the cello

        """

    /// The migrations the notes release had applied.
    static let notesReleaseMigrations = ["v1-items", "v2-covering-open-index", "v3-undo-journal", "v4-notes"]

    @Test func aDatabaseOfTheNotesReleaseIsListedAndFilteredByReadingCommandsWithoutChangingIt() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v4.sqlite", into: folder)
        let before = FileManager.default.contents(atPath: path)
        let todo = TodoBinary(database: path)
        let list = try todo.run(["list", "--all"])
        #expect(list.status == 0)
        #expect(list.stdout == Self.notesReleaseList)
        // A filter reads an upgraded copy in memory: the old rows are found there too.
        #expect(
            try todo.run(["list", "okafor"]).stdout == """
                Showing items matching okafor; type todo list to show every item
                Tomorrow
                  1  Pay rent  Friday

                """)
        #expect(try todo.run(["list", "--done", "milk"]).stdout.contains("3  Buy milk"))
        #expect(try migrations(path) == Self.notesReleaseMigrations)
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aDatabaseOfTheNotesReleaseUpgradesKeepingNotesAndUndatedItemsAndUndoesItsOldSteps() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v4.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        // The last step the earlier release journaled was an edit; then came a delete.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 5 Call mum is as before.\n")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        #expect(try todo.run(["undo"]).stdout == "Undid delete: 4 Water the plants is back.\n")
        #expect(
            try todo.run(["export"]).stdout == """
                [
                  {"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", \
                "completed": null, "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", "tags": [], \
                "priority": null, "every": null},
                  {"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null},
                  {"id": 3, "title": "Buy milk", "due": "2026-11-18", "created": "2026-11-18T08:03:00Z", \
                "completed": "2026-11-18T18:00:00Z", "notes": "", "tags": [], "priority": null, "every": null},
                  {"id": 4, "title": "Water the plants", "due": "2026-11-19", "created": "2026-11-18T08:04:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null},
                  {"id": 5, "title": "Call mum", "due": "2026-11-21", "created": "2026-11-18T08:05:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null}
                ]

                """)
        // The item the old delete took is found by its words once it is back.
        #expect(try todo.run(["list", "plants"]).stdout.contains("4  Water the plants"))
    }

    @Test func itemsOfTheNotesReleaseTakeTagsAndPriorityAndAreFoundByWordsOfTheirTitlesAndNotes() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v4.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        let edit = try todo.run(["edit", "1", "--tag", "home", "--priority", "high"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        #expect(
            try todo.run(["list", "+home"]).stdout == """
                Showing items matching +home; type todo list to show every item
                Tomorrow
                  1  !!!  Pay rent +home  Friday

                """)
        // Words of the rows the upgrade found: a title's, a note's (accents folded), an
        // undated item's, a completed item's.
        let mum = try todo.run(["list", "mum"]).stdout
        #expect(mum.contains("5  Call mum and dad") && !mum.contains("Pay rent"))
        let landlord = try todo.run(["list", "landlord"]).stdout
        #expect(landlord.contains("1  !!!  Pay rent +home") && !landlord.contains("Call mum"))
        #expect(try todo.run(["list", "cafe"]).stdout.contains("1  !!!  Pay rent +home"))
        #expect(try todo.run(["list", "--all", "cello"]).stdout.contains("2  Learn the cello"))
        #expect(try todo.run(["list", "--done", "milk"]).stdout.contains("3  Buy milk"))
        let shown = try todo.run(["show", "1"]).stdout
        #expect(shown.contains("  Priority  high\n") && shown.contains("  Tags      +home\n"))
        #expect(shown.contains("Landlord: Mrs Okafor") && shown.contains("Pay at the café before noon"))
    }
}
