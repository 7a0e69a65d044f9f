import Foundation
import TerminalText

/// The compact front's output: screen text to standard output, problems to standard
/// error (as `line N: message` when reading a script), everything user-written made safe
/// to show first. On a terminal, a line wider than it is broken at spaces
/// (``TerminalText/WordWrap``), and the lines shown since the last line typed are counted,
/// so that a list shown after a change can be fitted to the lines left. The first write
/// that fails is kept in ``outputFailure`` and nothing more is written; the session ends
/// on it.
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
    /// The terminal's width, for cutting long titles and breaking long lines; `nil` to
    /// never cut or break.
    let width: () -> Int?
    /// The terminal's height, for fitting the list shown after a change; `nil` (a script)
    /// to show every list whole.
    let height: () -> Int?
    /// The lines shown since the last line was typed, that line included.
    private(set) var linesSinceInput = 0
    /// The number of the input line being handled, counting from 1.
    var lineNumber = 0
    /// Whether a problem was reported.
    private(set) var reportedProblem = false
    /// The first write that failed (a full disk, a closed descriptor, a reader gone).
    public private(set) var outputFailure: OutputFailure?

    /// Creates a console.
    public init(
        output: any TextSink, errors: any TextSink, style: TextStyle, mode: Mode,
        width: @escaping () -> Int? = { nil }, height: @escaping () -> Int? = { nil }
    ) {
        self.output = output
        self.errors = errors
        self.style = style
        self.mode = mode
        self.width = width
        self.height = height
    }

    /// A line was typed after `prompt`: the terminal shows the two on as many lines as they
    /// take, and the count of lines shown starts again from them.
    func lineTyped(_ text: String, after prompt: String) {
        let columns = width() ?? 0
        let typed = DisplayWidth.of(TerminalSafeText.visible(prompt + text))
        linesSinceInput = columns > 0 ? max(1, (typed + columns - 1) / columns) : 1
    }

    /// Something is about to be shown unasked (a change made elsewhere), before the prompt:
    /// the count of lines shown starts again.
    func startsAfresh() {
        linesSinceInput = 0
    }

    /// The lines a list can take below what was shown since the last line typed and
    /// `above` (lines about to be shown first), one kept for the next prompt; `nil` when
    /// the terminal's height is not known, and for a script, whose output is the same
    /// wherever it goes.
    func linesLeft(below above: [String]) -> Int? {
        guard mode == .interactive, let height = height() else { return nil }
        return height - linesSinceInput - broken(above, indent: nil).count - 1
    }

    /// The lines `line`, a sentence, takes on the terminal once broken at spaces.
    func height(of line: String) -> Int {
        broken([line], indent: 0).count
    }

    /// Shows lines of screen text; on a terminal, a line too wide continues under its
    /// second column (``TerminalText/WordWrap/hangingIndent(of:width:)``).
    func show(_ lines: [String]) {
        emit(lines, indent: nil)
    }

    /// Shows one line of screen text, made safe; on a terminal, a line too wide continues
    /// at the left edge.
    func show(_ line: String) {
        emit([TerminalSafeText.visible(line)], indent: 0)
    }

    private func emit(_ lines: [String], indent: Int?) {
        guard !lines.isEmpty else { return }
        let shown = broken(lines, indent: indent)
        linesSinceInput += shown.count
        write(shown.joined(separator: "\n") + "\n", to: output)
    }

    /// `lines` broken at spaces to the terminal's width, if it has one.
    private func broken(_ lines: [String], indent: Int?) -> [String] {
        guard let width = width() else { return lines }
        return lines.flatMap { WordWrap.lines($0, width: width, indent: indent) }
    }

    /// Shows a line only to a person typing (hints that would clutter a script's output).
    func hint(_ line: String) {
        guard mode == .interactive else { return }
        emit(broken([line], indent: 0).map(style.quiet), indent: 0)
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
        case .interactive:
            let lines = broken([safe], indent: 0)
            linesSinceInput += lines.count
            write(lines.map(style.error).joined(separator: "\n") + "\n", to: errors)
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
