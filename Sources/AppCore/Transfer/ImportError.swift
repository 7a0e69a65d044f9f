/// Why an import was refused. Nothing is stored when it is thrown.
public enum ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is not a JSON array of items.
    case unreadable(String)
    /// One entry is wrong; `position` counts from 1.
    case badEntry(position: Int, reason: String)

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .unreadable(let reason):
            "the input is not a todo export (\(reason)); give a JSON array as written by `todo export`"
        case .badEntry(let position, let reason):
            "entry \(position): \(reason); nothing was imported"
        }
    }
}
