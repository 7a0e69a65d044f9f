/// The words, tags and priorities of the benchmark's data set (``Workload``), and the
/// filters its rows time. Every choice depends on the item's index alone, so a data set of
/// any size is the same at its start and only its background grows.
///
/// In the visible set (the first 250 items, those `todo list` shows), at every size:
/// `violin` begins a word of 5 titles and 10 notes, `review` of 32 titles, `+dentist` tags
/// 5 items and `+home` 63 (a list shows fewer of them on every weekday but Sunday: it
/// ends with next week, and the visible items are due over 14 days). In the background: `violin` and `+dentist` one item
/// in 100,000 each (10 of each at 1M), `review` one title in 16 (62,500 at 1M), `+home` one
/// item in 7 (142,857 at 1M), and `visit` one title in 16 (every key of a search line
/// starting with `v` meets it).
enum SearchTerms {
    /// A word of a handful of items.
    static let rareWord = "violin"
    /// A word of many items: one background title in 16.
    static let commonWord = "review"
    /// A tag of a handful of items.
    static let rareTag = "dentist"
    /// A tag of many items: one background item in 7.
    static let commonTag = "home"
    /// What the search line's row types, a key at a time (``InProcessBench``).
    static let typedWord = rareWord

    /// The words background titles end with, one per item in turn (each on one in 16).
    static let backgroundWords = [
        "call", "email", "review", "buy", "fix", "plan", "book", "pay", "visit", "send", "clean", "write", "order",
        "check", "renew", "water",
    ]

    /// What makes item `index` findable: words added to its title, its notes, tags and
    /// priority (`high`, `medium`, `low` or `nil`).
    struct Fields {
        var titleWords: [String] = []
        var notes = ""
        var tags: [String] = []
        var priority: String?
    }

    /// The searchable fields of item `index`; `visibleSet` is the number of items in the
    /// visible set (``Workload/visible`` + ``Workload/overdue``).
    static func fields(_ index: Int, visibleSet: Int) -> Fields {
        index < visibleSet ? visibleFields(index) : backgroundFields(index)
    }

    private static func visibleFields(_ index: Int) -> Fields {
        var fields = Fields()
        if index % 50 == 3 { fields.titleWords.append(rareWord) }
        if index % 8 == 1 { fields.titleWords.append(commonWord) }
        if index % 25 == 2 { fields.notes = "Bring the \(rareWord) and the music stand." }
        if index % 50 == 11 { fields.tags.append(rareTag) }
        if index % 4 == 0 { fields.tags.append(commonTag) }
        if index % 4 == 2 { fields.tags.append("work") }
        fields.priority = priority(index % 6)
        return fields
    }

    private static func backgroundFields(_ index: Int) -> Fields {
        // Halving the index gives open and completed items (odd and even) every word.
        var fields = Fields(titleWords: [backgroundWords[(index / 2) % backgroundWords.count]])
        if index % 100_000 == 99_999 { fields.titleWords.append(rareWord) }
        if index % 1_000 == 501 { fields.notes = "Check the old notes again." }
        if index % 100_000 == 50_001 { fields.tags.append(rareTag) }
        if index % 7 == 3 { fields.tags.append(commonTag) }
        if index % 7 == 5 { fields.tags.append("work") }
        fields.priority = priority(index % 9)
        return fields
    }

    /// `high`, `medium` and `low` for 0, 1 and 2; no priority otherwise.
    private static func priority(_ choice: Int) -> String? {
        switch choice {
        case 0: "high"
        case 1: "medium"
        case 2: "low"
        default: nil
        }
    }
}
