/// What `todo tags` (or a front's tag picker) shows: every tag of an open item, with how
/// many open items carry it.
public struct TagListDisplayData: Hashable, Sendable {
    /// One tag.
    public struct Row: Hashable, Sendable {
        /// The tag as written, without `+`: "home".
        public let tag: String
        /// The tag as shown: "+home".
        public let label: String
        /// How many open items carry it.
        public let count: Int
        /// The count worded: "2 open".
        public let countText: String

        /// Creates a row.
        public init(tag: String, count: Int) {
            self.tag = tag
            label = "+" + tag
            self.count = count
            countText = "\(count) open"
        }
    }

    /// The tags, sorted ignoring case.
    public let rows: [Row]
    /// Said instead of rows when there are none, else `nil`.
    public let emptyMessage: String?

    /// Creates display data.
    public init(rows: [Row], emptyMessage: String?) {
        self.rows = rows
        self.emptyMessage = emptyMessage
    }
}
