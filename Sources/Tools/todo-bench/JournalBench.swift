import AppCore
import Foundation
import GRDB

/// What the undo journal costs an add: the store's add (the item and its undo step, one
/// transaction) against the same insert without the step, on one SQLite file with the
/// store's settings, in one process.
struct JournalFigures: Encodable {
    let addWithJournal: Statistics
    let bareInsert: Statistics

    /// The journal's share of one add, from the medians.
    var costPerAdd: Double { addWithJournal.median - bareInsert.median }
}

/// Measures ``JournalFigures`` on a new database in `folder`, taking turns add by add.
@MainActor
enum JournalBench {
    static func measure(runs: Int, in folder: ScratchFolder) async throws -> JournalFigures {
        let path = folder.file("journal.sqlite")
        let store = try SQLiteTodoStore(path: path)
        var configuration = Configuration()
        configuration.busyMode = .timeout(SQLiteTodoStore.busyTimeout)
        let bare = try DatabasePool(path: path, configuration: configuration)
        try await bare.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        let today = CalendarDay(containing: Date(), in: .current)
        let item = NewTodoItem(title: "Benchmark item", due: today, created: Date())
        var journaled: [Double] = []
        var plain: [Double] = []
        for _ in 0..<max(runs, 20) {
            journaled.append(try await Stopwatch.time { _ = try await store.add(item) })
            plain.append(
                try await Stopwatch.time {
                    try await bare.write { db in
                        try db.execute(
                            sql: "INSERT INTO item (title, due, created) VALUES (?, ?, ?)",
                            arguments: [item.title, today.iso, Int64(item.created.timeIntervalSince1970)])
                    }
                })
        }
        return JournalFigures(addWithJournal: Statistics(journaled), bareInsert: Statistics(plain))
    }
}
