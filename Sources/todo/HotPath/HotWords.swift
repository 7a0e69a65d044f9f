/// The words after the subcommand, read one by one; any form the short cut does not read
/// makes the whole line invalid (``isValid``), and swift-argument-parser reads it instead.
struct HotWords {
    private let words: [String]
    private var index = 0
    /// Whether every word so far was one of the plain forms.
    private(set) var isValid = true

    init(_ words: [String]) { self.words = words }

    /// The next word, or `nil` at the end (or once the line is invalid).
    mutating func next() -> String? {
        guard isValid, index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    /// Marks the line as one the short cut does not read.
    mutating func refuse() { isValid = false }

    /// A word that is not an option: anything beginning with `-` is left to
    /// swift-argument-parser (an unknown option, `--`, a negative number, help).
    mutating func positional(_ word: String) -> String {
        if word.hasPrefix("-") { refuse() }
        return word
    }

    /// An option's value: the next word, which must not look like an option.
    mutating func value() -> String? {
        guard let value = next(), !value.hasPrefix("-") else {
            refuse()
            return nil
        }
        return value
    }

    /// The value of an option that may be given once (`earlier` is what it had so far).
    mutating func value(once earlier: String?) -> String? {
        if earlier != nil { refuse() }
        return value()
    }

    /// The value of an option given once, converted; a value that does not convert is
    /// left to swift-argument-parser, which says what is wrong with it.
    mutating func value<Value>(once earlier: Value?, _ convert: (String) -> Value?) -> Value? {
        if earlier != nil { refuse() }
        guard let text = value(), let converted = convert(text) else {
            refuse()
            return nil
        }
        return converted
    }

    /// The value of an option that takes the next word whatever it looks like.
    mutating func unconditionalValue(once earlier: String?) -> String? {
        if earlier != nil { refuse() }
        guard let value = next() else {
            refuse()
            return nil
        }
        return value
    }

    /// A flag, given once.
    mutating func flag(once earlier: Bool) -> Bool {
        if earlier { refuse() }
        return true
    }
}
