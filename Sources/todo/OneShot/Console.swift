import Foundation
import TerminalText

/// Standard output and error for the one-shot commands. Everything user-written goes
/// through ``TerminalSafeText`` first.
enum Console {
    /// Writes a line to standard output.
    static func out(_ line: String) {
        print(line)
    }

    /// Writes bytes to standard output as they are, without copying them.
    static func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Writes `Error: message` to standard error, with control characters made visible.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("Error: \(TerminalSafeText.visible(message))\n".utf8))
    }

    /// Writes `Warning: message` to standard error, with control characters made visible.
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("Warning: \(TerminalSafeText.visible(message))\n".utf8))
    }

    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
