import Foundation

/// Starts a program with `posix_spawn`: its signals unblocked (whatever this process
/// blocks), optionally in a new session with some signals back at their default actions,
/// and descriptors set up by the caller. The one place todo-bench starts children.
enum ChildSpawn {
    /// Starts `program` with `arguments` and exactly `environment`; `files` adds the file
    /// actions (descriptors 0 to 2). Returns the child's process id.
    static func start(
        _ program: String, _ arguments: [String], environment: [String: String], newSession: Bool = false,
        defaultSignals: [Int32] = [], files: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        files(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = POSIX_SPAWN_SETSIGMASK
        if !defaultSignals.isEmpty {
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            flags |= POSIX_SPAWN_SETSIGDEF
        }
        if newSession { flags |= PseudoTerminalCalls.spawnNewSession }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard result == 0 else { throw BenchError("cannot start \(program): \(String(cString: strerror(result)))") }
        return pid
    }
}
