import CNcurses
import Foundation

/// Why the wide front cannot run on this terminal; each case says so, and what to do.
public enum WideTerminalProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal
    /// `TERM` names a terminal that cannot move the cursor (`dumb`, a printing terminal).
    case cannotMoveCursor(term: String)
    /// `TERM` names no terminal this system knows (or only a generic one).
    case unknownType(term: String)
    /// The system has no UTF-8 locale at all.
    case noUTF8Locale

    public var description: String {
        switch self {
        case .notATerminal:
            "todo wide needs a terminal; in scripts use todo list or todo repl"
        case .cannotMoveCursor(let term):
            "todo wide draws a screen, and the terminal type \"\(term)\" cannot move the cursor; use todo repl, "
                + "or set TERM to your terminal's type, such as xterm-256color"
        case .unknownType(let term):
            "cannot use the terminal type \"\(term)\"; set TERM to one your system knows, such as xterm-256color"
        case .noUTF8Locale:
            "todo wide needs a UTF-8 locale and this system has none (not even C.UTF-8); install one, or use todo repl"
        }
    }
}

/// What the wide front needs of the terminal, checked before curses starts (so that a
/// refusal leaves the terminal untouched).
enum WideTerminal {
    /// `TERM` as the user set it, for messages.
    static var termName: String {
        ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
    }

    /// What stops the wide front from drawing on standard input and output, if anything:
    /// not a terminal, or a terminal type without cursor movement (terminfo's `cup`).
    static func problem() -> WideTerminalProblem? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return .notATerminal }
        switch todo_terminal_moves_cursor() {
        case 1: return nil
        case 0: return .cannotMoveCursor(term: termName)
        default: return .unknownType(term: termName)
        }
    }
}
