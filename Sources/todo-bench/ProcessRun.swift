import Foundation

/// One run of a whole process: its wall time and its peak memory, as the kernel saw them.
struct ProcessRun {
    /// Wall time from spawn to exit, in milliseconds.
    let milliseconds: Double
    /// Peak resident memory, in megabytes.
    let maximumResidentMB: Double
    /// The exit status.
    let status: Int32

    /// A failure to start a program.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `path` with `arguments` and `environment`, standard input from `input` (a file
    /// path, or /dev/null) and output discarded, and waits for it.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String], input: String = "/dev/null",
        showOutput: Bool = false
    ) throws -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        if showOutput {
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "cannot start \(path): \(String(cString: strerror(result)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = Stopwatch.now() - start
        return ProcessRun(
            milliseconds: elapsed, maximumResidentMB: Double(usage.ru_maxrss) / 1024,
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }
}
