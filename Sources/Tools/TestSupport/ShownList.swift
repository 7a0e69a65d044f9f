/// One row of the list as a user sees it on a front: its section, number, title and day
/// label, read back from the text the front drew.
public struct ShownRow: Hashable, Sendable, CustomStringConvertible {
    /// The section the row is under: "Tomorrow".
    public let section: String
    /// The item's number.
    public let id: Int64
    /// The title as drawn.
    public let title: String
    /// The day label ("" for today).
    public let day: String

    /// Creates a row.
    public init(_ section: String, _ id: Int64, _ title: String, _ day: String = "") {
        self.section = section
        self.id = id
        self.title = title
        self.day = day
    }

    public var description: String { "\(section) | \(id) \(title) | \(day)" }
}

/// Reads the rows of a list out of the lines a front drew: a line that is a section title
/// (possibly followed by its count) starts a section; a line that starts with a number
/// is a row, its title and day label separated by two spaces or more (a priority mark
/// before the title, "!!! Pay rent", is part of the title).
public enum ShownList {
    /// The section titles, in list order.
    public static let sectionTitles = [
        "Overdue", "Today", "Tomorrow", "Later This Week", "Next Week", "Later", "Someday", "Done",
    ]
    /// How the messages of a list without rows begin: nothing due, nothing matching a
    /// filter, nothing done.
    public static let emptyListOpenings = [
        "Nothing due", "Nothing to do", "No open items match", "No done items match", "Nothing done yet",
    ]

    /// The rows `lines` show, in order.
    public static func rows(in lines: [String]) -> [ShownRow] {
        var section = ""
        var rows: [ShownRow] = []
        for line in lines {
            let text = line.split(separator: "│", omittingEmptySubsequences: false).first.map(String.init) ?? line
            let parts = columns(text)
            guard let first = parts.first else { continue }
            if sectionTitles.contains(first), parts.count == 1 || (parts.count == 2 && Int(parts[1]) != nil) {
                section = first
            } else if let id = Int64(first), parts.count >= 2 {
                // A priority mark in a column of its own is read as the start of the title.
                var rest = Array(parts.dropFirst())
                if rest.count > 1, rest[0].allSatisfy({ $0 == "!" }) { rest[0...1] = [rest[0] + " " + rest[1]] }
                rows.append(ShownRow(section, id, rest[0], rest.count > 1 ? rest[1...].joined(separator: "  ") : ""))
            }
        }
        return rows
    }

    /// The tags `lines` show, in order: each a `+tag` followed, after two spaces or more,
    /// by its count ("+home      2 open"), alone on its line or inside a box drawn with
    /// `│` (the wide tag picker).
    public static func tags(in lines: [String]) -> [ShownTag] {
        lines.flatMap { line in
            line.split(separator: "│", omittingEmptySubsequences: false).compactMap { part -> ShownTag? in
                let parts = columns(String(part))
                guard parts.count == 2, parts[0].hasPrefix("+"), parts[1].hasSuffix(" open"),
                    let count = Int(parts[1].dropLast(" open".count))
                else { return nil }
                return ShownTag(parts[0], count)
            }
        }
    }

    /// Whether `lines` hold any part of a list: a section title, or an empty-list message.
    public static func isList(_ lines: [String]) -> Bool {
        lines.contains { line in
            let parts = columns(line)
            return parts.first.map(sectionTitles.contains) == true && parts.count <= 2
        } || lines.contains { line in emptyListOpenings.contains { line.hasPrefix($0) } }
    }

    /// The text of `line` split at runs of two spaces or more, without the surrounding
    /// spaces.
    private static func columns(_ line: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2, !current.isEmpty {
                parts.append(current)
                current = ""
            } else if spaces == 1, !current.isEmpty {
                current.append(" ")
            }
            spaces = 0
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
