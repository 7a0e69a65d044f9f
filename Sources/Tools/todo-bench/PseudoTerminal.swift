import Foundation

/// A program run on a new pseudo-terminal, as a terminal emulator runs it: the terminal's
/// slave side is its standard input, output and error and its controlling terminal, in a
/// session of its own, and the window has a set size. The bench holds the master side:
/// what it writes there the program reads as typed keys, and what the program draws the
/// bench reads there, without blocking.
///
/// The program is always ended and reaped: by ``finish(typing:within:)``, or killed when the
/// terminal is released.
final class PseudoTerminal {
    /// The master side, non-blocking.
    private let master: Int32
    /// The program's process id.
    let child: pid_t
    /// The program's exit status, once it has been reaped.
    private(set) var exitStatus: Int32?
    /// Where reads of the master side land.
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    /// What a read of the master side found.
    enum Output {
        /// This many bytes.
        case bytes(Int)
        /// Nothing within the time allowed.
        case nothing
        /// The program has closed the terminal (it has ended).
        case closed
    }

    /// Opens a pseudo-terminal of `columns` x `rows` and starts `program` on it with
    /// `arguments` and exactly `environment`.
    init(program: String, arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16) throws {
        let calls = try PseudoTerminalCalls()
        let master = calls.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw BenchError("cannot open a pseudo-terminal: \(Self.lastError())") }
        do {
            let slave = try Self.prepare(master: master, calls: calls, columns: columns, rows: rows)
            child = try Self.spawn(program, arguments, environment: environment, slave: slave)
        } catch {
            close(master)
            throw error
        }
        self.master = master
    }

    /// Grants and unlocks the slave side, sets the window size (before the program starts,
    /// so that its first frame has it) and makes the master side non-blocking. Returns the
    /// slave's path.
    private static func prepare(master: Int32, calls: PseudoTerminalCalls, columns: UInt16, rows: UInt16) throws
        -> String
    {
        guard calls.grant(master) == 0, calls.unlock(master) == 0 else {
            throw BenchError("cannot unlock a pseudo-terminal: \(lastError())")
        }
        var name = [CChar](repeating: 0, count: 128)
        guard calls.slaveName(master, &name, name.count) == 0 else {
            throw BenchError("cannot name a pseudo-terminal: \(lastError())")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else {
            throw BenchError("cannot size a pseudo-terminal: \(lastError())")
        }
        let flags = fcntl(master, F_GETFL)
        guard flags >= 0, fcntl(master, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw BenchError("cannot make a pseudo-terminal non-blocking: \(lastError())")
        }
        return name.withUnsafeBufferPointer { buffer in
            String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Starts `program` in a new session (`POSIX_SPAWN_SETSID`) whose first act after it is
    /// to open `slave` as descriptor 0 without O_NOCTTY: on Linux a session leader with no
    /// controlling terminal that opens a terminal gets it as its controlling terminal, as
    /// `TIOCSCTTY` would give it. Descriptors 1 and 2 are copies of 0. Signals start
    /// unblocked and with their default actions, as from a shell.
    private static func spawn(_ program: String, _ arguments: [String], environment: [String: String], slave: String)
        throws -> pid_t
    {
        try ChildSpawn.start(
            program, arguments, environment: environment, newSession: true,
            defaultSignals: [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT, SIGWINCH]
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
    }

    /// Writes `bytes` to the program's input, as keys typed at once.
    func send(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw BenchError("cannot write to the pseudo-terminal: \(Self.lastError())")
            }
            written += result
        }
    }

    /// Waits up to `milliseconds` (0: not at all) for the program's output and reads all
    /// there is, discarding it.
    func read(waitingAtMost milliseconds: Double) -> Output {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, milliseconds.rounded(.up))))
        if ready < 0 { return errno == EINTR ? .nothing : .closed }
        if ready == 0 { return .nothing }
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                total += count
                continue
            }
            if count < 0 && errno == EINTR { continue }
            // EAGAIN: all read. EIO or end of file: every slave descriptor is closed.
            if count < 0 && errno == EAGAIN { break }
            return total > 0 ? .bytes(total) : .closed
        }
        return total > 0 ? .bytes(total) : .nothing
    }

    /// Ends the program: types `quit`, reading (and discarding) what it draws meanwhile,
    /// and gives it `seconds` to exit; then SIGTERM and a second; then SIGKILL. Returns its
    /// exit status, as a shell reports it (128 plus the signal's number when one ended it),
    /// and whether it exited by itself after `quit`.
    @discardableResult
    func finish(typing quit: [UInt8], within seconds: Double) -> (status: Int32, quitByItself: Bool) {
        if let exitStatus { return (exitStatus, true) }
        try? send(quit)
        if let status = waitForExit(milliseconds: seconds * 1_000) { return (status, true) }
        kill(child, SIGTERM)
        if let status = waitForExit(milliseconds: 1_000) { return (status, false) }
        kill(child, SIGKILL)
        return (waitForExit(milliseconds: nil) ?? 128 + SIGKILL, false)
    }

    /// Reaps the program if it ends within `milliseconds` (`nil`: however long it takes),
    /// draining its output meanwhile so that it never blocks writing.
    private func waitForExit(milliseconds: Double?) -> Int32? {
        let deadline = Stopwatch.now() + (milliseconds ?? .infinity)
        while true {
            var status: Int32 = 0
            let result = waitpid(child, &status, WNOHANG)
            if result == child {
                let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                exitStatus = code
                return code
            }
            if result < 0 && errno != EINTR {
                exitStatus = -1  // not our child any more: nothing left to reap
                return -1
            }
            if Stopwatch.now() >= deadline { return nil }
            if case .closed = read(waitingAtMost: 10) { usleep(10_000) }
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    deinit {
        if exitStatus == nil {
            kill(child, SIGKILL)
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        }
        close(master)
    }
}
