/// How a user writes an item's number, the one rule every front and the shells' completion
/// read it by: ASCII digits, optionally after `#` (`3`, `#3`, `007`), naming a number from 1
/// to the largest 64-bit one.
public enum ItemNumber {
    /// The mark a number may be written after: `#3` is 3.
    public static let mark: Character = "#"

    /// The number `word` names, or why it names none.
    public static func read(_ word: some StringProtocol) throws(ItemNumberError) -> TodoItem.ID {
        guard let digits = typedDigits(word), !digits.isEmpty, let number = TodoItem.ID(digits), number > 0 else {
            throw ItemNumberError(word: String(word))
        }
        return number
    }

    /// What a word being typed holds so far, for completion: the mark typed (`""` or `"#"`)
    /// and the digits after it (`""` when none yet); `nil` when the word cannot begin a
    /// number (a letter, a sign, a digit that is not ASCII).
    public static func prefix(_ word: some StringProtocol) -> (mark: String, digits: String)? {
        guard let digits = typedDigits(word) else { return nil }
        return (word.first == mark ? String(mark) : "", String(digits))
    }

    /// The characters after the mark, when all of them are ASCII digits.
    private static func typedDigits(_ word: some StringProtocol) -> Substring? {
        let text = Substring(word)
        let digits = text.first == mark ? text.dropFirst() : text
        return digits.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ? digits : nil
    }
}

/// A word that names no item number.
public struct ItemNumberError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The word as given.
    public let word: String

    /// Creates the error for `word`.
    public init(word: String) {
        self.word = word
    }

    /// What was wrong and what to give instead (a long word is cut to 40 characters).
    public var description: String {
        let shown = word.count > 40 ? word.prefix(40) + "…" : word
        return "\"\(shown)\" is not an item number; numbers start at 1 and are shown on each item's row"
    }
}
