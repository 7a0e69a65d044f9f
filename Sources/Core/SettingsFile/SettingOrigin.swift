/// Where a setting in effect came from, in the order they take precedence.
public enum SettingOrigin: Equatable, Sendable {
    /// A command-line option, such as `--db`.
    case option(String)
    /// An environment variable, such as `TODO_DB`.
    case environment(String)
    /// The settings file, at this path, on this line.
    case file(path: String, line: Int)
    /// Nothing set it: the program's default.
    case `default`
}
