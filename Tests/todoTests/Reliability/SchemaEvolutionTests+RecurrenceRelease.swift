import Foundation
import GRDB
import TestSupport
import Testing

/// The database the release before imports from other programs wrote
/// (`todo-schema-v6.sqlite`, schema `v6-recurrence`, see Fixtures/README.md): item 1
/// repeating every month (bills, high, two lines of notes); item 2 with no due day (home,
/// low); item 3 weekly (errands, medium) and completed, which added item 6, made fortnightly
/// by the last undo step; item 4 deleted (home); item 5 renamed. Today is Thursday
/// 2026-11-19, 09:30 UTC.
extension SchemaEvolutionTests {
    /// The fixture's open items, as `todo list --all` shows them.
    static let recurrenceReleaseList = """
        Tomorrow
          1  !!!  Pay rent ~monthly +bills  Friday
        Later This Week
          5       Call mum and dad          Saturday
        Next Week
          6  !!   Buy milk ~2w +errands     Wednesday
        Someday
          2  !    Learn the cello +home

        """

    /// The fixture's items, as `todo export` writes them.
    static let recurrenceReleaseExport = """
        [
          {"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", \
        "completed": null, "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", "tags": ["bills"], \
        "priority": "high", "every": "1 month"},
          {"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", \
        "completed": null, "notes": "", "tags": ["home"], "priority": "low", "every": null},
          {"id": 3, "title": "Buy milk", "due": "2026-11-18", "created": "2026-11-18T08:03:00Z", \
        "completed": "2026-11-18T18:00:00Z", "notes": "", "tags": ["errands"], "priority": "medium", "every": "1 week"},
          {"id": 5, "title": "Call mum and dad", "due": "2026-11-21", "created": "2026-11-18T08:05:00Z", \
        "completed": null, "notes": "", "tags": [], "priority": null, "every": null},
          {"id": 6, "title": "Buy milk", "due": "2026-11-25", "created": "2026-11-18T18:00:00Z", \
        "completed": null, "notes": "", "tags": ["errands"], "priority": "medium", "every": "2 weeks"}
        ]

        """

    /// The migrations the recurrence release had applied.
    static let recurrenceReleaseMigrations = [
        "v1-items", "v2-covering-open-index", "v3-undo-journal", "v4-notes", "v5-tags-priority", "v6-recurrence",
    ]

