import TerminalText

/// Standard output and error of one one-shot command: sinks that are the real streams in
/// the program and memory in tests. Every write is checked: the first that fails is kept,
/// nothing more is written after it, and ``finish()`` throws it, so that the command ends
/// with one message and status 1 instead of a crash or a silent 0. Everything
/// user-written goes through ``TerminalSafeText`` first.
@MainActor
final class OneShotConsole {
    private let output: any TextSink
    private let errors: any TextSink
    /// The first write that failed, if any.
    private(set) var failure: OutputFailure?

    init(output: any TextSink, errors: any TextSink) {
        self.output = output
        self.errors = errors
    }

    /// Writes a line to standard output.
    func out(_ line: String) {
        write(line + "\n")
    }

    /// Writes text to standard output as it is.
    func write(_ text: String) {
        attempt { () throws(OutputFailure) in try output.write(text) }
    }

    /// Writes UTF-8 bytes to standard output as they are.
    func write(bytes: [UInt8]) {
        attempt { () throws(OutputFailure) in try output.write(bytes: bytes) }
    }

    /// Writes `Error: message` to standard error, with control characters made visible.
    func error(_ message: String) {
        attempt { () throws(OutputFailure) in try errors.write(ErrorLine.text(message)) }
    }

    /// Throws the first write that failed.
    func finish() throws(OutputFailure) {
        if let failure { throw failure }
    }

    private func attempt(_ write: () throws(OutputFailure) -> Void) {
        guard failure == nil else { return }
        do { try write() } catch { failure = error }
    }
}
