import CNcurses
import CSignalPipe
import Foundation
import TerminalText

/// Runs the wide front on the real terminal: starts curses, reads keys, ticks the session
/// (changes made elsewhere, a new day, old messages), suspends on Ctrl-Z, and always
/// restores the terminal (quit, Ctrl-C, SIGTERM, SIGHUP, the terminal going away). What
/// the session does for a key or a tick is cut short by a signal that ends the front
/// (``EndingSignalWatch``), so that a save waiting for a frozen server does not hold the
/// end up.
@MainActor
enum CursesRunLoop {
    /// How often the session ticks: changes made by other processes are looked for, and
    /// the day and the footer's message are checked.
    static let tickInterval: TimeInterval = 0.25
    /// The longest the loop sleeps waiting for input (also how soon a resize is seen).
    static let pollMilliseconds: Int32 = 100

    /// Runs until the user quits (returns 0) or a signal ends the front (returns 128 plus
    /// the signal's number, as a shell reports it).
    static func run(session makeSession: (any Surface) -> WideSession, colour: Bool) async throws -> Int32 {
        if let problem = WideTerminal.problem() { throw problem }
        // Where the shell ignores SIGTSTP (no job control), Ctrl-Z does nothing either.
        let suspends = todo_signal_is_ignored(SIGTSTP) == 0
        let endings = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
        let signals = endings + [SIGCONT] + (suspends ? [SIGTSTP] : [])
        let signalDescriptor = signals.withUnsafeBufferPointer {
            todo_signal_pipe_install($0.baseAddress, Int32($0.count))
        }
        endings.withUnsafeBufferPointer { todo_signal_pipe_mark_ending($0.baseAddress, Int32($0.count)) }
        switch todo_curses_start() {
        case 0: break
        case -2: throw WideTerminalProblem.noUTF8Locale
        default: throw WideTerminalProblem.unknownType(term: WideTerminal.termName)
        }
        defer { todo_curses_stop() }
        if colour { todo_curses_start_colours() }
        let session = makeSession(CursesSurface(colour: colour))
        await EndingSignalWatch.run { await session.start() }
        var lastTick = Date()
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, 2, pollMilliseconds)
            if descriptors[1].revents != 0 {
                switch todo_signal_pipe_take() {
                case 0: break
                case SIGTSTP: suspend(redrawing: session)
                case SIGCONT: redraw(session)
                case let signal: return 128 + signal
                }
            }
            if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return 128 + SIGHUP }
            while let key = readKey() {
                if key == .suspend {
                    if suspends { suspend(redrawing: session) }
                    continue
                }
                if key == .resize { todo_curses_clear_all() }
                guard await EndingSignalWatch.run({ await session.handle(key) }) else { return 0 }
            }
            if Date().timeIntervalSince(lastTick) >= tickInterval {
                await EndingSignalWatch.run { await session.tick() }
                lastTick = Date()
            }
        }
    }

    /// Ctrl-Z: gives the terminal back as the shell left it, stops until `fg`, then draws
    /// the whole screen again.
    private static func suspend(redrawing session: WideSession) {
        todo_curses_stop()
        todo_signal_stop_self()
        redraw(session)
    }

    /// Draws every cell again (the first refresh after a stop also puts curses' terminal
    /// settings back).
    private static func redraw(_ session: WideSession) {
        todo_curses_clear_all()
        session.render()
    }

    private static func readKey() -> WideKey? {
        var value: UInt32 = 0
        var isKeyCode: Int32 = 0
        guard todo_curses_read(&value, &isKeyCode) == 1 else { return nil }
        return isKeyCode != 0 ? WideKey(cursesKeyCode: Int32(bitPattern: value)) : WideKey(cursesCharacter: value)
    }
}
