import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppCore

@Suite struct SQLiteTodoStoreTests {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    func item(_ title: String) -> NewTodoItem {
        NewTodoItem(title: title, due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now)
    }

    func refusal(_ path: String) -> (any Error) -> Bool {
        { error in
            guard case .unusable(let refused, _) = error as? TodoStoreError else { return false }
            return refused == path
        }
    }

    @Test func itemsSurviveClosingAndReopeningTheFile() async throws {
        let path = folder.file("todo.sqlite")
        _ = try await SQLiteTodoStore(path: path).add(item("Buy milk"))
        let reopened = try SQLiteTodoStore(path: path)
        #expect(try await reopened.allItems().map(\.title) == ["Buy milk"])
    }

    @Test func aLongListReadsEveryItemsOwnDueDay() async throws {
        let store = try SQLiteTodoStore(path: folder.file("todo.sqlite"))
        let days = ["2026-11-18", "2026-11-19", "2026-11-19", "2026-11-20", "2026-11-20", "2026-11-20", "2026-12-01"]
        for (index, day) in days.enumerated() {
            _ = try await store.add(
                NewTodoItem(title: "Item \(index)", due: Fixtures.day(day), created: TodoStoreContract.now))
        }
        let listed = try await store.openItems(dueIn: .all)
        #expect(listed.map { $0.due?.iso } == days)
        #expect(listed.map(\.title) == days.indices.map { "Item \($0)" })
    }

