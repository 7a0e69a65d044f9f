/// The words completion offers from the grammar rather than the store, and the one
/// sentence it shows beside a tag.
enum CompletionWords {
    /// The due-date words that begin with `prefix` (ignoring case).
    static func dueWords(prefix: String) -> [CompletionCandidate] {
        let typed = prefix.lowercased()
        return DueDateParser.dayWords.filter { $0.hasPrefix(typed) }.map { CompletionCandidate(word: $0) }
    }

    /// The repeat rules that begin with `prefix`; after a comma (`mon,t`), the days of the
    /// week that can follow, and after a space (`month on the l`, a rule of several words
    /// in one argument) the words of a rule, each with what was typed before it.
    static func repeatRules(prefix: String) -> [CompletionCandidate] {
        let typed = prefix.lowercased()
        if let space = typed.lastIndex(of: " ") {
            let head = String(typed[...space])
            let last = typed[typed.index(after: space)...]
            return RecurrencePattern.ruleWords.filter { $0.hasPrefix(last) }.map {
                CompletionCandidate(word: head + $0)
            }
        }
        if let comma = typed.lastIndex(of: ",") {
            let head = String(typed[...comma])
            let last = typed[typed.index(after: comma)...]
            return RecurrencePattern.dayWords.filter { $0.hasPrefix(last) }.map { CompletionCandidate(word: head + $0) }
        }
        return RecurrencePattern.ruleWords.filter { $0.hasPrefix(typed) }.map { CompletionCandidate(word: $0) }
    }

    /// "1 item", "3 items": what a tag candidate says (how many items carry the tag).
    static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
