import AppCore
import Foundation
import PostgresScratch
import PostgresStore
import TestSupport
import Testing

/// The dump of the release before one folding for search (`todo-postgres-v6.sql`, see
/// Fixtures/README.md): item 1 `Straße bauen` (Bau, notes with `ü` and `ﬀ`), item 2
/// `Straße fegen` completed, item 3 with the ligature `ﬁ` (Steuer, high), item 4 Greek with
/// no due day (İx), item 5 tagged `a‍b` (a zero-width joiner), item 6 with a decomposed
/// `é` (café), item 7 deleted (`x‍y`, home), only in the undo journal. That release's
/// server folded `straße`, `ﬁ` and `İ` its own way and found none of them.
extension PostgresUpgradeTests {
    @Test func aDatabaseOfTheSearchReleaseUpgradesKeepsEveryItemAndFindsWhatTheOtherStoresFind() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v6.sql", into: database)
            try await TestServer.withStore(database.urlText) { store in
                let items = try await store.allItems()
                #expect(items.map(\.id) == [1, 2, 3, 4, 5, 6])
                #expect(items.map(\.tags) == [["Bau"], [], ["Steuer"], ["İx"], ["ab"], ["cafe\u{301}"]])
                let answers: [(String, [TodoItem.ID])] = [
                    ("straße", [1]), ("file", [3]), ("ff", [1]), ("ΐ", [4]), ("+İx", [4]), ("+café", [6]),
                    ("cafe", [6]), ("+a", []), ("+ab", [5]), ("für +bau", [1]),
                ]
                for (query, ids) in answers {
                    let filter = ItemFilter(parsing: query)
                    #expect(try await openIDs(store, query) == ids, "\(query)")
                    #expect(items.filter { !$0.isCompleted && filter.matches($0) }.map(\.id) == ids, "\(query)")
                }
                let done = try await store.completedItems(matching: ItemFilter(parsing: "straße"), limit: 10)
                #expect(done.map(\.id) == [2])
                #expect(try await store.tagKeys(beginningWith: "C", limit: 10) == [TagCount(name: "café", count: 1)])
                // The journal undoes the rename, then brings item 7 back, its tag visible.
                #expect(try await store.undoLastChange()?.items.map(\.title) == ["ﬁle the taxes"])
                #expect(try await store.undoLastChange()?.kind == .delete)
                #expect(try await store.item(id: 7).tags == ["home", "xy"])
                #expect(try await openIDs(store, "+xy old") == [7])
                #expect(try await openIDs(store, "file") == [3])
            }
            #expect(
                try await database.execute(PostgresUpgradeTests.migrationsQuery)
                    == Self.everyMigration)
        }
    }

    /// An upgrade rewrites every item; its time limit grows with them, as an import's does,
    /// so that a large list is not cut off by the limit of one use case (and then refused at
    /// every later start).
    @Test func aLargeDatabaseOfTheSearchReleaseUpgradesWithinTheLimitAnImportOfItsItemsGets() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v6.sql", into: database)
            _ = try await database.execute(
                """
                INSERT INTO todo_item (title, due, created, notes, tags)
                SELECT 'Stra\u{DF}e ' || g, '2026-12-01', 0, 'note ' || g, 'home' FROM generate_series(1, 100000) AS g
                """)
            let tight = PostgresLimits(
                connect: 5, useCase: 1, importPerThousandItems: 1, reconnectInterval: 1, changeCheckWait: 0.25)
            let store = try await PostgresTodoStore.connect(
                try PostgresURL(database.urlText, environment: [:]), limits: tight)
            await store.close()
            #expect(
                try await database.execute(PostgresUpgradeTests.migrationsQuery)
                    == Self.everyMigration)
            let found = try await TestServer.withStore(database.urlText) { store in
                try await store.countOpenItems(dueIn: .all, matching: ItemFilter(parsing: "strasse +home"))
            }
            #expect(found == 100_000)
        }
    }
}
