/// The words completion offers: from the grammar (due words, repeat rules), or made of what
/// the store read (item numbers with their titles), and the one sentence it shows beside a
/// tag. Every front and shell shows them in the order given here; only how a shell writes
/// a word and its description is the front's.
enum CompletionWords {
    /// The numbers of `items`, each after `mark` (`#` or nothing), in number order (`2`
    /// before `10`, however the store read them), each with the item's title.
    static func itemNumbers(_ items: [TodoItem], mark: String) -> [CompletionCandidate] {
        items.sorted { $0.id < $1.id }.map { CompletionCandidate(word: mark + String($0.id), description: $0.title) }
    }

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
