import Foundation

/// A throw-away Radicale on loopback for the sync rows: a temporary folder, htpasswd
/// authentication with a bench user, filesystem storage, and its log at the info level,
/// where Radicale writes one line a request (with the client's User-Agent) and one with the
/// time it took to answer: the bench counts a program's requests and the server's share of
/// its time from them.
final class RadicaleServer {
    let folder: ScratchFolder
    let port: Int
    let user = "bench"
    let password: String
    private let pid: pid_t

    /// The server's root URL, ending in `/`.
    var root: String { "http://127.0.0.1:\(port)/" }
    /// The bench user's home on it.
    var home: String { root + user + "/" }

    /// Starts `radicale` (Debian package `radicale`) over a storage already holding
    /// `collections` (each a calendar of tasks in the bench user's home, named by the key),
    /// and waits until it answers.
    init(collections: [String: [BenchTask]] = [:]) throws {
        guard let radicale = Executable.find("radicale") else {
            throw BenchError("the sync rows need Radicale: apt-get install -y radicale")
        }
        folder = try ScratchFolder()
        password = "bench-\(UInt64.random(in: 0...UInt64.max))"
        port = try Self.freePort()
        try "\(user):\(password)\n".write(toFile: folder.file("users"), atomically: true, encoding: .utf8)
        let configuration = """
            [server]
            hosts = 127.0.0.1:\(port)
            max_content_length = 1000000000
            timeout = 300
            [auth]
            type = htpasswd
            htpasswd_filename = \(folder.file("users"))
            htpasswd_encryption = plain
            delay = 0
            [rights]
            type = owner_only
            [storage]
            filesystem_folder = \(folder.file("storage"))
            [web]
            type = none
            [logging]
            level = info
            """
        try configuration.write(toFile: folder.file("config"), atomically: true, encoding: .utf8)
        for (name, tasks) in collections {
            try RadicaleStorage.seed(folder.file("storage"), user: user, collection: name, tasks: tasks)
        }
        let log = folder.file("log")
        pid = try ChildSpawn.start(
            radicale, ["--config", folder.file("config")], environment: ProcessInfo.processInfo.environment
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        for _ in 0..<300 {
            if Self.answers(port) { return }
            usleep(100_000)
        }
        kill(pid, SIGTERM)
        throw BenchError("Radicale did not answer on 127.0.0.1:\(port) within 30 s; its log: \(log)")
    }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Radicale's version, for the report.
    static func version() -> String {
        let output =
            (try? ChildOutput.read(
                "/usr/bin/python3", ["-c", "import radicale; print(radicale.VERSION)"], environment: [:]))
        return output?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
    }

    /// Where its log ends now: requests after this mark are the next run's.
    func logMark() -> UInt64 {
        (try? FileManager.default.attributesOfItem(atPath: folder.file("log"))[.size] as? UInt64) ?? 0
    }

    /// The requests logged since `mark`: how many, and the seconds Radicale says it took to
    /// answer them, added up.
    func requests(since mark: UInt64) -> (count: Int, serverMilliseconds: Double) {
        guard let handle = FileHandle(forReadingAtPath: folder.file("log")) else { return (0, 0) }
        defer { try? handle.close() }
        try? handle.seek(toOffset: mark)
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var count = 0
        var seconds = 0.0
        for line in text.split(separator: "\n") {
            if line.contains(" request for ") { count += 1 }
            // "... PUT response status for '/bench/x.ics' in 0.012 seconds: 201 Created"
            if let range = line.range(of: " response status for "),
                let inRange = line[range.upperBound...].range(
                    of: " in "), let end = line[inRange.upperBound...].range(of: " seconds")
            {
                seconds += Double(line[inRange.upperBound..<end.lowerBound]) ?? 0
            }
        }
        return (count, seconds * 1_000)
    }

    private static func freePort() throws -> Int {
        for _ in 0..<50 {
            let candidate = Int.random(in: 20_000...60_000)
            if !answers(candidate) { return candidate }
        }
        throw BenchError("no free port found for Radicale")
    }

    /// Whether something listens on `port` on loopback.
    private static func answers(_ port: Int) -> Bool {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
