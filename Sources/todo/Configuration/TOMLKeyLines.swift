/// The line on which each top-level key of a TOML file is written.
///
/// TOMLKit's values do not carry their place in the file, so the settings file's messages
/// find it by reading the text: before the first table header, a line that begins with a
/// key (bare, or in quotes) followed by `=` or `.` (a dotted key) names that key; a table
/// header (`[name]`, `[name.sub]`, `[[name]]`) names its first part. The first such line
/// wins. It is a scan of the lines, not a parser: a line inside a multi-line string that
/// looks like `key = value` can be taken for one, which only affects a message's line.
enum TOMLKeyLines {
    /// Each top-level key named in `text`, with the number (from 1) of the first line that
    /// names it.
    static func find(in text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        var inTable = false
        for (index, rawLine) in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ).enumerated() {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            let key: String?
            if line.first == "[" {
                inTable = true
                key = leadingKey(line.drop { $0 == "[" || $0 == " " || $0 == "\t" }, followedBy: [".", "]"])
            } else if inTable {
                key = nil
            } else {
                key = leadingKey(line, followedBy: [".", "="])
            }
            if let key, lines[key] == nil { lines[key] = index + 1 }
        }
        return lines
    }

    /// The key `text` begins with, when what follows it (after spaces) is one of `ends`.
    private static func leadingKey(_ text: Substring, followedBy ends: Set<Character>) -> String? {
        let key: String
        let rest: Substring
        if let quote = text.first, quote == "\"" || quote == "'" {
            let body = text.dropFirst()
            guard let close = body.firstIndex(of: quote) else { return nil }
            key = String(body[..<close])
            rest = body[body.index(after: close)...]
        } else {
            let bare = text.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
            guard !bare.isEmpty else { return nil }
            key = String(bare)
            rest = text.dropFirst(bare.count)
        }
        guard let next = rest.first(where: { $0 != " " && $0 != "\t" }), ends.contains(next) else { return nil }
        return key
    }
}
