/// The rules every tag obeys, however it is given (`+word` or `@word` in a title or a
/// filter, a tag option, a tags field, an import): a word of letters, digits and the signs
/// `-`, `_`, `.`, `/`, `+`, `#` and `@` (`dev/ops`, `C++`, `work@office`), of which `/`,
/// `+`, `#` and `@` never come first, holding at least one letter or digit and no invisible
/// character (``Swift/Unicode/Scalar/isInvisibleControl``: a zero-width joiner would make
/// `a‍b` look like `ab`). Case is kept as written and ignored when tags are compared; an
/// item's tags are kept sorted, each once.
///
/// In text (a title, a filter, a todo.txt line), a word is a tag when it is `+` or `@`
/// followed by a letter (``reading(_:)``): `+home`, `@phone`, `+C++`, `+dev/ops`; `C++`,
/// `+44`, `+1m`, `@` and `1+1` are words of the text.
public enum TagRules {
    /// The longest tag accepted, in characters.
    public static let maximumLength = 64

    /// Whether `scalar` is a sign that marks a tag in text: `+home`, `@home`. (A test
    /// rather than a set: a first `Set<Unicode.Scalar>` costs the Swift runtime a scan of
    /// every conformance in the binary, which `todo add` would pay; Docs/Performance.md.)
    public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "+" || scalar == "@"
    }

    /// The tag as stored: `tag` without one leading `+` or `@` (the marks text uses), checked.
    public static func checked(_ tag: String) throws(TagError) -> String {
        let word = tag.unicodeScalars.first.map(isMark) == true ? String(tag.unicodeScalars.dropFirst()) : tag
        if word.isEmpty { throw .empty }
        if let hidden = word.unicodeScalars.first(where: \.isInvisibleControl) {
            throw .invisibleCharacter(tag: word, scalar: hidden)
        }
        if let bad = word.first(where: { !isTagCharacter($0) }) { throw .invalidCharacter(tag: word, character: bad) }
        if let first = word.first, innerSigns.contains(first) { throw .startsWithSign(tag: word, sign: first) }
        if !word.contains(where: isLetterOrDigit) { throw .noLetterOrDigit(tag: word) }
        if word.count > maximumLength { throw .tooLong(tag: word) }
        return word
    }

    /// How a word of text (no white space in it) reads: a tag when it is `+` or `@` followed
    /// by a letter, `nil` otherwise (a word of the text). A tag that breaks the rules
    /// (`+a,b`) is an error: a title or a filter says so, an import keeps the word as text.
    /// A mark alone (`+`, `@`) is no tag: a filter refuses it (``ItemFilter``), a title
    /// keeps it (`1 + 1`).
    public static func reading(_ word: String) -> Result<String, TagError>? {
        guard let mark = word.unicodeScalars.first, isMark(mark) else { return nil }
        let name = String(word.unicodeScalars.dropFirst())
        guard name.first?.isLetter == true else { return nil }
        do { return .success(try checked(name)) } catch { return .failure(error) }
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

    /// The signs a tag may hold besides letters and digits.
    static let signs: Set<Character> = ["-", "_", ".", "/", "+", "#", "@"]

    /// The signs a tag may hold but not begin with.
    static let innerSigns: Set<Character> = ["/", "+", "#", "@"]

    /// Whether a tag may hold `character` (somewhere: see ``innerSigns`` for its start).
    static func isTagCharacter(_ character: Character) -> Bool {
        isLetterOrDigit(character) || signs.contains(character)
    }

    static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isLetter || character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
    }
}

/// A tag that breaks the ``TagRules``.
public enum TagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing after the `+`, or an empty tag.
    case empty
    /// A character a tag may not hold (a space, `,`, `:`...).
    case invalidCharacter(tag: String, character: Character)
    /// A sign a tag may hold but not begin with (`/`, `+`, `#`, `@`).
    case startsWithSign(tag: String, sign: Character)
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
                + "use letters, digits and - _ . / + # @ only, such as \(Self.suggestion(tag))"
        case .startsWithSign(let tag, let sign):
            "the tag \"\(tag)\" begins with \"\(sign)\", which a tag may hold but not begin with; "
                + "begin it with a letter or digit, such as \(Self.suggestion(tag))"
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

    /// The tag with every character it may not hold turned into `-`, without its invisible
    /// characters and the signs it may not begin with.
    private static func suggestion(_ tag: String) -> String {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: tag.unicodeScalars.filter { !$0.isInvisibleControl })
        let replaced = String(String(visible).map { TagRules.isTagCharacter($0) ? $0 : "-" })
        let started = String(replaced.drop { TagRules.innerSigns.contains($0) })
        return TagRules.isValid(started) ? started : "home"
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
