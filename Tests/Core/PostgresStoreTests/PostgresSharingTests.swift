import AppCore
import Foundation
import Testing

/// Several clients on one database: they learn of each other's changes through
/// LISTEN/NOTIFY, and ids stay unique while they write at once.
@Suite struct PostgresSharingTests {
    let due = CalendarDay(daysSinceEpoch: 20_412)

    @Test func anotherClientsAddMovesTheRevisionWithinASecond() async throws {
        try await TestServer.withDatabase { database in
            try await TestServer.withStore(database.urlText) { watcher in
                let before = try await watcher.revision()
                try await TestServer.withStore(database.urlText) { writer in
                    _ = try await writer.add(NewTodoItem(title: "from elsewhere", due: due, created: Date()))
                }
                let deadline = Date().addingTimeInterval(1)
                var seen = try await watcher.revision()
                while seen == before && Date() < deadline {
                    try await Task.sleep(for: .milliseconds(20))
                    seen = try await watcher.revision()
                }
                #expect(seen != before, "no notification reached the watching client within a second")
            }
        }
    }

    @Test func aQuietDatabaseLeavesTheRevisionAlone() async throws {
        try await TestServer.withDatabase { database in
            try await TestServer.withStore(database.urlText) { watcher in
                let before = try await watcher.revision()
                _ = try await watcher.openItems(dueIn: .all)
                try await Task.sleep(for: .milliseconds(300))
                #expect(try await watcher.revision() == before)
            }
        }
    }

    @Test func importsAndAddsFromTwoClientsAtOnceNeverShareAnID() async throws {
        try await TestServer.withDatabase { database in
            let imported = (1...500).map {
                ImportedTodoItem(
                    id: Int64(10_000 + $0), title: "imported \($0)", due: due, created: Date(), completed: nil)
            }
            async let importing: [TodoItem.ID] = TestServer.withStore(database.urlText) { store in
                try await store.importItems(imported)
            }
            async let adding: [TodoItem.ID] = TestServer.withStore(database.urlText) { store in
                var ids: [TodoItem.ID] = []
                for number in 1...200 {
                    ids.append(try await store.add(NewTodoItem(title: "added \(number)", due: due, created: Date())).id)
                }
                return ids
            }
            let (importedIDs, addedIDs) = try await (importing, adding)
            #expect(Set(importedIDs).isDisjoint(with: addedIDs))
            let afterwards = try await TestServer.withStore(database.urlText) { store in
                try await store.add(NewTodoItem(title: "last", due: due, created: Date())).id
            }
            #expect(afterwards > (importedIDs + addedIDs).max() ?? 0)
            let stored = try await TestServer.withStore(database.urlText) { try await $0.allItems() }
            #expect(stored.count == 701)
        }
    }
}
