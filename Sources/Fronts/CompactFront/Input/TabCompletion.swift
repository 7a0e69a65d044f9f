import AppCore
import Presentation

/// What Tab offers for the word being typed, as a screen decides it from the line so far:
/// fixed words (a screen's commands), a request to the completion use case the shells
/// also ask (item numbers, tags, due words, repeat rules), or nothing.
enum TabCompletion: Equatable {
    /// These words, those that begin with what was typed.
    case words([String])
    /// The shared completion use case's candidates.
    case request(CompletionRequest)
    /// Nothing (a title, a note).
    case nothing

    /// A due date's words, or after `every` the repeat rules (`fri every w`).
    static func due(before: String) -> TabCompletion {
        let words = before.lowercased().split(whereSeparator: \.isWhitespace)
        return .request(words.contains("every") ? .repeatRule : .dueWord)
    }

    /// A word of a title or a filter: a word that starts with `+` is a tag.
    static func taggedWord(_ word: String) -> TabCompletion {
        word.hasPrefix("+") ? .request(.tag) : .nothing
    }

    /// What a form's field takes, asked on its own line: a due date's words, the
    /// priorities, the repeat rules, the tags, a title's tags, or nothing (a note).
    static func field(_ kind: ItemFormField<some Hashable & Sendable>.Kind, before: String, word: String)
        -> TabCompletion
    {
        switch kind {
        case .day: due(before: before)
        case .startDay: .request(.dueWord)
        case .priority: .words(Priority.allCases.map(\.name) + ["none"])
        case .repeatRule: .request(.repeatRule)
        case .tags: .request(.tag)
        case .title: taggedWord(word)
        case .note: .nothing
        }
    }
}
