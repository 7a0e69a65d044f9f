import Foundation

/// How urgent an item is: within one due day, higher priority comes first.
///
/// Stores keep it as its ``rank`` (high 0, medium 1, low 2, none 3), so that list order
/// is a plain ascending sort on an integer column.
public enum Priority: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Do it first.
    case high = 0
    /// Do it after the high ones.
    case medium = 1
    /// Do it when the rest is done.
    case low = 2

    /// The rank of an item without a priority: after every priority.
    public static let noneRank = 3

    /// The word the item's priority is written with (`high`, `medium`, `low`).
    public var name: String {
        switch self {
        case .high: "high"
        case .medium: "medium"
        case .low: "low"
        }
    }

    /// The sort rank of `priority` (`nil`: none, ranked last).
    public static func rank(_ priority: Priority?) -> Int {
        priority?.rawValue ?? noneRank
    }

    /// The priority a stored rank stands for (`nil` for none, or a rank no priority has).
    public static func fromRank(_ rank: Int) -> Priority? {
        Priority(rawValue: rank)
    }

    /// Higher priority sorts first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Reads a priority as a user writes it: `high`, `medium`, `low`, `none` (no priority,
    /// `nil`) or `h`, `m`, `l`, in any case, spaces around it ignored.
    public static func parse(_ text: String) throws(PriorityError) -> Priority? {
        // The words as todo writes them, without Foundation's trimming (an import reads
        // one an item).
        switch text {
        case "high": return .high
        case "medium": return .medium
        case "low": return .low
        default: break
        }
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "high", "h": return .high
        case "medium", "m": return .medium
        case "low", "l": return .low
        case "none": return nil
        default: throw PriorityError.unknown(text)
        }
    }
}

/// A priority that could not be read.
public enum PriorityError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of the words a priority is written with.
    case unknown(String)

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .unknown(let text):
            "\"\(text)\" is not a priority; write high, medium, low or none (or h, m, l)"
        }
    }
}
