/// Why a postponement could not be made. Nothing was changed when it is thrown.
public enum PostponeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not a span the parser knows.
    case unrecognised(String)
    /// A count back (`-1d`): postponing moves later.
    case backwards(String)
    /// A count of nothing (`0d`).
    case zero(String)
    /// These items have no due day to move (given by number).
    case noDueDay([ItemSummary])
    /// Moving this item by the span passes the end of the calendar.
    case tooFar(ItemSummary, span: String)

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .unrecognised(let text):
            "\"\(text)\" is not a span I understand; try \(Self.examples)"
        case .backwards(let text):
            "\"\(text)\" moves back, and postpone moves later; to give an earlier day, edit the item's --due"
        case .zero(let text): "\"\(text)\" moves nothing; try \(Self.examples)"
        case .noDueDay(let items):
            items.count == 1
                ? "\(items[0].id) \(items[0].title) has no due day to move; give it one with "
                    + "edit \(items[0].id) --due WHEN; nothing was changed"
                : "\(items.map { "\($0.id) \($0.title)" }.joined(separator: ", ")) have no due day to move; "
                    + "give them one with edit --due WHEN; nothing was changed"
        case .tooFar(let item, let span):
            "postponing \(item.id) \(item.title) by \"\(span)\" passes the end of the calendar "
                + "(\(CalendarDay.latest.iso)); nothing was changed"
        }
    }

    /// The spans to suggest.
    static let examples = "1d, 3d, 1w, 1m or a weekday such as mon (nothing: one day)"
}
