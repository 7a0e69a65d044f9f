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
/// left decomposed (``composed(_:)`` shows one).
///
/// A word is a run of letters, marks, digits and the signs ``signs`` (`+ # . - _ / @`), so
/// that `C++`, `C#`, `e-mail`, `node.js` and `dev/ops` are words as typed; the signs at its
/// start are not part of it, nor those at its end but `+` and `#` (`milk.` is `milk`, `#12`
/// is `12`, `C++` stays `c++`). Any other character separates words. A word is kept to its
/// first ``maximumWordBytes`` bytes of UTF-8. An item's index holds each word and, for a
/// word with signs inside, each run of letters and digits in it (`e-mail` is indexed as
/// `e-mail`, `e` and `mail`), so that `mail` finds "e-mail" and `c++` finds "C++" but not
/// "C". A filter word matches an indexed word when it is a prefix of it, byte for byte.
public enum SearchWords {
    /// The longest word kept, in bytes of UTF-8 (a word is cut at a scalar). PostgreSQL
    /// keeps a lexeme of up to 2,047 bytes and a whole item's words in 1 MB: 128 bytes for
    /// each of the at most 5,500 words of a title and notes fits.
    public static let maximumWordBytes = 128

    /// The signs a word may hold (all ASCII, none of them a space, a quote or a backslash,
    /// so that a word is one token of SQLite's `ascii` tokenizer told they are word
    /// characters, and one quoted lexeme of a PostgreSQL `tsquery`).
    public static let signs = "+#.-_/@"

    /// The folded words of `text`, in order, each as often as written: what a filter asks for.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(in: text) { words.append($0) }
        return words
    }

    /// The words an item's index holds for `text`, in order: each word, then the runs of
    /// letters and digits inside a word with signs.
    public static func indexWords(_ text: String) -> [String] {
        var words: [String] = []
        forEachIndexWord(in: text) { words.append($0) }
        return words
    }

    /// How many words ``indexText(title:notes:)`` keeps in a list before it keeps a set.
    private static let shortList = 24

    /// What a store indexes of an item: the distinct index words of its title and its
    /// notes, in order, separated by single spaces (a word holds no space, nor any ASCII
    /// character but letters, digits and ``signs``).
    public static func indexText(title: String, notes: String) -> String {
        // The words so far: a short list searched in turn (an item has a few words; a set
        // would be built and hashed for every item of an import), then a set.
        var listed: [String] = []
        var seen = Set<String>()
        var out = ""
        let add = { (word: String) in
            if listed.count < shortList {
                guard !listed.contains(word) else { return }
                listed.append(word)
                if listed.count == shortList { seen = Set(listed) }
            } else {
                guard seen.insert(word).inserted else { return }
            }
            if !out.isEmpty { out += " " }
            out += word
        }
        forEachIndexWord(in: title, add)
        forEachIndexWord(in: notes, add)
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

    /// Calls `body` with each index word of `text` (``indexWords(_:)``), in order.
    static func forEachIndexWord(in text: String, _ body: (String) -> Void) {
        forEachWord(in: text) { word in
            body(word)
            guard word.utf8.contains(where: isSign) else { return }
            for part in word.utf8.split(whereSeparator: isSign) {
                body(String(decoding: part, as: UTF8.self))
            }
        }
    }

    /// Calls `body` with each folded word of `text`, in order.
    static func forEachWord(in text: String, _ body: (String) -> Void) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiWords(text, body)
            return
        }
        var run = String.UnicodeScalarView()
        var bytes = 0
        for scalar in ScalarFolding.shared.searchFolded(text) {
            if isWordScalar(scalar) || (scalar.isASCII && isSign(UInt8(scalar.value))) {
                let length = UTF8.width(scalar)
                guard bytes + length <= maximumWordBytes else {
                    bytes = maximumWordBytes
                    continue
                }
                run.append(scalar)
                bytes += length
            } else {
                if let word = trimmed(String(run)) { body(word) }
                run = String.UnicodeScalarView()
                bytes = 0
            }
        }
        if let word = trimmed(String(run)) { body(word) }
    }

    /// The words of ASCII text: runs of letters, digits and signs, in lower case, trimmed.
    private static func asciiWords(_ text: String, _ body: (String) -> Void) {
        var run: [UInt8] = []
        var bytes = 0
        for byte in text.utf8 {
            if isASCIILetterOrDigit(byte) || isSign(byte) {
                if bytes < maximumWordBytes { run.append(byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)) }
                bytes += 1
            } else {
                if let word = trimmed(run) { body(word) }
                run.removeAll(keepingCapacity: true)
                bytes = 0
            }
        }
        if let word = trimmed(run) { body(word) }
    }

    /// A run of word characters and signs without the signs at its start and those at its
    /// end but `+` and `#`; `nil` when nothing is left.
    private static func trimmed(_ run: some StringProtocol) -> String? {
        trimmed(Array(run.utf8))
    }

    private static func trimmed(_ run: [UInt8]) -> String? {
        var end = run.endIndex
        while end > run.startIndex, isSign(run[end - 1]), run[end - 1] != UInt8(ascii: "+"),
            run[end - 1] != UInt8(ascii: "#")
        {
            end -= 1
        }
        var start = run.startIndex
        while start < end, isSign(run[start]) { start += 1 }
        // Only signs left (`+`, `#`, `c#` cut to `#`): nothing to find.
        guard start < end, run[start..<end].contains(where: { !isSign($0) }) else { return nil }
        return String(decoding: run[start..<end], as: UTF8.self)
    }

    /// Whether `byte` is one of the ``signs``.
    static func isSign(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "/"), UInt8(ascii: "@"):
            true
        default: false
        }
    }

    /// Letters, marks and digits make words; anything else (spaces, punctuation, symbols
    /// and emoji, controls) separates them, but the ``signs`` inside a word.
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
