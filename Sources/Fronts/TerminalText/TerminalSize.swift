import Foundation

/// The size of the terminal on standard output.
public enum TerminalSize {
    /// Its width in columns, or `nil` when standard output is not a terminal.
    public static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
