import AppCore

/// What filter text typed by a user asks for, read once for every front by the one
/// reader, ``AppCore/ItemFilter/init(parsing:)``.
enum FilterReading: Hashable {
    /// Blank text: every item.
    case everyItem
    /// The items that match the filter.
    case matching(ItemFilter)
    /// Text with no letter or digit to look for (`+`, `-`, `?!`).
    case nothingToFind

    /// Reads `text`.
    init(_ text: String) {
        let filter = ItemFilter(parsing: text)
        if !filter.isEmpty {
            self = .matching(filter)
        } else {
            self = text.allSatisfy(\.isWhitespace) ? .everyItem : .nothingToFind
        }
    }

    /// The filter it puts on (`nil`: none), taking text with nothing to find for no filter.
    var filter: ItemFilter? {
        if case .matching(let filter) = self { return filter }
        return nil
    }
}
