extension ItemFilter {
    /// Whether an item with this title, these notes and these tags (their keys or as
    /// written) matches: every tag carried, every word beginning a word of the title or
    /// the notes. The in-memory store filters with it, and SQLite's `todo_filter` function
    /// applies it to the rows of a short range of the list.
    public func matches(title: String, notes: String, tags itemTags: some Sequence<some StringProtocol>) -> Bool {
        if !tags.isEmpty {
            let keys = Set(itemTags.map { TagRules.key(String($0)) })
            guard tags.allSatisfy(keys.contains) else { return false }
        }
        if words.isEmpty { return true }
        var missing = words
        Self.removeFound(in: title, from: &missing)
        if !missing.isEmpty { Self.removeFound(in: notes, from: &missing) }
        return missing.isEmpty
    }

    /// Takes out of `missing` every word that begins a word of `text`. ASCII text is read
    /// byte by byte (no folding needed beyond lower case); other text is folded first.
    private static func removeFound(in text: String, from missing: inout [String]) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var word: [UInt8] = []
            for byte in text.utf8 {
                if isASCIILetterOrDigit(byte) {
                    word.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0))
                } else if !word.isEmpty {
                    remove(beginning: word, from: &missing)
                    if missing.isEmpty { return }
                    word.removeAll(keepingCapacity: true)
                }
            }
            if !word.isEmpty { remove(beginning: word, from: &missing) }
        } else {
            for word in searchWords(text) {
                missing.removeAll { word.hasPrefix($0) }
                if missing.isEmpty { return }
            }
        }
    }

    private static func remove(beginning word: [UInt8], from missing: inout [String]) {
        missing.removeAll { wanted in
            wanted.utf8.count <= word.count && zip(wanted.utf8, word).allSatisfy { $0 == $1 }
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
