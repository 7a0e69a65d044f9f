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

    /// Reads what a user typed, as ``reading(_:)`` does, but never fails: a word that
    /// ``reading(_:)`` refuses as a tag is taken as words, and a mark alone asks for nothing.
    public init(parsing arguments: [String]) {
        var tags: [String] = []
        var words: [String] = []
        for token in Self.tokens(arguments) {
            if case .success(let tag)? = TagRules.reading(token) { tags.append(tag) } else { words.append(token) }
        }
        self.init(tags: tags, words: words)
    }

    /// Reads what a user typed: a word that is `+` or `@` and a letter asks for a tag
    /// (``TagRules/reading(_:)``: `+home`, `@phone`, `+C++`); any other text is words, each
    /// found as typed, its signs included (``SearchWords``: `C++`, `e-mail`, `dev/ops`).
    /// A tag word that breaks the rules, or a mark alone (`+`, `@`), is refused with what
    /// was wrong. Text with no letter or digit to look for (`-`) asks for nothing.
    public static func reading(_ arguments: [String]) throws(TagError) -> ItemFilter {
        var tags: [String] = []
        var words: [String] = []
        for token in tokens(arguments) {
            if token.unicodeScalars.count == 1, let mark = token.unicodeScalars.first, TagRules.isMark(mark) {
                throw .empty
            }
            switch TagRules.reading(token) {
            case .success(let tag)?: tags.append(tag)
            case .failure(let error)?: throw error
            case nil: words.append(token)
            }
        }
        return ItemFilter(tags: tags, words: words)
    }

    /// The words of `arguments`, each argument cut at white space.
    private static func tokens(_ arguments: [String]) -> [String] {
        arguments.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
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
