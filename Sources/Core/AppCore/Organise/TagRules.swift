/// The rules every tag obeys, however it is given (`+word` in a title, a tag option, an
/// import): a word of letters, digits, `-`, `_` and `.`, holding at least one letter or
/// digit and no invisible character (``Swift/Unicode/Scalar/isInvisibleControl``: a
/// zero-width joiner would make `a‍b` look like `ab`). Case is kept as written and ignored
/// when tags are compared; an item's tags are kept sorted, each once.
public enum TagRules {
    /// The longest tag accepted, in characters.
    public static let maximumLength = 64

    /// The tag as stored: `tag` without a leading `+` (the mark a title uses), checked.
    public static func checked(_ tag: String) throws(TagError) -> String {
        let word = tag.hasPrefix("+") ? String(tag.dropFirst()) : tag
        if word.isEmpty { throw .empty }
        if let hidden = word.unicodeScalars.first(where: \.isInvisibleControl) {
            throw .invisibleCharacter(tag: word, scalar: hidden)
        }
        if let bad = word.first(where: { !isTagCharacter($0) }) { throw .invalidCharacter(tag: word, character: bad) }
        if !word.contains(where: isLetterOrDigit) { throw .noLetterOrDigit(tag: word) }
        if word.count > maximumLength { throw .tooLong(tag: word) }
        return word
    }

    /// Whether `tag` would be accepted as it is.
    public static func isValid(_ tag: String) -> Bool {
        (try? checked(tag)) != nil
    }

    /// The form tags are compared by: the tag in lower case, decomposed (NFD), so that
    /// the same tag typed precomposed (`é`) or decomposed (`e` and U+0301) has one key,
    /// byte for byte, as the stores' tag indexes compare them.
    public static func key(_ tag: String) -> String {
        if tag.utf8.allSatisfy({ $0 < 0x80 }) { return tag.lowercased() }
        return ScalarFolding.shared.canonicallyDecomposed(tag.lowercased())
    }

    /// `tags` as an item keeps them: each once (the first spelling of a tag given twice in
    /// different cases wins), sorted by their keys.
    public static func normalized(_ tags: some Sequence<String>) -> [String] {
        var seen = Set<String>()
        let distinct = tags.filter { seen.insert(key($0)).inserted }
        return distinct.sorted { (key($0), $0) < (key($1), $1) }
    }

    /// `tags` as an earlier release may have stored them, without invisible characters
    /// (which tags now refuse): each such tag without them (`a‍b` is `ab`, as it looked), a
    /// tag left without a letter or digit dropped, normalised. Tags without any are
    /// returned as they are.
    public static func withoutInvisibleCharacters(_ tags: [String]) -> [String] {
        guard tags.contains(where: { $0.unicodeScalars.contains(where: \.isInvisibleControl) }) else { return tags }
        return normalized(
            tags.compactMap { tag in
                var kept = String.UnicodeScalarView()
                kept.append(contentsOf: tag.unicodeScalars.filter { !$0.isInvisibleControl })
                return isValid(String(kept)) ? String(kept) : nil
            })
    }

    /// `tags` with `added` and without `removed` (compared by key), normalised.
    public static func applying(add added: [String], remove removed: [String], to tags: [String]) -> [String] {
        let gone = Set(removed.map(key))
        return normalized((tags + added).filter { !gone.contains(key($0)) })
    }

    static func isTagCharacter(_ character: Character) -> Bool {
        isLetterOrDigit(character) || character == "-" || character == "_" || character == "."
    }

    static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isLetter || character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
    }
}

/// A tag that breaks the ``TagRules``.
public enum TagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing after the `+`, or an empty tag.
    case empty
    /// A character a tag may not hold (a space, `#`, `/`...).
    case invalidCharacter(tag: String, character: Character)
    /// Only `-`, `_` and `.`.
    case noLetterOrDigit(tag: String)
    /// Longer than ``TagRules/maximumLength``.
    case tooLong(tag: String)
    /// An invisible character (``Swift/Unicode/Scalar/isInvisibleControl``), such as a
    /// zero-width joiner, which would make two different tags look the same.
    case invisibleCharacter(tag: String, scalar: Unicode.Scalar)

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .empty:
            "a tag is empty; write a word, such as home or +home"
        case .invalidCharacter(let tag, let character):
            "the tag \"\(tag)\" holds \(Self.name(character)), which a tag may not; "
                + "use letters, digits, -, _ and . only, such as \(Self.suggestion(tag))"
        case .noLetterOrDigit(let tag):
            "the tag \"\(tag)\" has no letter or digit; write a word, such as home"
        case .tooLong(let tag):
            "the tag \"\(tag.prefix(20))...\" is \(tag.count) characters long; "
                + "the limit is \(TagRules.maximumLength), so shorten it"
        case .invisibleCharacter(let tag, let scalar):
            "the tag \"\(Self.visible(tag))\" holds the invisible character \(Self.code(scalar)), which a tag may "
                + "not; write it without, such as \(Self.suggestion(tag))"
        }
    }

    private static func name(_ character: Character) -> String {
        character.isWhitespace ? "a space" : "\"\(character)\""
    }

    /// The tag with every character it may not hold turned into `-`, and without its
    /// invisible characters.
    private static func suggestion(_ tag: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: tag.unicodeScalars.filter { !$0.isInvisibleControl })
        let replaced = String(String(visible).map { TagRules.isTagCharacter($0) ? $0 : "-" })
        return TagRules.isValid(replaced) ? replaced : "home"
    }

    /// The tag with each invisible character shown as `�`, as a terminal shows it.
    private static func visible(_ tag: String) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: tag.unicodeScalars.map { $0.isInvisibleControl ? "\u{FFFD}" : $0 })
        return String(out)
    }

    /// A scalar's code point, `U+200D`.
    private static func code(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
