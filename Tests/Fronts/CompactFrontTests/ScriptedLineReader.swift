@testable import CompactFront

/// A line reader that plays back scripted input and remembers the prompts it was shown:
/// the compact front's in-memory keyboard.
@MainActor
final class ScriptedLineReader: LineReader {
    private var inputs: [LineInput]
    private(set) var prompts: [String] = []
    /// What Tab would have offered at each prompt.
    private(set) var completers: [TabCompleter] = []
    /// The lines the session asked to keep in the history.
    private(set) var remembered: [String] = []

    init(_ inputs: [LineInput]) {
        self.inputs = inputs
    }

    convenience init(lines: [String]) {
        self.init(lines.map(LineInput.line))
    }

    func read(prompt: String, completer: TabCompleter, keepsHistory: Bool, initialText: String) -> LineInput {
        prompts.append(prompt)
        completers.append(completer)
        let input = inputs.isEmpty ? LineInput.end : inputs.removeFirst()
        if keepsHistory, case .line(let line) = input { remembered.append(line) }
        return input
    }
}
