import Foundation
import TerminalText

/// A line on standard error that overwrites itself as a long command goes on ("Syncing:
/// 300 of 1,000 tasks"), and is cleared at the end: only on a terminal, never in a pipe or
/// a file.
public enum ProgressLine {
    /// The control sequence that takes the cursor to the line's start and clears it.
    static let clear = "\r\u{1B}[K"

    /// A writer of the line on standard error when it is a terminal (`nil` clears the
    /// line), else `nil`. Safe to call from any thread.
    public static func onStandardError() -> (@Sendable (String?) -> Void)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { text in
            // A line that cannot be written stops nothing: the summary says the rest.
            try? StandardStream.error.write(clear + (text.map { TerminalSafeText.visible($0) } ?? ""))
        }
    }
}
