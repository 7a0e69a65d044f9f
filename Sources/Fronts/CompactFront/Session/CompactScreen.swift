/// What a screen asks of the session after handling a line.
enum ScreenOutcome: Equatable {
    /// Read the next line.
    case next
    /// End the session.
    case quit
}

/// The input side of one module's screen: its prompt, what Tab offers, and what its
/// lines mean. Screens only route input to a module interface; presenters and
/// wireframes decide what is shown next.
@MainActor
protocol CompactScreen: AnyObject {
    /// The prompt, without colour.
    var prompt: String { get }
    /// What Tab offers for `word`, typed after `before` on this screen's line.
    func tabCompletion(before: String, word: String) -> TabCompletion
    /// Whether the lines typed here go into the history (commands do; the answers to a
    /// form's prompts, such as an item's name, do not).
    var keepsHistory: Bool { get }
    /// The text the line starts with, on a reader that edits lines ("" for none).
    var initialText: String { get }
    /// Handles one line the user typed.
    func handle(_ line: String) async -> ScreenOutcome
    /// Handles Ctrl-C.
    func interrupt() async
    /// Handles Ctrl-D or the end of a script.
    func endOfInput() async -> ScreenOutcome
}

extension CompactScreen {
    /// Lines start empty, by default.
    var initialText: String { "" }
}
