import Foundation

/// The rules every title obeys, whether typed in the Add module or imported.
public enum TitleRules {
    /// The longest title accepted, in Unicode scalars.
    public static let maximumLength = 1_000

    /// The title as stored: `title` without surrounding spaces and line breaks.
    ///
    /// Everything else, control characters included, is kept as the user gave it; the
    /// fronts make it safe to show. The one exception is NUL (U+0000), which no store can
    /// keep (PostgreSQL refuses it in text, SQLite's C interface ends a string at it): a
    /// title holding one is refused, so that what is stored is always what the user was
    /// told was saved.
    public static func checked(_ title: String) throws(TitleError) -> String {
        let trimmed = trimmed(title)
        if trimmed.isEmpty { throw .blank }
        if trimmed.utf8.contains(0) { throw .containsNUL }
        // A title has no more scalars than bytes: short ones need no count.
        if trimmed.utf8.count > maximumLength {
            let length = trimmed.unicodeScalars.count
            if length > maximumLength { throw .tooLong(length: length) }
        }
        return trimmed
    }

    /// `text` without surrounding whitespace and line breaks (quick when there are none).
    private static func trimmed(_ text: String) -> String {
        // Most titles begin and end with a visible ASCII character: nothing to trim, found
        // without breaking the text into characters.
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        guard let first = text.first, let last = text.last else { return text }
        guard first.isWhitespace || last.isWhitespace else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A printable ASCII byte other than the space.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}

/// A title that breaks the ``TitleRules``.
public enum TitleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Empty, or only spaces.
    case blank
    /// Longer than ``TitleRules/maximumLength``.
    case tooLong(length: Int)
    /// Holds a NUL character (U+0000), which no store can keep.
    case containsNUL

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .blank: "the title is blank; give the item a name"
        case .tooLong(let length):
            "the title is \(length) characters long; the limit is \(TitleRules.maximumLength), so shorten it"
        case .containsNUL: "the title contains a NUL character (U+0000), which cannot be stored; remove it"
        }
    }
}
