import Foundation

/// `todo sync` on a database of its own in the bench's folder, with a settings file whose
/// `[sync]` section names the bench's collection.
struct TodoSyncRunner {
    let todo: String
    let folder: ScratchFolder
    let server: RadicaleServer
    let collection: String
    let today: String

    init(todo: String, folder: ScratchFolder, server: RadicaleServer, collection: String, today: String) {
        self.todo = todo
        self.folder = folder
        self.server = server
        self.collection = collection
        self.today = today
        let settings = folder.file("todo-config/todo")
        try? FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: true)
        let text = "[sync]\nurl = \"\(collection)\"\nusername = \"\(server.user)\"\n"
        try? text.write(toFile: settings + "/config.toml", atomically: true, encoding: .utf8)
    }

    /// The environment of each run; the time limit a request (TODO_SYNC_TIMEOUT) is raised
    /// to 300 seconds, because Radicale answers a multiget of 10,000 tasks slowly on a loaded
    /// machine, and the bench measures, it does not test the limit.
    func environment(_ database: String) -> [String: String] {
        [
            "TODO_SYNC_TIMEOUT": "300",
            "TODO_DB": folder.file(database), "TODO_NOW": today, "TZ": "UTC", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_CONFIG_HOME": folder.file("todo-config"),
            "TODO_SYNC_PASSWORD": server.password,
        ]
    }

    /// One `todo sync`, timed (wall and CPU); a failure ends the bench.
    func sync(database: String) throws -> ProcessRun {
        let run = try ProcessRun.run(todo, ["sync"], environment: environment(database))
        guard run.status == 0 else {
            throw BenchError(
                "todo sync failed with status \(run.status) (run it by hand: TODO_DB=\(folder.file(database)))")
        }
        return run
    }

    /// Changes item `item`'s title (untimed).
    func edit(database: String, item: Int, title: String) throws {
        let run = try ProcessRun.run(todo, ["edit", "\(item)", "--title", title], environment: environment(database))
        guard run.status == 0 else { throw BenchError("todo edit \(item) failed with status \(run.status)") }
    }
}

/// `vdirsyncer sync` of one collection of the bench's Radicale into a local folder of
/// .ics files (a vdir), each state (status and folder) its own; a state is prepared with
/// `vdirsyncer discover` (untimed: vdirsyncer refuses to sync a pair never discovered).
struct VdirsyncerPeer {
    let path: String
    let folder: ScratchFolder
    let server: RadicaleServer
    let collection: String

    static func version(_ path: String) -> String {
        let text =
            (try? ChildOutput.read(path, ["--version"], environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]))
            ?? ""
        return text.split(separator: " ").last.map {
            "vdirsyncer " + $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
            ?? "vdirsyncer ?"
    }

    private var environment: [String: String] {
        ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": folder.path]
    }

    private func configuration(_ state: String) -> String { folder.file("vdirsyncer-\(state).conf") }
    private func vdir(_ state: String) -> String { folder.file("vdirsyncer-\(state)-local") }

    /// Writes the state's configuration and runs `vdirsyncer discover` (untimed).
    func prepare(state: String) throws {
        try FileManager.default.createDirectory(atPath: vdir(state), withIntermediateDirectories: true)
        let text = """
            [general]
            status_path = "\(folder.file("vdirsyncer-\(state)-status"))/"

            [pair bench]
            a = "bench_local"
            b = "bench_remote"
            collections = null
            conflict_resolution = "a wins"

            [storage bench_local]
            type = "filesystem"
            path = "\(vdir(state))/"
            fileext = ".ics"

            [storage bench_remote]
            type = "caldav"
            url = "\(collection)"
            username = "\(server.user)"
            password = "\(server.password)"
            item_types = ["VTODO"]

            """
        try text.write(toFile: configuration(state), atomically: true, encoding: .utf8)
        let run = try ProcessRun.run(path, ["-c", configuration(state), "discover", "bench"], environment: environment)
        guard run.status == 0 else { throw BenchError("vdirsyncer discover failed with status \(run.status)") }
    }

    /// One `vdirsyncer sync`, timed (wall and CPU).
    func sync(state: String) throws -> ProcessRun {
        let run = try ProcessRun.run(path, ["-c", configuration(state), "sync"], environment: environment)
        guard run.status == 0 else {
            throw BenchError("vdirsyncer sync failed with status \(run.status) (configuration \(configuration(state)))")
        }
        return run
    }

    /// Changes the SUMMARY of task `task` in the local folder (untimed), as an editor of
    /// the vdir (todoman) does.
    func edit(state: String, task: Int, title: String) throws {
        let folder = vdir(state)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let uid = "UID:bench-\(task)"
        for name in names.sorted() where name.hasSuffix(".ics") {
            let file = folder + "/" + name
            let text = try String(contentsOfFile: file, encoding: .utf8)
            guard text.contains(uid + "\r\n") || text.contains(uid + "\n") else { continue }
            let lines = text.components(separatedBy: "\n").map { line in
                line.hasPrefix("SUMMARY:") ? "SUMMARY:\(title)" + (line.hasSuffix("\r") ? "\r" : "") : line
            }
            try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
            return
        }
        throw BenchError("vdirsyncer's folder has no task bench-\(task)")
    }
}
