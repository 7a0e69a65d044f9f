import Foundation

/// Which of the files `todo import` reads a text is, from its first characters, when that is
/// unambiguous (Docs/Decisions.md, "import recognises the format"):
/// - `BEGIN:VCALENDAR` first: an iCalendar file;
/// - a JSON array (or a Taskwarrior object a line): todo's JSON when its first entry has a
///   `title`, a Taskwarrior export when it has a `description` or a `uuid` and no `title`;
///   an empty array is todo's JSON (it holds nothing either way);
/// - text that starts as a task does (a word, a date, `(A)`, `+tag`): a todo.txt file.
///
/// Nothing is recognised in empty input, or JSON whose first entry says neither.
public enum TransferFormatRecognition {
    /// The most bytes of the first entry looked at: enough for any real entry, and a
    /// million items' file is not read whole twice.
    static let entryLimit = 65_536

    /// The format `data` is written in, or `nil` when that cannot be told.
    public static func format(of data: Data) -> TransferFormat? {
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return nil }
        let text = bytes[start...]
        if text.prefix(15).map({ $0 | 0x20 }) == Array("begin:vcalendar".utf8) { return .ical }
        switch text.first {
        case UInt8(ascii: "["):
            guard let open = text.dropFirst().firstIndex(where: { !isSpace($0) }) else { return nil }
            if text[open] == UInt8(ascii: "]") { return .json }
            guard text[open] == UInt8(ascii: "{") else { return nil }
            return entryFormat(text[open...])
        case UInt8(ascii: "{"):
            return entryFormat(text) == .json ? .json : .taskwarrior
        default:
            return startsLikeATask(text) ? .todotxt : nil
        }
    }

    /// Whether `text` starts as a todo.txt line does: with a letter or a digit (a word, `x`,
    /// a date), `(` (a priority), `+` or `@` (a tag).
    private static func startsLikeATask(_ text: Data.SubSequence) -> Bool {
        guard let first = String(decoding: text.prefix(4), as: UTF8.self).unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || ("0"..."9").contains(first) || "(+@".unicodeScalars.contains(first)
    }

    /// Which format the object at the start of `text` is an entry of.
    private static func entryFormat(_ text: Data.SubSequence) -> TransferFormat? {
        guard let end = objectEnd(text),
            let object = try? JSONSerialization.jsonObject(with: Data(text[..<end])) as? [String: Any]
        else { return nil }
        if object["title"] != nil { return .json }
        if object["description"] != nil || object["uuid"] != nil { return .taskwarrior }
        return nil
    }

    /// Where the object that `text` starts with ends (just after its `}`), within
    /// ``entryLimit`` bytes; `nil` when it does not.
    private static func objectEnd(_ text: Data.SubSequence) -> Data.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        for index in text.indices.prefix(entryLimit) {
            let byte = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            default: break
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension TransferFormat {
    /// How an error names the format: "todo's JSON", "a Taskwarrior export".
    var described: String {
        switch self {
        case .json: "todo's JSON (todo export)"
        case .taskwarrior: "a Taskwarrior export"
        case .todotxt: "a todo.txt file"
        case .ical: "an iCalendar file"
        }
    }
}
