import Foundation

/// calcurse (4.x) on a ``PeerWorkload``: its files, written straight in its own format in a
/// throw-away data folder and configuration folder (`-D`, `-C`), and the commands that stand
/// for list, add and complete.
///
/// A calcurse todo has a priority and a description but no due day, so the items go in as
/// open todos and `calcurse -t` (every open todo) is its list: all N items, as todo's and
/// Taskwarrior's lists print all N.
enum CalcurseData {
    /// calcurse's priority for todo's: 1 high, 5 medium, 9 low (iCalendar's scale, on which 1
    /// is the highest), 0 for none.
    static func priority(_ name: String?) -> Int {
        switch name {
        case "high": 1
        case "medium": 5
        case "low": 9
        default: 0
        }
    }

    /// The todo file: one `[priority] description` line an item, in calcurse's own order.
    ///
    /// calcurse keeps its todos in a linked list sorted as `todo_cmp` (src/todo.c) says:
    /// open before completed, then priorities 1 to 9, then 0 (none) last, then the
    /// descriptions byte by byte (`strcmp`). Its loader inserts each line it reads into that
    /// sorted list, looking at the tail and the head first: a file in that order loads in
    /// linear time, one in any other order walks the list for every line and goes quadratic
    /// (at 1,000 items in index order, `calcurse -t` executes three times the instructions).
    static func todoFile(_ workload: PeerWorkload) -> String {
        let lines = (0..<workload.size).map { (priority(workload.priority($0)), workload.title($0)) }
            .sorted(by: precedes)
        var out = ""
        out.reserveCapacity(workload.size * 24)
        for (priority, title) in lines { out += "[\(priority)] \(title)\n" }
        return out
    }

    /// calcurse's order of two open todos: the lower priority number first, none (0) last,
    /// then the description by its bytes.
    static func precedes(_ a: (priority: Int, title: String), _ b: (priority: Int, title: String)) -> Bool {
        if a.priority != b.priority {
            if a.priority == 0 || b.priority == 0 { return b.priority == 0 }
            return a.priority < b.priority
        }
        return a.title.utf8.lexicographicallyPrecedes(b.title.utf8)
    }

    /// Writes the data set into a new data folder and an empty configuration folder in
    /// `folder`, and says how to run calcurse on them. `nil` when calcurse is not installed.
    static func prepare(in folder: ScratchFolder, workload: PeerWorkload) throws -> Peer? {
        guard let calcurse = Executable.find("calcurse") else { return nil }
        let data = folder.file("calcurse-data")
        let configuration = folder.file("calcurse-config")
        for path in [data, configuration, "\(data)/notes"] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let calendar = folder.file("one-todo.ics")
        for (path, contents) in [
            ("\(data)/todo", todoFile(workload)), ("\(data)/apts", ""), (calendar, oneTodoCalendar),
        ] {
            guard FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) else {
                throw BenchError("cannot write \(path)")
            }
        }
        let environment = [
            "HOME": folder.path, "XDG_DATA_HOME": folder.path, "XDG_CONFIG_HOME": folder.path, "PATH": "/usr/bin:/bin",
            "TZ": "UTC", "LANG": "C.UTF-8",
        ]
        let folders = ["-D", data, "-C", configuration]
        let version = (try? ChildOutput.read(calcurse, ["--version"], environment: environment)) ?? ""
        return Peer(
            name: "calcurse",
            version: version.split(separator: " ").dropFirst().first.map(String.init) ?? "?",
            path: calcurse, environment: environment,
            list: folders + ["-t"],
            add: folders + ["-i", calendar],
            complete: { index in
                folders + ["-P", "--filter-type", "todo", "--filter-pattern", "^\(workload.title(index))$"]
            },
            rows: { output in
                output.split(separator: "\n").filter { line in
                    line.firstIndex(of: ".").map { !line[..<$0].isEmpty && line[..<$0].allSatisfy(\.isNumber) } ?? false
                }.count
            },
            note: """
                calcurse 4 has no command-line form that adds or completes one todo: add is \
                `calcurse -i` of a one-todo iCalendar file (an import: it loads, adds and saves the todo \
                file); complete is `calcurse -P --filter-type todo --filter-pattern '^TITLE$'`, a purge \
                that loads every todo but that one and saves the file: the same load, change and save, \
                but it removes the todo where completing would keep it as [-N]
                """)
    }

    /// An iCalendar file of one todo, for `calcurse -i`: calcurse's todos have no due day,
    /// so it has none.
    static let oneTodoCalendar = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//todo//todo-bench//EN", "BEGIN:VTODO", "SUMMARY:Bench task",
        "END:VTODO", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
}
