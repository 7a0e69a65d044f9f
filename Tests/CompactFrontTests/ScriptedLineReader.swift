@testable import CompactFront

/// A line reader that plays back scripted input and remembers the prompts it was shown:
/// the compact front's in-memory keyboard.
@MainActor
final class ScriptedLineReader: LineReader {
    private var inputs: [LineInput]
    private(set) var prompts: [String] = []
    private(set) var offeredCompletions: [[String]] = []
    /// The lines the session asked to keep in the history.
    private(set) var remembered: [String] = []

    init(_ inputs: [LineInput]) {
        self.inputs = inputs
    }

    convenience init(lines: [String]) {
        self.init(lines.map(LineInput.line))
    }

    func read(prompt: String, completions: [String], keepsHistory: Bool, initialText: String) -> LineInput {
        prompts.append(prompt)
        offeredCompletions.append(completions)
        let input = inputs.isEmpty ? LineInput.end : inputs.removeFirst()
        if keepsHistory, case .line(let line) = input { remembered.append(line) }
        return input
    }
}
