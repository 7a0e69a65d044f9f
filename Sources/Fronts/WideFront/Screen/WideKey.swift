/// A key the wide front understands, whatever terminal sent it.
public enum WideKey: Hashable, Sendable {
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace
    /// Ctrl-U: clear the field.
    case clearField
    /// Ctrl-C: quit from anywhere.
    case interrupt
    /// Ctrl-Z: suspend to the shell (the run loop does it; `fg` comes back).
    case suspend
    /// The terminal changed size.
    case resize
    /// Anything else.
    case unknown
}
