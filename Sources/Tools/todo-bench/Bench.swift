import AppCore
import Foundation
import PostgresScratch
import Presentation
import WideFront

/// The figures for one store size.
struct SizeFigures: Encodable {
    let size: Int
    let importItemsPerSecond: Double
    /// The whole-process rows, measured with the other sizes taking turns.
    let processes: ProcessFigures
    let presenterRefresh: Statistics
    let wideKeyPress: Statistics
    /// The same key presses made through a real pseudo-terminal to `todo wide`.
    let widePtyKeyPress: TerminalKeyFigures
    /// The search line's keys (issue 14; its whole-process rows are in ``processes``).
    let filters: FilterFigures
    /// The shells' completion calling back into `todo` (issue 17).
    let completion: CompletionFigures
    /// Imports of Taskwarrior, todo.txt and iCalendar files (issue 16); `nil` above
    /// ``TransferFigures/largestSize``.
    let transfer: TransferFigures?
    /// The same data set on a PostgreSQL server, when one was given.
    let postgres: PostgresFigures?
    /// Postpone, note and changes on a filter (issue 33; whole processes, taking turns).
    let batch: BatchFigures
}

/// Whole-process figures with the items on a PostgreSQL server.
struct PostgresFigures: Encodable {
    let importItemsPerSecond: Double
    let list: Statistics
    let add: Statistics
}

/// Key presses deep in a long section.
struct DeepSectionFigures: Encodable {
    let items: Int
    let keyPress: Statistics
    /// Up then Down from the bottom of the section, through a real pseudo-terminal to
    /// `todo wide`.
    let ptyKeyPress: TerminalKeyFigures
    let jumpToEnd: Double
    let windowedRefresh: Statistics
}

/// Runs the measurements on a data set of each size.
struct Bench {
    let todo: String
    let runs: Int
    let keyPresses: Int
    /// A PostgreSQL server whose user may create databases, or `nil`.
    let postgresServer: String?
    /// The day every data set is built around, and the fixed clock of every run.
    let today = CalendarDay(containing: Date(), in: TimeZone(identifier: "UTC") ?? .current)

    func environment(_ database: String) -> [String: String] {
        [
            "TODO_DB": database, "TODO_NOW": today.iso, "TZ": "UTC", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
            "HOME": NSTemporaryDirectory(),
        ]
    }

    /// Completes the figures of data set `set` around its whole-process figures
    /// `processes` (measured with the other sizes taking turns): the in-process rows, the
    /// wide front through a pseudo-terminal, the search line, the shells' completion, the
    /// transfers.
    func measure(_ set: DataSet, processes: ProcessFigures, batch: BatchFigures) async throws -> SizeFigures {
        Progress.say("size \(set.size)")
        let (size, database) = (set.size, set.database)
        let inProcess = try await InProcessBench(database: database, today: today)
        let presenterRefresh = Statistics(try await inProcess.presenterRefreshes(runs * 3))
        let wideKeyPress = Statistics(try await inProcess.wideKeyPresses(keyPresses))
        let widePtyKeyPress = try ptyKeyPresses(database: database, from: .top)
        let filters = try await measureFilters(inProcess: inProcess)
        let completion = try measureCompletion(database: database)
        let transfer = try measureTransfer(size: size, database: database, folder: set.folder)
        var postgres: PostgresFigures?
        if let postgresServer {
            postgres = try await measurePostgres(on: postgresServer, input: set.input, size: size)
        }
        return SizeFigures(
            size: size, importItemsPerSecond: set.importItemsPerSecond, processes: processes,
            presenterRefresh: presenterRefresh, wideKeyPress: wideKeyPress, widePtyKeyPress: widePtyKeyPress,
            filters: filters, completion: completion, transfer: transfer, postgres: postgres, batch: batch)
    }

    /// `todo import`, `todo list` and `todo add` with the data set in a throw-away database
    /// on `server`, over the network (loopback for a local server).
    func measurePostgres(on server: String, input: String, size: Int) async throws -> PostgresFigures {
        Progress.say("size \(size) on PostgreSQL")
        return try await ScratchDatabase.with(on: server, prefix: "todo_bench") { database in
            let imported = try process(["import", input], database: database.urlText)
            _ = try process(["list"], database: database.urlText)
            let list = try (0..<runs).map { _ in try process(["list"], database: database.urlText) }
            let add = try (0..<runs).map { _ in
                try process(["add", "Benchmark", "item", "--due", "tomorrow"], database: database.urlText)
            }
            return PostgresFigures(
                importItemsPerSecond: Double(size) / (imported.milliseconds / 1_000),
                list: Statistics(list.map(\.milliseconds)),
                add: Statistics(add.map(\.milliseconds)))
        }
    }

    /// What the undo journal costs each add (``JournalBench``).
    @MainActor
    func measureJournal() async throws -> JournalFigures {
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }  // the folder lives to the end of the scope
        return try await JournalBench.measure(runs: runs * 5, in: folder)
    }

    /// Key presses in a list whose Overdue section holds `items` items.
    func measureDeepSection(items: Int) async throws -> DeepSectionFigures {
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }  // the folder lives to the end of the scope
        let input = folder.file("overdue.json")
        var json = "[\n"
        for index in 0..<items {
            json += "  {\"title\": \"Overdue \(index)\", \"due\": \"\(today.adding(days: -1 - index % 365).iso)\"},\n"
        }
        json += "  {\"title\": \"Due today\", \"due\": \"\(today.iso)\"}\n]\n"
        _ = FileManager.default.createFile(atPath: input, contents: Data(json.utf8))
        let database = folder.file("todo.sqlite")
        _ = try process(["import", input], database: database)
        let inProcess = try await InProcessBench(database: database, today: today)
        let (jump, presses) = try await inProcess.deepKeyPresses(keyPresses)
        let ptyKeyPress = try ptyKeyPresses(database: database, from: .bottom)
        return DeepSectionFigures(
            items: items, keyPress: Statistics(presses), ptyKeyPress: ptyKeyPress, jumpToEnd: jump,
            windowedRefresh: Statistics(try await inProcess.windowedRefreshes(runs)))
    }

    /// `todo wide` on a pseudo-terminal, `keyPresses` presses timed to the frame drawn in
    /// answer (``TerminalKeyTiming``).
    func ptyKeyPresses(database: String, from start: TerminalKeyTiming.Start) throws -> TerminalKeyFigures {
        Progress.say("todo wide through a pseudo-terminal")
        return try TerminalKeyTiming(todo: todo, environment: environment(database)).measure(
            presses: keyPresses, from: start)
    }

    func process(_ arguments: [String], database: String, input: String = "/dev/null") throws -> ProcessRun {
        let run = try ProcessRun.run(todo, arguments, environment: environment(database), input: input)
        guard run.status == 0 else {
            throw BenchError("todo \(arguments.joined(separator: " ")) failed with status \(run.status)")
        }
        return run
    }
}
