/// The rules every item's notes obey, however they are given (the Detail module's edit,
/// `todo edit --note`, an import).
public enum NotesRules {
    /// The notes as stored: exactly as given (line breaks and surrounding spaces kept),
    /// unless they break a rule.
    public static func checked(_ notes: String) throws(NotesError) -> String {
        let length = notes.unicodeScalars.count
        if length > TodoItem.maximumNotesLength { throw .tooLong(length: length) }
        if notes.utf8.contains(0) { throw .containsNUL }
        return notes
    }

    /// The notes with `line` added as their last line (`todo note`): the notes there stay,
    /// a line break between them and it; notes that are empty become the line.
    public static func adding(_ line: String, to notes: String) -> String {
        if notes.isEmpty { return line }
        return notes.hasSuffix("\n") ? notes + line : notes + "\n" + line
    }
}

/// Notes that break the ``NotesRules``.
public enum NotesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than ``TodoItem/maximumNotesLength``.
    case tooLong(length: Int)
    /// Holding a NUL, which no store can keep.
    case containsNUL

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .tooLong(let length):
            "the note is \(length) characters long; the limit is \(TodoItem.maximumNotesLength), so shorten it"
        case .containsNUL: "the note contains a NUL character (U+0000), which cannot be stored; remove it"
        }
    }
}
