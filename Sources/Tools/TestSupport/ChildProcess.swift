import Foundation

/// A program started with `posix_spawn` and waited for with `waitpid`: what the tests use
/// instead of Foundation's `Process`, whose exit notification can be lost when many tests
/// start processes at once.
///
/// Standard input, output and error are files, so nothing can block on a full pipe.
public final class ChildProcess: @unchecked Sendable {
    /// What a finished process printed and returned.
    public struct Outcome: Sendable {
        /// Standard output.
        public let stdout: Data
        /// Standard error.
        public let stderr: Data
        /// The exit status; 128 + the signal number when a signal ended it.
        public let status: Int32
        /// The most memory the process held at once, in bytes (its peak resident set,
        /// `VmHWM`), when waited for by ``waitWatchingMemory(timeout:)``; 0 otherwise.
        public var peakMemory = 0
    }

    /// A failure to start a process.
    public struct SpawnError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The process id.
    public let pid: pid_t
    private let files: TemporaryDirectory
    private var outcome: Outcome?
    /// The pipe to standard input, for a process started by ``feeding(_:_:environment:)``.
    private var input: FileHandle?

    /// Starts `path` with `arguments` and exactly `environment`, reading `input`.
    public convenience init(_ path: String, _ arguments: [String], environment: [String: String], input: Data = Data())
        throws
    {
        try self.init(path, arguments, environment: environment, stdin: .file(input))
    }

    /// Starts `path` with `arguments` and exactly `environment`, reading standard input from
    /// a pipe: ``send(_:)`` writes to it as the test goes on, ``closeInput()`` ends it.
    public static func feeding(_ path: String, _ arguments: [String], environment: [String: String]) throws
        -> ChildProcess
    {
        try ChildProcess(path, arguments, environment: environment, stdin: .pipe)
    }

    /// Where standard input comes from.
    private enum Input {
        case file(Data)
        case pipe
    }

    private init(_ path: String, _ arguments: [String], environment: [String: String], stdin: Input) throws {
        files = try TemporaryDirectory()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        switch stdin {
        case .file(let input):
            let inPath = files.file("stdin")
            guard FileManager.default.createFile(atPath: inPath, contents: input) else {
                throw SpawnError(description: "cannot write \(inPath)")
            }
            posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        case .pipe:
            // Both ends close on exec, so that no other child keeps the pipe open; the
            // child's copy on descriptor 0 does not.
            guard pipe(&pipeEnds) == 0 else { throw SpawnError(description: "cannot make a pipe") }
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
            // Writing after the child ended must fail with EPIPE, not end the tests.
            signal(SIGPIPE, SIG_IGN)
        }
        posix_spawn_file_actions_addopen(&actions, 1, files.file("stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, files.file("stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        // Test threads block most signals, and a spawned process would inherit that mask:
        // start every child with no signal blocked and default handlers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
        guard result == 0 else {
            if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
            throw SpawnError(description: "cannot start \(path): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        input = pipeEnds[1] >= 0 ? FileHandle(fileDescriptor: pipeEnds[1], closeOnDealloc: true) : nil
    }

    /// Runs a program to its end (killing it after `timeout` seconds).
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String], input: Data = Data(),
        timeout: Double = 120
    ) throws -> Outcome {
        try ChildProcess(path, arguments, environment: environment, input: input).wait(timeout: timeout)
    }

    /// Whether the process has ended (without waiting for it).
    public var hasEnded: Bool {
        if outcome != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        let signal = status & 0x7F
        outcome = Outcome(
            stdout: FileManager.default.contents(atPath: files.file("stdout")) ?? Data(),
            stderr: FileManager.default.contents(atPath: files.file("stderr")) ?? Data(),
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
        return true
    }

    /// What the process has printed so far.
    public var stdoutSoFar: Data {
        FileManager.default.contents(atPath: files.file("stdout")) ?? Data()
    }

    /// What the process has printed on standard error so far.
    public var stderrSoFar: Data {
        FileManager.default.contents(atPath: files.file("stderr")) ?? Data()
    }

    /// Writes `text` to the standard input of a process started by
    /// ``feeding(_:_:environment:)``.
    public func send(_ text: String) throws {
        try input?.write(contentsOf: Data(text.utf8))
    }

    /// Ends the standard input of a process started by ``feeding(_:_:environment:)``.
    public func closeInput() {
        try? input?.close()
        input = nil
    }

    /// Sends `signal` to the process.
    public func kill(_ signal: Int32) {
        _ = Glibc.kill(pid, signal)
    }

    /// Waits as ``wait(timeout:)`` does, reading the process's peak resident memory
    /// (`VmHWM` in /proc, its own since it started the program, unlike `ru_maxrss`, which
    /// a spawned child shares with the large test process) every few milliseconds as it
    /// runs: the outcome's ``Outcome/peakMemory``.
    public func waitWatchingMemory(timeout: Double = 120) -> Outcome {
        var peak = 0
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let now = Self.peakMemory(of: pid) { peak = max(peak, now) }
            if hasEnded { break }
            usleep(2_000)
        }
        var finished = wait(timeout: 0)
        finished.peakMemory = peak
        outcome = finished
        return finished
    }

    /// The `VmHWM` of process `pid`, in bytes; `nil` once it has ended.
    private static func peakMemory(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
    }

    /// Waits for the process to end and returns what it printed and returned; after
    /// `timeout` seconds it is killed (SIGKILL, status 137), so a hang fails a test instead
    /// of stopping the suite.
    @discardableResult
    public func wait(timeout: Double = 120) -> Outcome {
        if let outcome { return outcome }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { break }
            if Date() > deadline {
                _ = Glibc.kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                break
            }
            usleep(2_000)
        }
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let finished = Outcome(
            stdout: FileManager.default.contents(atPath: files.file("stdout")) ?? Data(),
            stderr: FileManager.default.contents(atPath: files.file("stderr")) ?? Data(), status: code)
        outcome = finished
        return finished
    }
}
