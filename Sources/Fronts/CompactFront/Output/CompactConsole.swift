import Foundation
import TerminalText

/// The compact front's output: screen text to standard output, problems to standard
/// error (as `line N: message` when reading a script), everything user-written made safe
/// to show first. The first write that fails is kept in ``outputFailure`` and nothing more
/// is written; the session ends on it.
@MainActor
public final class CompactConsole {
    /// Whether a person is typing (prompts, colour, history) or a script is being read.
    public enum Mode: Sendable {
        case interactive
        case script
    }

    private let output: any TextSink
    private let errors: any TextSink
    /// Colours, or none.
    let style: TextStyle
    /// The mode.
    let mode: Mode
    /// The terminal's width, for cutting long titles; `nil` to never cut.
    let width: () -> Int?
    /// The number of the input line being handled, counting from 1.
    var lineNumber = 0
    /// Whether a problem was reported.
    private(set) var reportedProblem = false
    /// The first write that failed (a full disk, a closed descriptor, a reader gone).
    public private(set) var outputFailure: OutputFailure?

    /// Creates a console.
    public init(
        output: any TextSink, errors: any TextSink, style: TextStyle, mode: Mode,
        width: @escaping () -> Int? = { nil }
    ) {
        self.output = output
        self.errors = errors
        self.style = style
        self.mode = mode
        self.width = width
    }

    /// Shows lines of screen text.
    func show(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.joined(separator: "\n") + "\n", to: output)
    }

    /// Shows one line of screen text, made safe.
    func show(_ line: String) {
        show([TerminalSafeText.visible(line)])
    }

    /// Shows a line only to a person typing (hints that would clutter a script's output).
    func hint(_ line: String) {
        if mode == .interactive { show([style.quiet(line)]) }
    }

    /// Reports, in a script, that its input ended too soon ("end of input: ..."), which
    /// makes the exit status 1; a person who pressed Ctrl-D sees the prompt go away.
    func reportEndOfInput(_ message: String) {
        guard mode == .script else { return }
        reportedProblem = true
        write("end of input: \(TerminalSafeText.visible(message))\n", to: errors)
    }

    /// Reports a problem on standard error; the session carries on.
    func report(_ message: String) {
        reportedProblem = true
        let safe = TerminalSafeText.visible(message)
        switch mode {
        case .script: write("line \(lineNumber): \(safe)\n", to: errors)
        case .interactive: write(style.error(safe) + "\n", to: errors)
        }
    }

    /// Warns on standard error (`Warning: ...`, made safe) of something that changes
    /// nothing in the exit status: the session carries on.
    func warn(_ message: String) {
        write(ErrorLine.warning(message), to: errors)
    }

    private func write(_ text: String, to sink: any TextSink) {
        guard outputFailure == nil else { return }
        do { try sink.write(text) } catch { outputFailure = error }
    }
}
