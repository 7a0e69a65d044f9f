import Foundation

/// One run of a whole process: its wall time, its CPU time and its exit status.
struct ProcessRun {
    /// Wall time from spawn to exit, in milliseconds.
    let milliseconds: Double
    /// The CPU time the process used (user and system, its threads added up), in
    /// milliseconds: on a machine that other work loads, the fair measure of its own share.
    let cpuMilliseconds: Double
    /// The exit status.
    let status: Int32

    /// The peak resident memory of one run of `path`, in megabytes, as GNU time reports it.
    ///
    /// A child started by this (large) process would inherit its peak in the kernel's
    /// accounting (posix_spawn shares the parent's memory until exec); GNU time is small, so
    /// the program it starts is measured alone. `nil` when /usr/bin/time is missing.
    static func peakMemory(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Double? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
        let report = NSTemporaryDirectory() + "todo-bench-rss-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: report) }
        _ = try run("/usr/bin/time", ["-f", "%M", "-o", report, path] + arguments, environment: environment)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1024 }
    }

    /// Runs `path` with `arguments` and `environment`, standard input from `input` (a file
    /// path, or /dev/null) and output discarded, and waits for it.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], input: String = "/dev/null",
        showOutput: Bool = false
    ) throws -> ProcessRun {
        let start = Stopwatch.now()
        let pid = try ChildSpawn.start(path, arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
            if showOutput {
                posix_spawn_file_actions_adddup2(&actions, 2, 1)
            } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = Stopwatch.now() - start
        return ProcessRun(
            milliseconds: elapsed, cpuMilliseconds: milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime),
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }

    private static func milliseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000
    }
}
