import Foundation

/// What a filtered list shows: the items that carry every tag given and hold every word
/// given in their title or notes. One grammar for every front, read by ``init(parsing:)``.
///
/// Words are folded by ``SearchWords`` (no case, no accents: `cafe` finds "Café", `strasse`
/// finds "Straße") and each must begin a word of the text (`mil` finds "milk"); tags are
/// compared by their keys (``TagRules/key(_:)``: ignoring case).
public struct ItemFilter: Hashable, Sendable {
    /// The tag keys (``TagRules/key(_:)``) an item must all carry, sorted.
    public let tags: [String]
    /// The folded words (``SearchWords``) that must each begin a word of the title or the
    /// notes, in the order given, each once.
    public let words: [String]

    /// No filter: every item.
    public static let none = ItemFilter(tags: [], words: [])

    /// A filter from its parts, each normalised.
    public init(tags: [String], words: [String]) {
        self.tags = Array(Set(tags.map(TagRules.key))).sorted()
        var seen = Set<String>()
        self.words = words.flatMap(SearchWords.words).filter { seen.insert($0).inserted }
    }

    /// A filter from parts already normalised (tag keys, folded words), as a store hands
    /// back the parts it was given.
    init(keys: [String], foldedWords: [String]) {
        tags = keys
        words = foldedWords
    }

    /// Reads what a user typed: `+tag` (a valid tag, ``TagRules``) asks for the tag; any
    /// other text is words. Words are the runs of letters and digits (`e-mail` is `e` and
    /// `mail`); text with none of them (`-`, `+`) asks for nothing. Never fails.
    public init(parsing arguments: [String]) {
        var tags: [String] = []
        var words: [String] = []
        for argument in arguments {
            for token in argument.split(whereSeparator: \.isWhitespace).map(String.init) {
                if token.hasPrefix("+"), let tag = try? TagRules.checked(token) {
                    tags.append(tag)
                } else {
                    words.append(token)
                }
            }
        }
        self.init(tags: tags, words: words)
    }

    /// Reads one line a user typed (`find milk +home`).
    public init(parsing text: String) {
        self.init(parsing: [text])
    }

    /// Whether the filter asks for nothing (every item matches).
    public var isEmpty: Bool { tags.isEmpty && words.isEmpty }

    /// The filter as a user would type it, and as the search reads it: `+tag` first (each
    /// tag's key), then the folded words (`Straße` is `strasse`), their marks composed.
    public var text: String {
        (tags.map { "+" + SearchWords.composed($0) } + words.map(SearchWords.composed)).joined(separator: " ")
    }

    /// Whether `item` matches: the way the in-memory store filters, and what the database
    /// stores' indexes answer.
    public func matches(_ item: TodoItem) -> Bool {
        matches(title: item.title, notes: item.notes, tags: item.tags)
    }
}
