/// A `todo add` whose title begins with `-` (`todo add "-5 kg goal"`): swift-argument-parser
/// reads the word as an option it does not know. This finds that word, so that the error
/// can point to `--` (`todo add -- "-5 kg goal"`).
enum DashedTitle {
    /// The options `todo add` takes (and those every command takes).
    static let addOptions: Set = [
        "--db", "--due", "--tag", "--priority", "-p", "--every", "--week-start", "--color", "--help", "-h",
    ]

    /// Those of them followed by a value.
    static let valueOptions: Set = ["--db", "--due", "--tag", "--priority", "-p", "--every", "--week-start", "--color"]

    /// The first word of a `todo add` command line, before any `--`, that begins with `-`
    /// and is none of `add`'s options (nor one written `--option=value`); `nil` for another
    /// command, or when there is none.
    static func find(in arguments: [String]) -> String? {
        guard UnknownCommand.firstCommandWord(arguments) == "add", let add = arguments.firstIndex(of: "add") else {
            return nil
        }
        var afterOption = false
        for word in arguments[(add + 1)...] {
            if word == "--" { return nil }
            // The value of an option (`--due -1d`) is no title.
            defer { afterOption = valueOptions.contains(word) }
            guard !afterOption, word.hasPrefix("-"), word != "-" else { continue }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if !addOptions.contains(name) { return word }
        }
        return nil
    }
}
