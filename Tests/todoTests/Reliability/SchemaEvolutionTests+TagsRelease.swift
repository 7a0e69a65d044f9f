import Foundation
import TestSupport
import Testing

/// The database the release before repeat rules wrote (`todo-schema-v5.sqlite`, schema
/// `v5-tags-priority`, see Fixtures/README.md): item 1 tagged bills, of high priority, with
/// two lines of notes; item 2 with no due day, given a tag and a low priority by the last
/// undo step; item 3 completed (errands, medium); item 4 deleted (home); item 5 renamed.
/// Today is Thursday 2026-11-19, 09:30 UTC.
extension SchemaEvolutionTests {
    /// The fixture's open items, as `todo list --all` shows them.
    static let tagsReleaseList = """
        Tomorrow
          1  !!!  Pay rent +bills        Friday
        Later This Week
          5       Call mum and dad       Saturday
        Someday
          2  !    Learn the cello +home

        """

    /// The fixture's items, as `todo export` writes them (none has a rule).
    static let tagsReleaseExport = """
        [
          {"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", \
        "completed": null, "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", "tags": ["bills"], \
        "priority": "high", "every": null},
          {"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", \
        "completed": null, "notes": "", "tags": ["home"], "priority": "low", "every": null},
          {"id": 3, "title": "Buy milk", "due": "2026-11-18", "created": "2026-11-18T08:03:00Z", \
        "completed": "2026-11-18T18:00:00Z", "notes": "", "tags": ["errands"], "priority": "medium", "every": null},
          {"id": 5, "title": "Call mum and dad", "due": "2026-11-21", "created": "2026-11-18T08:05:00Z", \
        "completed": null, "notes": "", "tags": [], "priority": null, "every": null}
        ]

        """

    /// The migrations the tags release had applied.
    static let tagsReleaseMigrations = [
        "v1-items", "v2-covering-open-index", "v3-undo-journal", "v4-notes", "v5-tags-priority",
    ]

    @Test func aDatabaseOfTheTagsReleaseIsListedWithItsTagsAndPrioritiesByReadingCommandsWithoutChangingIt() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v5.sqlite", into: folder)
        let before = FileManager.default.contents(atPath: path)
        let todo = TodoBinary(database: path)
        let list = try todo.run(["list", "--all"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == Self.tagsReleaseList)
        // A filter reads an upgraded copy in memory: the old tags and words are found there.
        #expect(
            try todo.run(["list", "+bills"]).stdout == """
                Showing items matching +bills; type todo list to show every item
                Tomorrow
                  1  !!!  Pay rent +bills  Friday

                """)
        #expect(try todo.run(["list", "--done", "+errands"]).stdout.contains("3  !!  Buy milk +errands"))
        #expect(try todo.run(["export"]).stdout == Self.tagsReleaseExport)
        #expect(try migrations(path) == Self.tagsReleaseMigrations)
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aDatabaseOfTheTagsReleaseUpgradesAndUndoesItsOldStepsWithTheirTagsAndPriorities() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v5.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        // The last step the earlier release journaled gave item 2 its tag and priority.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 2 Learn the cello is as before.\n")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        #expect(
            try todo.run(["show", "2", "--json"]).stdout
                == #"{"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", "completed": null, "notes": "", "tags": [], "priority": null, "every": null}"#
                + "\n")
        // Then came a rename, and before it a delete, whose journal kept the item's tag.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 5 Call mum is as before.\n")
        #expect(try todo.run(["undo"]).stdout == "Undid delete: 4 Water the plants is back.\n")
        let exported = try todo.run(["export"]).stdout
        #expect(
            exported.contains(
                #"{"id": 4, "title": "Water the plants", "due": "2026-11-19", "created": "2026-11-18T08:04:00Z", "completed": null, "notes": "", "tags": ["home"], "priority": null, "every": null}"#
            ))
        #expect(exported.contains(#"{"id": 5, "title": "Call mum", "due": "2026-11-21""#))
        #expect(try todo.run(["list", "+home"]).stdout.contains("4  Water the plants +home"))
    }

    @Test func anItemOfTheTagsReleaseTakesARepeatRuleKeepingItsTagsAndPriorityAndComesBackWhenDone() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v5.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        let edit = try todo.run(["edit", "1", "--every", "month"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        #expect(
            try todo.run(["show", "1", "--json"]).stdout
                == #"{"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", "completed": null, "notes": "Landlord: Mrs Okafor\nPay at the café before noon", "tags": ["bills"], "priority": "high", "every": "1 month"}"#
                + "\n")
        // Done, it comes back a month on, with its notes, tag and priority; no old item is lost.
        let done = try todo.run(["done", "1"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stdout == "Done: 1 Pay rent. Next: 6 Pay rent, due Sunday 20 December 2026.\n")
        #expect(
            try todo.run(["export"]).stdout == """
                [
                  {"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", \
                "completed": "2026-11-19T09:30:00Z", "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", \
                "tags": ["bills"], "priority": "high", "every": "1 month"},
                  {"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", \
                "completed": null, "notes": "", "tags": ["home"], "priority": "low", "every": null},
                  {"id": 3, "title": "Buy milk", "due": "2026-11-18", "created": "2026-11-18T08:03:00Z", \
                "completed": "2026-11-18T18:00:00Z", "notes": "", "tags": ["errands"], "priority": "medium", "every": null},
                  {"id": 5, "title": "Call mum and dad", "due": "2026-11-21", "created": "2026-11-18T08:05:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null},
                  {"id": 6, "title": "Pay rent", "due": "2026-12-20", "created": "2026-11-19T09:30:00Z", \
                "completed": null, "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", "tags": ["bills"], \
                "priority": "high", "every": "1 month"}
                ]

                """)
        #expect(try todo.run(["list", "--all"]).stdout.contains("  6  !!!  Pay rent ~monthly +bills"))
    }
}
