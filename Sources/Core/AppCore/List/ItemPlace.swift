/// Where an open item stands in the upcoming list: its section, its position in list order,
/// and whether a filter lets it show. The List module asks for it after an add, to show
/// the new item.
public struct ItemPlace: Hashable, Sendable {
    /// The item's section.
    public let relation: DateRelation
    /// Where it stands in list order, to read the items around it.
    public let position: ListPosition
    /// Whether the filter asked about lets it show.
    public let matchesFilter: Bool
    /// Whether it starts after today: only a list of every item shows it until then.
    public let startsLater: Bool

    /// Creates a place.
    public init(relation: DateRelation, position: ListPosition, matchesFilter: Bool, startsLater: Bool = false) {
        self.startsLater = startsLater
        self.relation = relation
        self.position = position
        self.matchesFilter = matchesFilter
    }

    /// Whether the item shows only with the Later section (the list of every item): it is
    /// in Later or Someday, or starts after today.
    public var needsLater: Bool { relation >= .later || startsLater }
}