    @Test func aDatabaseOfTheRecurrenceReleaseIsListedWithItsRepeatMarksByReadingCommandsWithoutChangingIt() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v6.sqlite", into: folder)
        let before = FileManager.default.contents(atPath: path)
        let todo = TodoBinary(database: path)
        let list = try todo.run(["list", "--all"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == Self.recurrenceReleaseList)
        // A filter reads an upgraded copy in memory: the old rules, tags and words are found there.
        #expect(
            try todo.run(["list", "+errands"]).stdout == """
                Showing items matching +errands; type todo list to show every item
                Next Week
                  6  !!  Buy milk ~2w +errands  Wednesday

                """)
        #expect(
            try todo.run(["list", "--done", "milk"]).stdout.contains("3  !!  Buy milk ~weekly +errands  Wed 18 Nov"))
        #expect(try todo.run(["export"]).stdout == Self.recurrenceReleaseExport)
        #expect(
            try todo.run(["show", "1", "--json"]).stdout
                == #"{"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", "completed": null, "notes": "Landlord: Mrs Okafor\nPay at the café before noon", "tags": ["bills"], "priority": "high", "every": "1 month"}"#
                + "\n")
        #expect(try migrations(path) == Self.recurrenceReleaseMigrations)
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func aDatabaseOfTheRecurrenceReleaseUpgradesAndUndoesItsOldStepsWithTheirRules() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v6.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        // The last step the earlier release journaled made item 6 fortnightly: its journal
        // row keeps the weekly rule.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 6 Buy milk is as before.\n")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        #expect(
            try todo.run(["show", "6", "--json"]).stdout
                == #"{"id": 6, "title": "Buy milk", "due": "2026-11-25", "created": "2026-11-18T18:00:00Z", "completed": null, "notes": "", "tags": ["errands"], "priority": "medium", "every": "1 week"}"#
                + "\n")
        // Then the tag edit, the rename, the delete, and the completion of the weekly item,
        // whose undo takes away the occurrence it added.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 2 Learn the cello is as before.\n")
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 5 Call mum is as before.\n")
        #expect(try todo.run(["undo"]).stdout == "Undid delete: 4 Water the plants is back.\n")
        #expect(
            try todo.run(["undo"]).stdout == "Undid done: 3 Buy milk is open again; the next occurrence 6 is gone.\n")
        #expect(
            try todo.run(["export"]).stdout == """
                [
                  {"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", \
                "completed": null, "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", "tags": ["bills"], \
                "priority": "high", "every": "1 month"},
                  {"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null},
                  {"id": 3, "title": "Buy milk", "due": "2026-11-18", "created": "2026-11-18T08:03:00Z", \
                "completed": null, "notes": "", "tags": ["errands"], "priority": "medium", "every": "1 week"},
                  {"id": 4, "title": "Water the plants", "due": "2026-11-19", "created": "2026-11-18T08:04:00Z", \
                "completed": null, "notes": "", "tags": ["home"], "priority": null, "every": null},
                  {"id": 5, "title": "Call mum", "due": "2026-11-21", "created": "2026-11-18T08:05:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null}
                ]

                """)
        #expect(try todo.run(["list", "--all"]).stdout.contains("  3  !!   Buy milk ~weekly +errands  1 day late\n"))
    }

    @Test func anItemOfTheRecurrenceReleaseComesBackWhenDoneAfterTheUpgradeWithEveryOldItemExported() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v6.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        // The old monthly rule, kept on the 20th, adds the next occurrence a month on, with
        // its notes, tag and priority.
        let done = try todo.run(["done", "1"])
        #expect(done.status == 0, "\(done.stderr)")
        #expect(done.stdout == "Done: 1 Pay rent. Next: 7 Pay rent, due Sunday 20 December 2026.\n")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        #expect(
            try todo.run(["export"]).stdout == """
                [
                  {"id": 1, "title": "Pay rent", "due": "2026-11-20", "created": "2026-11-18T08:00:00Z", \
                "completed": "2026-11-19T09:30:00Z", "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", \
                "tags": ["bills"], "priority": "high", "every": "1 month"},
                  {"id": 2, "title": "Learn the cello", "due": null, "created": "2026-11-18T08:02:00Z", \
                "completed": null, "notes": "", "tags": ["home"], "priority": "low", "every": null},
                  {"id": 3, "title": "Buy milk", "due": "2026-11-18", "created": "2026-11-18T08:03:00Z", \
                "completed": "2026-11-18T18:00:00Z", "notes": "", "tags": ["errands"], "priority": "medium", \
                "every": "1 week"},
                  {"id": 5, "title": "Call mum and dad", "due": "2026-11-21", "created": "2026-11-18T08:05:00Z", \
                "completed": null, "notes": "", "tags": [], "priority": null, "every": null},
                  {"id": 6, "title": "Buy milk", "due": "2026-11-25", "created": "2026-11-18T18:00:00Z", \
                "completed": null, "notes": "", "tags": ["errands"], "priority": "medium", "every": "2 weeks"},
                  {"id": 7, "title": "Pay rent", "due": "2026-12-20", "created": "2026-11-19T09:30:00Z", \
                "completed": null, "notes": "Landlord: Mrs Okafor\\nPay at the café before noon", "tags": ["bills"], \
                "priority": "high", "every": "1 month"}
                ]

                """)
        #expect(try todo.run(["list", "--all"]).stdout.contains("  7  !!!  Pay rent ~monthly +bills  Sun 20 Dec\n"))
        // The completion is one step of the upgraded journal: undone, the occurrence goes.
        #expect(
            try todo.run(["undo"]).stdout == "Undid done: 1 Pay rent is open again; the next occurrence 7 is gone.\n")
        #expect(try todo.run(["export"]).stdout == Self.recurrenceReleaseExport)
    }

    @Test func anUpgradedDatabaseOfTheRecurrenceReleaseStoresAnImportedToDoOnce() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v6.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        let calendar = folder.file("dentist.ics")
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//todo tests//EN\r
            BEGIN:VTODO\r
            UID:dentist@example.org\r
            DTSTAMP:20261119T093000Z\r
            SUMMARY:Book the dentist\r
            DUE;VALUE=DATE:20261203\r
            CATEGORIES:health\r
            END:VTODO\r
            END:VCALENDAR\r

            """
        try text.write(toFile: calendar, atomically: true, encoding: .utf8)
        let first = try todo.run(["import", "--from", "ical", calendar])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Imported 1 item.\n")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        let again = try todo.run(["import", "--from", "ical", calendar])
        #expect(again.stdout == "Imported 0 items (1 skipped: imported before).\n")
        let sources = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT source FROM item WHERE source IS NOT NULL")
        }
        #expect(sources == ["ical:dentist@example.org"])
        // Every old item is still there, and the new one after them.
        let exported = try todo.run(["export"]).stdout
        #expect(exported.hasPrefix(String(Self.recurrenceReleaseExport.dropLast(3)) + ",\n"))
        #expect(
            exported.hasSuffix(
                #"  {"id": 7, "title": "Book the dentist", "due": "2026-12-03", "created": "2026-11-19T09:30:00Z", "completed": null, "notes": "", "tags": ["health"], "priority": null, "every": null}"#
                    + "\n]\n"))
    }
}
