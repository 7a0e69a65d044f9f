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
    /// A tag that breaks the rules (`+a,b`), or a mark alone beside words (`milk +`).
    case badTag(TagError)

    /// Reads `text`.
    init(_ text: String) {
        let filter: ItemFilter
        do { filter = try ItemFilter.reading([text]) } catch {
            // A mark alone with nothing else to find (`+`, `+ ?!`) has nothing to find; beside
            // words (`milk +`) or as a broken tag (`+a,b`) it is a tag the text gets wrong.
            self = ItemFilter(parsing: text).isEmpty && error == .empty ? .nothingToFind : .badTag(error)
            return
        }
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
