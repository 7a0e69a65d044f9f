/// Colours and weights for terminal text, as ANSI escape sequences, or none at all.
public struct TextStyle: Sendable {
    /// Whether sequences are written (never when `NO_COLOR` is set or the output is not a
    /// terminal, unless asked for).
    public let isEnabled: Bool

    /// Creates a style that writes sequences only when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// A section title: bold.
    public func sectionTitle(_ text: String) -> String { wrap(text, "1") }
    /// A section that needs attention: bold red.
    public func alertTitle(_ text: String) -> String { wrap(text, "1;31") }
    /// A day label: cyan.
    public func dayLabel(_ text: String) -> String { wrap(text, "36") }
    /// Something late: red.
    public func late(_ text: String) -> String { wrap(text, "31") }
    /// Quiet text (ids, hints): dim.
    public func quiet(_ text: String) -> String { wrap(text, "2") }
    /// An error: red.
    public func error(_ text: String) -> String { wrap(text, "31") }

    /// A prompt for GNU readline: bold, with each escape sequence wrapped in \u{01} and
    /// \u{02} so readline knows the sequences take no columns.
    public func readlinePrompt(_ text: String) -> String {
        isEnabled ? "\u{01}\u{1B}[1m\u{02}\(text)\u{01}\u{1B}[0m\u{02}" : text
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
