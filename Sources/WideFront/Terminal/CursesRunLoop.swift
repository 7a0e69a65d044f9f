import CNcurses
import CSignalPipe
import Foundation

/// Runs the wide front on the real terminal: starts curses, reads keys, polls for
/// changes made elsewhere, and always restores the terminal (quit, Ctrl-C, SIGTERM,
/// SIGHUP, the terminal going away).
@MainActor
enum CursesRunLoop {
    /// How often changes made by other processes are looked for.
    static let changeCheckInterval: TimeInterval = 0.25
    /// The longest the loop sleeps waiting for input (also how soon a resize is seen).
    static let pollMilliseconds: Int32 = 100

    /// A terminal the front cannot use.
    struct TerminalError: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs until the user quits (returns 0) or a signal ends the front (returns 128 plus
    /// the signal's number, as a shell reports it).
    static func run(session makeSession: (any Surface) -> WideSession, colour: Bool) async throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError(description: "todo wide needs a terminal; in scripts use todo list or todo repl")
        }
        let signals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
        let signalDescriptor = signals.withUnsafeBufferPointer { todo_signal_pipe_install($0.baseAddress, Int32($0.count)) }
        switch todo_curses_start() {
        case 0: break
        case -2:
            throw TerminalError(
                description:
                    "todo wide needs a UTF-8 locale and this system has none (not even C.UTF-8); install one, or use todo repl"
            )
        default:
            let name = ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
            throw TerminalError(description: "cannot use the terminal type \"\(name)\"; set TERM to one your system knows, such as xterm-256color")
        }
        defer { todo_curses_stop() }
        if colour { todo_curses_start_colours() }
        let session = makeSession(CursesSurface(colour: colour))
        await session.start()
        var lastCheck = Date()
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, 2, pollMilliseconds)
            if descriptors[1].revents != 0 {
                let signal = todo_signal_pipe_take()
                if signal != 0 { return 128 + signal }
            }
            if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return 128 + SIGHUP }
            while let key = readKey() {
                if key == .resize { todo_curses_clear_all() }
                guard await session.handle(key) else { return 0 }
            }
            if Date().timeIntervalSince(lastCheck) >= changeCheckInterval {
                await session.refreshIfChanged()
                lastCheck = Date()
            }
        }
    }

    private static func readKey() -> WideKey? {
        var value: UInt32 = 0
        var isKeyCode: Int32 = 0
        guard todo_curses_read(&value, &isKeyCode) == 1 else { return nil }
        return isKeyCode != 0 ? WideKey(cursesKeyCode: Int32(bitPattern: value)) : WideKey(cursesCharacter: value)
    }
}
