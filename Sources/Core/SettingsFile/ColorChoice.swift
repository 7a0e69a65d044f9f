/// When to colour text output (`--color`, and the settings file's `color`).
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` is set.
    case auto
    /// Always colour (overrides `NO_COLOR`, as no-color.org asks of explicit options).
    case always
    /// Never colour.
    case never
}
