import Foundation

/// One word of a todo.txt line after its prefix (the `x`, the priority, the dates), and what
/// it stands for: a tag, a `key:value` pair, or part of the title. Shared by
/// ``TodoTxtReader`` and ``TodoTxtWriter``, so that what one writes the other reads back.
enum TodoTxtWord: Equatable {
    /// `+project` or `@context` that reads as a tag by the rule every front follows
    /// (``TagRules/reading(_:)``: the sign and a letter, then a valid tag): that tag.
    case tag(String)
    /// `key:value` metadata: a key that starts with a letter and holds letters, digits, `-`
    /// and `_`; one colon; a value that is not empty, holds no other colon and does not
    /// start with `/` (so `https://example.com`, `10:30` and `re:` stay in the title); a
    /// due day with its time, `due:2026-12-04T09:00`, and `due-time:09:00` are pairs too
    /// (``TodoTxtDueTime``).
    case pair(key: String, value: String)
    /// Anything else: a word of the title.
    case text

    /// What `word` (no whitespace in it) stands for. A word that looks like a tag but
    /// breaks the tag rules (`+a,b`, `+C:D`) stays in the title: an import does not stop at it.
    init(_ word: String) {
        if let sign = word.unicodeScalars.first, TagRules.isMark(sign) {
            if case .success(let tag)? = TagRules.reading(word) { self = .tag(tag) } else { self = .text }
            return
        }
        guard let colon = word.firstIndex(of: ":") else {
            self = .text
            return
        }
        let key = word[..<colon]
        let value = word[word.index(after: colon)...]
        guard let first = key.first, first.isLetter, key.allSatisfy(Self.isKeyCharacter), let start = value.first,
            start != "/", !value.contains(":") || TodoTxtDueTime.isPair(key: key, value: value)
        else {
            self = .text
            return
        }
        self = .pair(key: String(key), value: String(value))
    }

    /// `text` cut at whitespace (any Unicode white space, line breaks included), without
    /// empty words: the words a line is made of.
    static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(whereSeparator: isSeparator).map { String($0) }
    }

    /// Whether `word` is written like a day: four digits, `-`, two digits, `-`, two digits
    /// (whether or not that day exists).
    static func isDateShaped(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count == 10 else { return false }
        for (index, byte) in bytes.enumerated() {
            let isDash = byte == UInt8(ascii: "-")
            guard index == 4 || index == 7 ? isDash : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                return false
            }
        }
        return true
    }

    /// Whether the title word `word` must be written escaped: without its leading
    /// backslashes it would be read as a tag or a pair (`@home`, `id:12`, `\@home`).
    /// ``TodoTxtWriter`` puts one `\` before such a word and ``TodoTxtReader`` takes it away.
    ///
    /// Backslashes are counted in scalars, not characters: a `\` before a combining mark
    /// (`\` and U+0345 are one character) is still a backslash.
    static func needsEscape(_ word: String) -> Bool {
        let bare = String(word.unicodeScalars.drop { $0 == "\\" })
        return TodoTxtWord(bare) != .text || readsAsTagElsewhere(bare)
    }

    /// Whether other todo.txt programs would take `word` for a project or context although
    /// todo does not (`+1`, `@12`: a sign and a valid tag that does not start with a
    /// letter), so that the writer escapes it too.
    private static func readsAsTagElsewhere(_ word: String) -> Bool {
        guard let sign = word.unicodeScalars.first, TagRules.isMark(sign) else { return false }
        let name = String(word.unicodeScalars.dropFirst())
        return !name.hasPrefix("+") && TagRules.isValid(name)
    }

    /// The title word a read text word stands for: `word` without its first backslash when
    /// it is an escaped word (see ``needsEscape(_:)``), else `word` as written.
    static func unescaped(_ word: String) -> String {
        word.unicodeScalars.first == "\\" && needsEscape(word) ? String(word.unicodeScalars.dropFirst()) : word
    }

    /// The title word as written in a line: escaped when it must be.
    static func escaped(_ word: String) -> String {
        needsEscape(word) ? "\\" + word : word
    }

    /// White space by Unicode's property or by Foundation's set (the one ``TitleRules``
    /// trims, which adds U+200B ZERO WIDTH SPACE), so that words never start or end with
    /// what a title check would trim. The two agree on ASCII.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || (!scalar.isASCII && CharacterSet.whitespacesAndNewlines.contains(scalar))
    }

    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isLetter || character == "-" || character == "_"
            || (character.isASCII && character.isNumber)
    }
}
