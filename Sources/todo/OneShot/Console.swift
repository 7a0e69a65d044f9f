import Foundation
import TerminalText

/// Standard output and error for the one-shot commands. Everything user-written goes
/// through ``TerminalSafeText`` first.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) {
        print(line)
    }

    /// Writes text to standard output as it is, in one write.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `Error: message` to standard error, with control characters made visible.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("Error: \(TerminalSafeText.visible(message))\n".utf8))
    }

    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
