import Foundation
import GRDB
import TestSupport
import Testing

/// The database the release before times of day and start days wrote
/// (`todo-schema-v12.sqlite`, schema `v12-sync`, see Fixtures/README.md): items of every
/// kind (due, someday, done, deleted, with notes, tags and priorities, repeating with an
/// end of either kind, imported with a source), the undo journal of their last steps, and
/// the sync state of a sync with a CalDAV server (ten records, one of them the phone's task).
/// `todo-schema-v12.export.json` is what that release's `todo export` printed for it.
extension SchemaEvolutionTests {
    /// The sync tables' rows, each as one line, in item order.
    func syncRows(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT item_id || ' ' || uid || ' ' || href || ' ' || ifnull(etag, '-') || ' ' || body
                    FROM sync_item ORDER BY item_id
                    """)
                + String.fetchAll(db, sql: "SELECT key || ' ' || value FROM sync_meta ORDER BY key")
        }
    }

    /// The ids the database says changed since the last sync (`sync_change`), in order.
    func changedSinceSync(_ path: String) throws -> [Int64] {
        try DatabaseQueue(path: path).read { db in
            try Int64.fetchAll(db, sql: "SELECT item_id FROM sync_change ORDER BY item_id")
        }
    }

    /// What that release listed for it on the fixture's evening.
    static let syncReleaseList = """
        Next Week
           9       Call the plumber about the boiler +home  Sunday
           4  !!   Stand-up ~weekdays                       Monday
          10       Water the orchids                        Monday
           1  !!!  Pay rent ~monthly +bills                 Tuesday
           6       Renew passport ~yearly +papers           Wednesday
           8  !!   Book the dentist +health                 Thursday
        Later
          11       Water the plants ~weekly                 Mon 7 Dec
        Someday
           3       Learn the cello +music

        """

    @Test func aDatabaseOfTheSyncReleaseUpgradesKeepingEveryItemFieldJournalStepAndSyncRecord() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v12.sqlite", into: folder)
        let exported = try String(contentsOfFile: "\(Self.fixtures)/todo-schema-v12.export.json", encoding: .utf8)
        let records = try syncRows(path)
        #expect(records.count == 14)
        let todo = TodoBinary(database: path, now: "2026-11-27T19:00")
        // Read as it is: the same items, fields and list, the file unchanged.
        let before = FileManager.default.contents(atPath: path)
        #expect(try todo.run(["export"]).stdout == exported)
        #expect(try todo.run(["list", "--all"]).stdout == Self.syncReleaseList)
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try migrations(path) == Self.migrations(through: "v12-sync"))
        // Undo writes: the file is upgraded, and the old journal undoes its last two steps.
        #expect(try todo.run(["undo"]).stdout == "Undid edit: 9 Call the plumber is as before.\n")
        #expect(try migrations(path) == Self.everyMigration)
        // Every item and record counts as changed since the last sync: the next sync compares
        // them all, once, as that release's syncs did.
        #expect(try changedSinceSync(path) == Array(1...11))
        #expect(try todo.run(["undo"]).stdout == "Undid delete: 7 Old plan is back.\n")
        #expect(try todo.run(["list", "--all", "+home"]).stdout.contains("7  Old plan +home"))
        // Done again by this release: every item and field as that release left them.
        #expect(try todo.run(["edit", "9", "--title", "Call the plumber about the boiler"]).status == 0)
        #expect(try todo.run(["delete", "7"]).status == 0)
        #expect(try todo.run(["export"]).stdout == exported)
        #expect(try todo.run(["list", "--all"]).stdout == Self.syncReleaseList)
        #expect(try todo.run(["list", "--done"]).stdout.contains("5     Water the plants ~weekly  Fri 27 Nov"))
        // The sync state is kept as it was: every record, its text, the token and identity.
        #expect(try syncRows(path) == records)
        // The imported item keeps its source: importing it again is skipped.
        let ics = folder.file("again.ics")
        try Data(
            """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//fixture//EN\r
            BEGIN:VTODO\r
            UID:dentist-2026@example.com\r
            SUMMARY:Book the dentist\r
            END:VTODO\r
            END:VCALENDAR\r

            """.utf8
        ).write(to: URL(fileURLWithPath: ics))
        let again = try todo.run(["import", "--from", "ical", ics])
        #expect(again.stdout.hasPrefix("Imported 0 items (1 skipped"), "\(again.stdout)\(again.stderr)")
    }
}