    @Test func anUnreadableDueDayIsReportedWithItsItemNotSkipped() async throws {
        let path = folder.file("todo.sqlite")
        let store = try SQLiteTodoStore(path: path)
        _ = try await store.add(item("Buy milk"))
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE item SET due = 'soon' WHERE id = 1")
        }
        do {
            let listed = try await store.openItems(dueIn: .all)
            Issue.record("expected an error, read \(listed)")
        } catch {
            #expect(String(describing: error).contains("item 1 has the unreadable due date soon"))
        }
    }

    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftUnchanged() throws {
        let path = folder.file("notes.txt")
        let contents = Data(String(repeating: "my precious notes\n", count: 20).utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: contents))
        #expect(performing: { _ = try SQLiteTodoStore(path: path) }, throws: refusal(path))
        #expect(FileManager.default.contents(atPath: path) == contents)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUnchanged() throws {
        let path = folder.file("other.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE contact (name TEXT); INSERT INTO contact VALUES ('Ada')")
        }
        let before = FileManager.default.contents(atPath: path)
        #expect(performing: { _ = try SQLiteTodoStore(path: path) }, throws: refusal(path))
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aFolderWhereTheFileShouldBeIsRefused() throws {
        #expect(performing: { _ = try SQLiteTodoStore(path: folder.path) }, throws: refusal(folder.path))
    }

    @Test func aMissingFolderIsRefusedUnlessAskedToCreateIt() async throws {
        let path = folder.file("missing/deeper/todo.sqlite")
        #expect(performing: { _ = try SQLiteTodoStore(path: path) }, throws: refusal(path))
        let created = try SQLiteTodoStore(path: path, createFolder: true)
        #expect(try await created.allItems().isEmpty)
    }

    @Test func aDatabaseFromANewerVersionIsRefusedAndLeftUnchanged() async throws {
        let path = folder.file("newer.sqlite")
        _ = try await SQLiteTodoStore(path: path).add(item("Buy milk"))
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
            try db.checkpoint(.truncate)
        }
        let before = FileManager.default.contents(atPath: path)
        #expect(
            performing: { _ = try SQLiteTodoStore(path: path) },
            throws: { error in String(describing: error).contains("newer version of todo") })
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func anEmptyFileBecomesATodoDatabase() async throws {
        let path = folder.file("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        _ = try await SQLiteTodoStore(path: path).add(item("first"))
        #expect(try await SQLiteTodoStore(path: path).allItems().count == 1)
    }

    @Test func everyListQueryIsASearchOfTheCoveringIndex() throws {
        let path = folder.file("plan.sqlite")
        _ = try SQLiteTodoStore(path: path)
        let anchor = ListPosition(due: Fixtures.day("2026-11-20"), created: TodoStoreContract.now, id: 5)
        let week = DayRange(through: Fixtures.day("2026-11-28"))
        let later = DayRange(from: Fixtures.day("2026-11-29"))
        let laterAnchor = ListPosition(due: Fixtures.day("2026-12-05"), created: TodoStoreContract.now, id: 9)
        let anchored = [
            SQLiteListQueries.openItems(later, page: .through(laterAnchor, limit: 80)),
            SQLiteListQueries.openItems(later, page: .before(laterAnchor, limit: 80)),
            SQLiteListQueries.openItems(later, page: .from(laterAnchor, limit: 80)),
            SQLiteListQueries.openItems(.all, page: .through(anchor, limit: 80)),
            SQLiteListQueries.openItems(.all, page: .after(anchor, limit: 80)),
        ]
        let queries =
            anchored + [
                SQLiteListQueries.openItems(week), SQLiteListQueries.openItems(.all),
                SQLiteListQueries.openItems(week, page: .from(anchor, limit: 80)),
                SQLiteListQueries.openItems(week, page: .through(anchor, limit: 80)),
                SQLiteListQueries.openItems(week, page: .after(anchor, limit: 80)),
                SQLiteListQueries.openItems(week, page: .before(anchor, limit: 80)),
                SQLiteListQueries.openItems(week, page: .first(80)), SQLiteListQueries.openItems(week, page: .last(80)),
                SQLiteListQueries.count(
                    DayRange(from: Fixtures.day("2026-11-20"), through: Fixtures.day("2026-11-21"))),
                SQLiteListQueries.count(DayRange(through: Fixtures.day("2026-11-18"))),
                // The upcoming list less the items that start later, and their count: the
                // start day is in the index, so the test reads no row of the table.
                SQLiteListQueries.openItems(week.startedBy(Fixtures.day("2026-11-19"))),
                SQLiteListQueries.openItems(week.startedBy(Fixtures.day("2026-11-19")), page: .from(anchor, limit: 80)),
                SQLiteListQueries.openItems(week.startedBy(Fixtures.day("2026-11-19")), page: .last(80)),
                SQLiteListQueries.count(week.startedBy(Fixtures.day("2026-11-19"))),
                SQLiteListQueries.count(week.startingAfter(Fixtures.day("2026-11-19"))),
            ]
        let queue = try DatabaseQueue(path: path)
        for query in queries {
            let plan = try queue.read { db in
                try QueryPlan.details(db, query)
            }
            #expect(plan.count == 1, "\(query.sql): \(plan)")
            // A search of the partial index of open items; only "every open item" (--all) scans
            // it whole, and even that never reads a completed item or the table.
            let searches = plan.allSatisfy { $0.hasPrefix("SEARCH item USING COVERING INDEX item_open_in_list_order") }
            let scansOpenItems = plan == ["SCAN item USING COVERING INDEX item_open_in_list_order"]
            #expect(searches || (scansOpenItems && !query.sql.contains("due <=")), "\(query.sql): \(plan)")
            // A page next to an item in its range is sought straight to it (the row value),
            // never by the due day alone, which would step from the end of a long section.
            if query.sql.contains(PageRequest.keyColumns) {
                #expect(plan.first?.contains("(due,due_time,priority,") == true, "\(query.sql): \(plan)")
            }
        }
    }

    @Test func everyFilteredReadStartsFromTheSearchTablesNeverAScanOfItems() throws {
        let path = folder.file("plan.sqlite")
        _ = try SQLiteTodoStore(path: path)
        let anchor = ListPosition(due: Fixtures.day("2026-11-20"), created: TodoStoreContract.now, id: 5)
        let week = DayRange(through: Fixtures.day("2026-11-28"))
        var queries: [SQLiteListQueries.Query] = []
        for text in ["milk", "+home", "+home milk cafe", "+home +errands"] {
            let filter = ItemFilter(parsing: text)
            queries += [
                SQLiteFilterQueries.openItems(.all, filter, page: .first(80)),
                SQLiteFilterQueries.openItems(week, filter, page: .after(anchor, limit: 80)),
                SQLiteFilterQueries.openItems(.undated, filter, page: .last(80)),
                SQLiteFilterQueries.count(week, filter), SQLiteFilterQueries.completed(filter, limit: 50),
            ]
        }
        queries.append(SQLiteFilterQueries.completed(.none, limit: 50))
        let queue = try DatabaseQueue(path: path)
        for query in queries {
            let plan = try queue.read { db in
                try QueryPlan.details(db, query)
            }
            #expect(!plan.contains { $0.hasPrefix("SCAN item ") || $0 == "SCAN item" }, "\(query.sql): \(plan)")
            if query.sql.contains("MATCH") {
                #expect(plan.first?.hasPrefix("SCAN item_t") == true, "\(query.sql): \(plan)")
                #expect(plan.contains { $0.contains("SEARCH item USING INTEGER PRIMARY KEY") }, "\(plan)")
            } else {
                #expect(plan.first?.contains("item_completed_latest_first") == true, "\(query.sql): \(plan)")
            }
        }
    }
}
