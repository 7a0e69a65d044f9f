/// How a problem is written on standard error by the one-shot commands and for output
/// failures: `Error: <what was wrong>; <what to do>`, the form swift-argument-parser uses
/// for its own errors, with control characters made visible.
public enum ErrorLine {
    /// `Error: message` and a line break, `message` made safe for a terminal.
    public static func text(_ message: String) -> String {
        "Error: \(TerminalSafeText.visible(message))\n"
    }

    /// `Warning: message` and a line break, `message` made safe for a terminal: something
    /// the user should change, though the command goes on.
    public static func warning(_ message: String) -> String {
        "Warning: \(TerminalSafeText.visible(message))\n"
    }
}
