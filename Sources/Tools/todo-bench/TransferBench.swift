import Foundation

/// `todo import` of the other programs' files (issue 16), in items per second: a
/// Taskwarrior export of the data set, and the data set as `todo export` writes it in
/// todo.txt and iCalendar.
struct TransferFigures: Encodable {
    let taskwarriorItemsPerSecond: Double
    let todoTxtItemsPerSecond: Double
    let iCalendarItemsPerSecond: Double

    /// The largest data set imported in each format: a file of a million items in
    /// Taskwarrior's JSON is some 300 MB, more than the row is worth.
    static let largestSize = 100_000
}

extension Bench {
    /// Imports each file once into a new database in `folder`.
    func measureTransfer(size: Int, database: String, folder: ScratchFolder) throws -> TransferFigures? {
        guard size <= TransferFigures.largestSize else { return nil }
        let taskwarrior = folder.file("taskwarrior.json")
        guard
            FileManager.default.createFile(
                atPath: taskwarrior, contents: Workload(size: size, today: today).taskwarriorJSON())
        else { throw BenchError("cannot write \(taskwarrior)") }
        let todoTxt = folder.file("todo.txt")
        let iCalendar = folder.file("todo.ics")
        try exportFile(["export", "--to", "todotxt"], database: database, to: todoTxt)
        try exportFile(["export", "--to", "ical"], database: database, to: iCalendar)
        func rate(_ format: String, _ file: String, items: Int) throws -> Double {
            let into = folder.file("import-\(format).sqlite")
            let run = try process(["import", "--from", format, file], database: into)
            return Double(items) / (run.milliseconds / 1_000)
        }
        let todoTxtItems = try String(contentsOfFile: todoTxt, encoding: .utf8).split(separator: "\n").count
        let iCalendarItems =
            try String(contentsOfFile: iCalendar, encoding: .utf8)
            .components(separatedBy: "BEGIN:VTODO").count - 1
        return TransferFigures(
            taskwarriorItemsPerSecond: try rate("taskwarrior", taskwarrior, items: size),
            todoTxtItemsPerSecond: try rate("todotxt", todoTxt, items: todoTxtItems),
            iCalendarItemsPerSecond: try rate("ical", iCalendar, items: iCalendarItems))
    }

    /// Runs `todo` with `arguments`, its output written to `file` (untimed).
    private func exportFile(_ arguments: [String], database: String, to file: String) throws {
        guard FileManager.default.createFile(atPath: file, contents: nil),
            let output = FileHandle(forWritingAtPath: file)
        else { throw BenchError("cannot write \(file)") }
        defer { try? output.close() }
        let export = Process()
        export.executableURL = URL(fileURLWithPath: todo)
        export.arguments = arguments
        export.environment = environment(database)
        export.standardOutput = output
        try export.run()
        export.waitUntilExit()
        guard export.terminationStatus == 0 else {
            throw BenchError("todo \(arguments.joined(separator: " ")) failed with status \(export.terminationStatus)")
        }
    }
}
