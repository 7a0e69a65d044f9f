import AppCore
import Foundation

/// Taskwarrior's files for a data set, written straight in its own format (one
/// `[name:"value" …]` line a task in pending.data) in a throw-away data folder, with an rc
/// file that asks no questions.
enum TaskwarriorData {
    /// One pending task as pending.data holds it, its attributes in Taskwarrior's
    /// (alphabetical) order; times are seconds since 1970.
    static func pendingLine(description: String, due: Int, entry: Int, priority: String?, uuid: String) -> String {
        let rank = priority.map { " priority:\"\($0.prefix(1).uppercased())\"" } ?? ""
        return
            "[description:\"\(description)\" due:\"\(due)\" entry:\"\(entry)\" modified:\"\(entry)\"\(rank) status:\"pending\" uuid:\"\(uuid)\"]\n"
    }

    /// Writes `pending` as pending.data in a new data folder in `folder`, the other files
    /// empty, and the rc file: Taskwarrior as it ships, but for where its data lives, no
    /// questions and no news. Returns the environment that points at them.
    static func prepare(in folder: ScratchFolder, pending: String, timeZone: String) throws -> [String: String] {
        let data = folder.file("taskdata")
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        for (name, contents) in [
            ("pending.data", pending), ("completed.data", ""), ("undo.data", ""), ("backlog.data", ""),
        ] {
            _ = FileManager.default.createFile(atPath: "\(data)/\(name)", contents: Data(contents.utf8))
        }
        let rc = folder.file("taskrc")
        let settings = "data.location=\(data)\nconfirmation=off\nnews.version=2.6.2\n"
        _ = FileManager.default.createFile(atPath: rc, contents: Data(settings.utf8))
        return ["TASKRC": rc, "TASKDATA": data, "HOME": folder.path, "PATH": "/usr/bin:/bin", "TZ": timeZone]
    }

    /// Taskwarrior on a ``PeerWorkload`` (UTC), as ``PeerComparison`` runs it. `nil` when
    /// task is not installed.
    static func peer(in folder: ScratchFolder, workload: PeerWorkload) throws -> Peer? {
        guard let task = Executable.find("task") else { return nil }
        let utc = TimeZone(identifier: "UTC") ?? .current
        let entry = Int(workload.today.start(in: utc).timeIntervalSince1970) - 86_400
        var pending = ""
        pending.reserveCapacity(workload.size * 150)
        for index in 0..<workload.size {
            pending += pendingLine(
                description: workload.title(index), due: Int(workload.due(index).start(in: utc).timeIntervalSince1970),
                entry: entry, priority: workload.priority(index),
                uuid: String(format: "00000000-0000-4000-8000-%012d", index + 1))
        }
        var environment = try prepare(in: folder, pending: pending, timeZone: "UTC")
        environment["LANG"] = "C.UTF-8"
        let version = (try? ChildOutput.read(task, ["--version"], environment: environment)) ?? "?"
        return Peer(
            name: "Taskwarrior", version: version.trimmingCharacters(in: .whitespacesAndNewlines), path: task,
            environment: environment, list: listArguments(today: workload.today),
            add: ["add", "Bench task", "due:tomorrow"],
            complete: { index in ["\(index + 1)", "done"] },
            rows: listRows, note: nil)
    }

    /// The list that prints the rows `todo list` prints: the pending tasks due before the
    /// day after the end of next week (Taskwarrior's `eow` ends the week on Sunday whatever
    /// its weekstart, so the day is given as a date).
    static func listArguments(today: CalendarDay) -> [String] {
        let end = WeekCalendar().endOfNextWeek(after: today).adding(days: 1).iso
        return ["due.before:\(end)", "status:pending", "list"]
    }

    /// The count on the list's closing `N tasks` line.
    static func listRows(_ output: String) -> Int {
        output.split(separator: "\n").filter { $0.hasSuffix(" tasks") || $0.hasSuffix(" task") }
            .compactMap { Int($0.split(separator: " ")[0]) }.first ?? 0
    }
}
