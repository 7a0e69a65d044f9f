import Foundation

/// The size of the terminal on standard output.
public enum TerminalSize {
    /// Its width in columns, or `nil` when standard output is not a terminal.
    public static func columns() -> Int? {
        size().map { Int($0.ws_col) }
    }

    /// Its height in rows, or `nil` when standard output is not a terminal.
    public static func rows() -> Int? {
        size().flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil }
    }

    private static func size() -> winsize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return size
    }
}
