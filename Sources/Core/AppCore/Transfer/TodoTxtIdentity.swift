/// The identity of a todo.txt line, for ``ImportedTodoItem/source``: todo.txt items have
/// no id of their own, so a line is known by its text. Importing a file again skips the
/// lines an earlier import stored (Docs/Decisions.md, "importing the same file again").
///
/// The source is `todotxt:` and a 64-bit FNV-1a hash of the line's words, single-spaced
/// (a line that differs only in its spacing is the same line), in hexadecimal; the second
/// identical line of one file gets `#2` after it, the third `#3`, so that a file that
/// repeats a line keeps every copy, and importing it again skips every one. A hash keeps
/// the source short whatever the line's length (PostgreSQL indexes at most about 2,700
/// bytes of a value).
struct TodoTxtIdentity {
    private var seen: [String: Int] = [:]

    /// The source of the line made of `words`, the next time it comes in this file.
    mutating func source(ofLineWith words: [String]) -> String {
        let hash = Self.hash(words.joined(separator: " "))
        let occurrence = seen[hash, default: 0] + 1
        seen[hash] = occurrence
        return occurrence == 1 ? "todotxt:\(hash)" : "todotxt:\(hash)#\(occurrence)"
    }

    /// FNV-1a, 64 bits, of the UTF-8 bytes of `text`, as 16 hexadecimal digits.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
