/// What reading one line produced.
public enum LineInput: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C: the line being typed was dropped.
    case interrupt
    /// Ctrl-D on an empty line, or the end of a script.
    case end
    /// SIGTERM, SIGHUP or SIGQUIT (the signal's number): end the session now, terminal
    /// restored.
    case terminate(Int32)
}

/// Reads the user's input a line at a time: GNU readline on a terminal, plain lines from
/// a pipe, or a scripted list in tests.
@MainActor
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` (if the reader shows prompts) and offering what
    /// `completer` answers on Tab (if it completes). The line goes into the history (if the
    /// reader keeps one) only when `keepsHistory` is set: command lines do, the answers to
    /// a form's prompts do not. A reader that edits lines starts the line with
    /// `initialText` (an edit's current value, kept by Enter).
    func read(prompt: String, completer: TabCompleter, keepsHistory: Bool, initialText: String) -> LineInput
}
