import Foundation

/// todo's one folding of text for search: the words a filter asks for, and the words every
/// store indexes of an item's title and notes (SQLite's `item.words`, PostgreSQL's
/// `search_words`), so that a short list tested row by row, a long one answered by an
/// index and the in-memory store find the same items.
///
/// Text is decomposed with compatibility mappings (`ﬁ` is `fi`, `①` is `1`), case-folded
/// (`ß` is `ss`, `İ` is `i`, final `ς` is `σ`), stripped of diacritical marks (`é` is
/// `e`, `ΐ` is `ι`) and of default-ignorable scalars (a zero-width joiner or a soft hyphen
/// inside a word joins its parts), with combining marks in canonical order; the words are
/// left decomposed (``composed(_:)`` shows one). A word is a run of letters, marks and
/// digits (any other character separates words: `e-mail` is `e` and `mail`), kept to its
/// first ``maximumWordBytes`` bytes of UTF-8. A filter word matches an indexed word when it
/// is a prefix of it, byte for byte.
public enum SearchWords {
    /// The longest word kept, in bytes of UTF-8 (a word is cut at a scalar). PostgreSQL
    /// keeps a lexeme of up to 2,047 bytes and a whole item's words in 1 MB: 128 bytes for
    /// each of the at most 5,500 words of a title and notes fits.
    public static let maximumWordBytes = 128

    /// The folded words of `text`, in order, each as often as written.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append($0) }
        return words
    }

    /// What a store indexes of an item: the distinct folded words of its title and its
    /// notes, in order, separated by single spaces (a word holds no space, nor any ASCII
    /// character but letters and digits).
    public static func indexText(title: String, notes: String) -> String {
        var seen = Set<String>()
        var out = ""
        let add = { (word: String) in
            guard seen.insert(word).inserted else { return }
            if !out.isEmpty { out += " " }
            out += word
        }
        forEachWord(in: title, add)
        forEachWord(in: notes, add)
        return out
    }

    /// Whether every word of `wanted` begins one of the words of `indexText` (the
    /// ``indexText(title:notes:)`` of an item), byte for byte, as the full-text indexes
    /// compare them.
    public static func allBegin(_ wanted: [String], wordsOf indexText: String) -> Bool {
        var missing = wanted
        for word in indexText.utf8.split(separator: UInt8(ascii: " ")) {
            missing.removeAll { word.starts(with: $0.utf8) }
            if missing.isEmpty { return true }
        }
        return missing.isEmpty
    }

    /// A folded word as a person reads it: its marks composed again (NFC).
    public static func composed(_ word: String) -> String {
        word.utf8.allSatisfy { $0 < 0x80 } ? word : word.precomposedStringWithCanonicalMapping
    }

    /// Calls `body` with each folded word of `text`, in order.
    static func forEachWord(in text: String, _ body: (String) -> Void) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiWords(text, body)
            return
        }
        var word = String.UnicodeScalarView()
        var bytes = 0
        for scalar in ScalarFolding.shared.searchFolded(text) {
            if isWordScalar(scalar) {
                let length = UTF8.width(scalar)
                guard bytes + length <= maximumWordBytes else {
                    bytes = maximumWordBytes
                    continue
                }
                word.append(scalar)
                bytes += length
            } else if !word.isEmpty {
                body(String(word))
                word = String.UnicodeScalarView()
                bytes = 0
            } else {
                bytes = 0
            }
        }
        if !word.isEmpty { body(String(word)) }
    }

    /// The words of ASCII text: runs of letters and digits, in lower case.
    private static func asciiWords(_ text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        for byte in text.utf8 {
            if isASCIILetterOrDigit(byte) {
                if word.count < maximumWordBytes { word.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)) }
            } else if !word.isEmpty {
                body(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { body(String(decoding: word, as: UTF8.self)) }
    }

    /// Letters, marks and digits make words; anything else (spaces, punctuation, symbols
    /// and emoji, controls) separates them.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILetterOrDigit(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
