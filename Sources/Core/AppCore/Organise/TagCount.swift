/// One tag and how many open items carry it: a line of `todo tags`.
public struct TagCount: Hashable, Sendable {
    /// The tag as first written (the spelling on the item with the lowest id).
    public let name: String
    /// How many open items carry it.
    public let count: Int

    /// Creates a tag count.
    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }

    /// The counts of the tags in `tagLists` (each the tags of one item, in id order),
    /// tags compared ignoring case (``TagRules/key(_:)``), sorted by that key.
    public static func counting(_ tagLists: some Sequence<[String]>) -> [TagCount] {
        var counts: [String: (name: String, count: Int)] = [:]
        for tags in tagLists {
            for tag in tags {
                let key = TagRules.key(tag)
                counts[key, default: (tag, 0)].count += 1
            }
        }
        return counts.sorted { $0.key < $1.key }.map { TagCount(name: $0.value.name, count: $0.value.count) }
    }
}
