/// What `todo` alone opens (the settings file's `front`).
public enum FrontChoice: String, CaseIterable, Sendable {
    /// The wide front on a terminal at least 100 columns wide that can draw a screen, else
    /// the REPL.
    case auto
    /// The wide front on any terminal that can draw a screen, whatever its width; the REPL
    /// when input or output is not a terminal (so `todo < script.txt` still runs a script).
    case wide
    /// The REPL, always.
    case repl
}
