extension ItemFilter {
    /// Whether an item with this title, these notes and these tags (their keys or as
    /// written) matches: every tag carried, every word beginning a word of the title or
    /// the notes (``SearchWords``). The in-memory store filters with it.
    public func matches(title: String, notes: String, tags itemTags: some Sequence<some StringProtocol>) -> Bool {
        guard carriesEveryTag(itemTags) else { return false }
        if words.isEmpty { return true }
        var missing = words
        for text in [title, notes] {
            SearchWords.forEachIndexWord(in: text) { word in
                if !missing.isEmpty { missing.removeAll { word.utf8.starts(with: $0.utf8) } }
            }
            if missing.isEmpty { return true }
        }
        return false
    }

    /// Whether an item whose index holds `indexText` (``SearchWords/indexText(title:notes:)``)
    /// and these tags matches: how SQLite's `todo_filter` tests the rows of a short range
    /// of the list, from the words its index holds.
    public func matches(indexText: String, tags itemTags: some Sequence<some StringProtocol>) -> Bool {
        carriesEveryTag(itemTags) && (words.isEmpty || SearchWords.allBegin(words, wordsOf: indexText))
    }

    private func carriesEveryTag(_ itemTags: some Sequence<some StringProtocol>) -> Bool {
        if tags.isEmpty { return true }
        let keys = Set(itemTags.map { TagRules.key(String($0)) })
        return tags.allSatisfy(keys.contains)
    }
}
