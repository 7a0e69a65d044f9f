/// Why an import was refused. Nothing is stored when it is thrown.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is not a JSON array of items.
    case unreadable(String)
    /// One entry is wrong; `position` counts from 1.
    case badEntry(position: Int, reason: String)
    /// The input is not a file of `format` ("a Taskwarrior export", "an iCalendar file").
    case notFormat(format: String, reason: String)
    /// One line of a text file (todo.txt, iCalendar) is wrong; `line` counts from 1.
    case badLine(line: Int, reason: String)
    /// The input could not be read to its end (a disk error, a temporary copy of standard
    /// input that could not be made).
    case readFailed(String)
    /// The input was given as `given` (`--from`) but is plainly `found`.
    case otherFormat(given: TransferFormat, found: TransferFormat)

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .unreadable(let reason):
            "the input is not a todo export (\(reason)); give a JSON array as written by `todo export`"
        case .badEntry(let position, let reason):
            "entry \(position): \(reason); nothing was imported"
        case .notFormat(let format, let reason):
            "the input is not \(format) (\(reason)); nothing was imported"
        case .badLine(let line, let reason):
            "line \(line): \(reason); nothing was imported"
        case .readFailed(let reason):
            "the input could not be read (\(reason)); nothing was imported"
        case .otherFormat(let given, let found):
            "the input is \(found.described), not \(given.described); import it with --from \(found.rawValue)"
                + " (or with no --from); nothing was imported"
        }
    }
}
