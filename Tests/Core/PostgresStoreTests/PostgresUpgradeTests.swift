import AppCore
import Foundation
import PostgresScratch
import TestSupport
import Testing

/// A database written by an earlier release (restored from its `pg_dump`) opens with this
/// one, upgrades in place, and keeps every item and its undo journal.
@Suite struct PostgresUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every PostgreSQL migration of this release, as the tests read them: by identifier in
    /// byte order (`COLLATE "C"`), so `v10` comes before `v2`.
    static let everyMigration = migrationsInOrder.sorted()

    /// The applied migrations, by identifier in byte order.
    static let migrationsQuery = "SELECT identifier FROM todo_schema_migrations ORDER BY identifier COLLATE \"C\""

    /// Every PostgreSQL migration of this release, in the order they run.
    static let migrationsInOrder = [
        "v1-items", "v2-undo-journal", "v3-notes", "v4-tags-priority", "v5-recurrence", "v6-source", "v7-search-words",
        "v8-search-signs", "v9-recurrence-ends", "v10-sync", "v11-journal-history", "v12-times-and-start",
        "v13-sync-changes",
    ]

    /// Restores a dump into `database` with `psql`, stopping at the first error.
    func restore(_ name: String, into database: ScratchDatabase) throws {
        let psql = try #require(
            ["/usr/bin/psql", "/usr/local/bin/psql"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "psql is needed (apt-get install -y postgresql-client)")
        let outcome = try ChildProcess(
            psql,
            [
                "--no-psqlrc", "--quiet", "-v", "ON_ERROR_STOP=1", "-f",
                Self.fixtures.appendingPathComponent(name).path,
                database.urlText,
            ],
            environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    }

    @Test func aDatabaseOfTheUndoReleaseUpgradesKeepsItsItemsUndoesAndTakesNotes() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v2.sql", into: database)
            try await TestServer.withStore(database.urlText) { store in
                #expect(try await store.allItems().map(\.title) == ["Buy milk", "Call mum"])
                let undone = try await store.undoLastChange()
                #expect(undone?.kind == .delete)
                #expect(try await store.allItems().map(\.title) == ["Pay rent", "Buy milk", "Call mum"])
                let paid = try await store.item(id: 1)
                #expect(paid.due == Fixtures.day("2026-11-18"))
                #expect(paid.notes == "")
                let edited = try await store.edit(
                    id: 3, title: "Call mum", due: Fixtures.day("2026-11-20"),
                    notes: "Her new number is in the letter.",
                    tags: [], priority: nil)
                #expect(edited.notes == "Her new number is in the letter.")
                let added = try await store.add(NewTodoItem(title: "Learn the cello", due: nil, created: Date()))
                #expect(added.id == 4)
                #expect(try await store.item(id: 4).due == nil)
            }
            #expect(
                try await database.execute(PostgresUpgradeTests.migrationsQuery)
                    == Self.everyMigration)
        }
    }

    /// The ids of the open items that match `filter` (`+tag` and words, as typed).
    func openIDs(_ store: some TodoStore, _ filter: String) async throws -> [TodoItem.ID] {
        try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: filter)).map(\.id)
    }

    /// The dump of the release before tags and priority (`todo-postgres-v3.sql`, see
    /// Fixtures/README.md): item 1 with two lines of notes, item 2 with no due day, item 3
    /// completed, item 4 deleted, item 5 renamed by the last undo step.
    @Test func aDatabaseOfTheNotesReleaseUpgradesKeepsEveryItemAndFindsItsRowsByTagsAndWords() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v3.sql", into: database)
            try await TestServer.withStore(database.urlText) { store in
                let items = try await store.allItems()
                #expect(items.map(\.title) == ["Pay rent", "Learn the cello", "Buy milk", "Call mum and dad"])
                #expect(items.map(\.id) == [1, 2, 3, 5])
                let rent = try await store.item(id: 1)
                #expect(rent.notes == "Landlord: Mrs Okafor\nPay at the café before noon")
                #expect(rent.due == Fixtures.day("2026-11-20"))
                #expect(try await store.item(id: 2).due == nil)
                #expect(try await store.item(id: 3).completed == Date(timeIntervalSince1970: 1_795_024_800))
                #expect(items.allSatisfy { $0.tags.isEmpty && $0.priority == nil })
                // The old rows are found by words of their titles and notes (accents folded).
                #expect(try await openIDs(store, "mum") == [5])
                #expect(try await openIDs(store, "landlord") == [1])
                #expect(try await openIDs(store, "cafe") == [1])
                #expect(try await openIDs(store, "cello") == [2])
                let milk = try await store.completedItems(matching: ItemFilter(parsing: "milk"), limit: 10)
                #expect(milk.map(\.id) == [3])
                // They take tags and a priority, and a tag filter finds them.
                let tagged = try await store.edit(
                    id: 1, title: rent.title, due: rent.due, notes: rent.notes, tags: ["home"], priority: .high)
                #expect(tagged.tags == ["home"] && tagged.priority == .high && tagged.notes == rent.notes)
                #expect(try await openIDs(store, "+home") == [1])
                #expect(try await openIDs(store, "+home okafor") == [1])
                #expect(try await store.openTagCounts() == [TagCount(name: "home", count: 1)])
                // The journal still undoes the new step, then the old edit, then the old delete.
                #expect(try await store.undoLastChange()?.kind == .edit)
                #expect(try await store.item(id: 1) == rent)
                let oldEdit = try await store.undoLastChange()
                #expect(oldEdit?.kind == .edit)
                #expect(oldEdit?.items.map(\.title) == ["Call mum"])
                #expect(try await store.undoLastChange()?.kind == .delete)
                #expect(try await openIDs(store, "plants") == [4])
                #expect(try await store.allItems().map(\.id) == [1, 2, 3, 4, 5])
            }
            #expect(
                try await database.execute(PostgresUpgradeTests.migrationsQuery)
                    == Self.everyMigration)
        }
    }

    /// The dump of the release before repeat rules (`todo-postgres-v4.sql`, see
    /// Fixtures/README.md): item 1 tagged bills, of high priority, with two lines of notes;
    /// item 2 with no due day, given a tag and a low priority by the last undo step; item 3
    /// completed (errands, medium); item 4 deleted (home); item 5 renamed.
    @Test func aDatabaseOfTheTagsReleaseUpgradesKeepsEveryItemUndoesAndTakesRepeatRules() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v4.sql", into: database)
            try await TestServer.withStore(database.urlText) { store in
                let items = try await store.allItems()
                #expect(items.map(\.title) == ["Pay rent", "Learn the cello", "Buy milk", "Call mum and dad"])
                #expect(items.map(\.id) == [1, 2, 3, 5])
                #expect(items.map(\.tags) == [["bills"], ["home"], ["errands"], []])
                #expect(items.map(\.priority) == [.high, .low, .medium, nil])
                #expect(items.allSatisfy { $0.recurrence == nil })
                let rent = try await store.item(id: 1)
                #expect(rent.notes == "Landlord: Mrs Okafor\nPay at the café before noon")
                #expect(rent.due == Fixtures.day("2026-11-20"))
                #expect(try await store.item(id: 2).due == nil)
                #expect(try await store.item(id: 3).completed == Date(timeIntervalSince1970: 1_795_024_800))
                #expect(try await openIDs(store, "+bills") == [1])
                #expect(try await openIDs(store, "+home cello") == [2])
                #expect(try await openIDs(store, "cafe") == [1])
                // The journal still undoes the old steps: the tag edit, the rename, the delete
                // (whose item comes back with its tag).
                let tagEdit = try await store.undoLastChange()
                #expect(tagEdit?.kind == .edit)
                let cello = try await store.item(id: 2)
                #expect(cello.tags.isEmpty && cello.priority == nil && cello.due == nil)
                let oldEdit = try await store.undoLastChange()
                #expect(oldEdit?.kind == .edit)
                #expect(oldEdit?.items.map(\.title) == ["Call mum"])
                #expect(try await store.undoLastChange()?.kind == .delete)
                let plants = try await store.item(id: 4)
                #expect(plants.title == "Water the plants" && plants.tags == ["home"] && plants.priority == nil)
                #expect(try await store.allItems().map(\.id) == [1, 2, 3, 4, 5])
                // An old item takes a rule, keeping its notes, tags and priority; done, it adds
                // its next occurrence, a month on, with the same rule.
                let rule = Recurrence(.interval(count: 1, unit: .month), startingOn: Fixtures.day("2026-11-20"))
                let repeating = try await store.edit(
                    id: 1,
                    to: ItemFields(
                        title: rent.title, due: rent.due, notes: rent.notes, tags: rent.tags, priority: rent.priority,
                        recurrence: rule))
                #expect(repeating.recurrence == rule)
                #expect(try await store.item(id: 1) == repeating)
                #expect(repeating.notes == rent.notes && repeating.tags == ["bills"] && repeating.priority == .high)
                let now = Date(timeIntervalSince1970: 1_795_080_600)  // 2026-11-19T09:30:00Z
                let done = try await store.complete(ids: [1], at: now, today: Fixtures.day("2026-11-19"))
                #expect(done.items.map(\.completed) == [now])
                #expect(done.next.count == 1)
                let next = try #require(done.next.first)
                #expect(next.id == 6 && next.title == "Pay rent" && next.completed == nil)
                #expect(next.due == Fixtures.day("2026-12-20"))
                #expect(next.recurrence == rule)
                #expect(next.notes == rent.notes && next.tags == ["bills"] && next.priority == .high)
                #expect(try await store.item(id: 6) == next)
                #expect(try await store.allItems().map(\.id) == [1, 2, 3, 4, 5, 6])
            }
            #expect(
                try await database.execute(PostgresUpgradeTests.migrationsQuery)
                    == Self.everyMigration)
        }
    }

    /// The dump of the release before imports from other programs (`todo-postgres-v5.sql`,
    /// see Fixtures/README.md): item 1 repeating every month (bills, high, two lines of
    /// notes); item 2 with no due day (home, low); item 3 weekly (errands, medium) and
    /// completed, which added item 6, made fortnightly by the last undo step; item 4 deleted
    /// (home); item 5 renamed.
    @Test func aDatabaseOfTheRecurrenceReleaseUpgradesKeepsItsRulesUndoesAndImportsBySource() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v5.sql", into: database)
            try await TestServer.withStore(database.urlText) { store in
                let monthly = Recurrence(.interval(count: 1, unit: .month), startingOn: Fixtures.day("2026-11-20"))
                let weekly = Recurrence(.interval(count: 1, unit: .week), startingOn: Fixtures.day("2026-11-18"))
                let fortnightly = Recurrence(.interval(count: 2, unit: .week), startingOn: Fixtures.day("2026-11-25"))
                #expect(monthly.storageText == "1 month;20")
                let items = try await store.allItems()
                #expect(
                    items.map(\.title) == ["Pay rent", "Learn the cello", "Buy milk", "Call mum and dad", "Buy milk"])
                #expect(items.map(\.id) == [1, 2, 3, 5, 6])
                #expect(items.map(\.recurrence) == [monthly, nil, weekly, nil, fortnightly])
                #expect(items.map(\.tags) == [["bills"], ["home"], ["errands"], [], ["errands"]])
                #expect(items.map(\.priority) == [.high, .low, .medium, nil, .medium])
                #expect(items.allSatisfy { $0.source == nil })
                let rent = try await store.item(id: 1)
                #expect(rent.notes == "Landlord: Mrs Okafor\nPay at the café before noon")
                #expect(rent.due == Fixtures.day("2026-11-20"))
                #expect(try await store.item(id: 2).due == nil)
                #expect(try await store.item(id: 3).completed == Date(timeIntervalSince1970: 1_795_024_800))
                #expect(try await store.item(id: 6).due == Fixtures.day("2026-11-25"))
                #expect(try await openIDs(store, "+errands") == [6])
                #expect(try await openIDs(store, "+bills cafe") == [1])
                // The journal still undoes the old steps: the rule edit (whose row keeps the
                // weekly rule), the tag edit, the rename, the delete, and the completion of the
                // weekly item, which takes away the occurrence it added.
                #expect(try await store.undoLastChange()?.kind == .edit)
                #expect(try await store.item(id: 6).recurrence == weekly)
                let tagEdit = try await store.undoLastChange()
                #expect(tagEdit?.kind == .edit)
                #expect(tagEdit?.items.map(\.id) == [2])
                let oldEdit = try await store.undoLastChange()
                #expect(oldEdit?.kind == .edit)
                #expect(oldEdit?.items.map(\.title) == ["Call mum"])
                #expect(try await store.undoLastChange()?.kind == .delete)
                let plants = try await store.item(id: 4)
                #expect(plants.title == "Water the plants" && plants.tags == ["home"] && plants.recurrence == nil)
                let done = try await store.undoLastChange()
                #expect(done?.kind == .complete)
                #expect(done?.items.map(\.id) == [3])
                #expect(done?.items.first?.completed == nil)
                #expect(done?.items.first?.recurrence == weekly)
                #expect(done?.removed.map(\.id) == [6])
                #expect(try await store.allItems().map(\.id) == [1, 2, 3, 4, 5])
                // The upgraded table takes an item's source, once.
                #expect(try await store.knownSources(among: ["ical:x@y"]).isEmpty)
                let dentist = ImportedTodoItem(
                    id: nil, title: "Book the dentist", due: Fixtures.day("2026-12-03"),
                    created: Date(timeIntervalSince1970: 1_795_080_600), completed: nil, tags: ["health"],
                    source: "ical:x@y")
                let ids = try await store.importItems([dentist])
                #expect(ids == [7])
                let imported = try await store.item(id: 7)
                #expect(imported.source == "ical:x@y" && imported.title == "Book the dentist")
                #expect(try await store.knownSources(among: ["ical:x@y", "ical:other"]) == ["ical:x@y"])
                await #expect(throws: TodoStoreError.sourceAlreadyImported("ical:x@y")) {
                    _ = try await store.importItems([dentist])
                }
                // The journal keeps the source: a deleted imported item comes back with it.
                let now = Date(timeIntervalSince1970: 1_795_080_600)  // 2026-11-19T09:30:00Z
                _ = try await store.delete(ids: [7], at: now, today: Fixtures.day("2026-11-19"))
                #expect(try await store.knownSources(among: ["ical:x@y"]).isEmpty)
                #expect(try await store.undoLastChange()?.kind == .delete)
                #expect(try await store.item(id: 7) == imported)
                #expect(try await store.knownSources(among: ["ical:x@y"]) == ["ical:x@y"])
            }
            #expect(
                try await database.execute(PostgresUpgradeTests.migrationsQuery)
                    == Self.everyMigration)
            let index = try await database.execute(
                "SELECT indexdef FROM pg_indexes WHERE indexname = 'todo_item_source'")
            #expect(index.first?.contains("UNIQUE INDEX todo_item_source") == true)
            #expect(index.first?.contains("WHERE (source IS NOT NULL)") == true)
        }
    }
}
