import Foundation
import TerminalText

/// Standard output and error for a one-shot command. Every write is checked: the first
/// that fails is kept, nothing more is written after it, and ``finish()`` throws it, so
/// that the command ends with one message and status 1 instead of a crash or a silent 0.
/// Everything user-written goes through ``TerminalSafeText`` first.
final class Console {
    /// The first write that failed, if any.
    private(set) var failure: OutputFailure?

    init() {}

    /// Writes a line to standard output.
    func out(_ line: String) {
        write(line + "\n")
    }

    /// Writes text to standard output as it is.
    func write(_ text: String) {
        attempt { () throws(OutputFailure) in try StandardStream.output.write(text) }
    }

    /// Writes bytes to standard output as they are, without copying them.
    func write(bytes: [UInt8]) {
        attempt { () throws(OutputFailure) in try StandardStream.output.write(bytes: bytes) }
    }

    /// Writes `Error: message` to standard error, with control characters made visible.
    func error(_ message: String) {
        attempt { () throws(OutputFailure) in try StandardStream.error.write(ErrorLine.text(message)) }
    }

    /// Throws the first write that failed.
    func finish() throws(OutputFailure) {
        if let failure { throw failure }
    }

    private func attempt(_ write: () throws(OutputFailure) -> Void) {
        guard failure == nil else { return }
        do { try write() } catch { failure = error }
    }

    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
