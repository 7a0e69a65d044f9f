/// Reads lines from standard input when it is not a terminal: no prompt, no echo, no
/// escape sequences. Invalid UTF-8 is read as replacement characters.
@MainActor
public final class PlainLineReader: LineReader {
    private var ended = false

    /// Creates a reader over standard input.
    public init() {}

    public func read(prompt: String, completer: TabCompleter, keepsHistory: Bool, initialText: String) -> LineInput {
        guard !ended, let line = readLine(strippingNewline: true) else {
            ended = true
            return .end
        }
        return .line(line)
    }
}
