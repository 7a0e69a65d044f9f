import ArgumentParser

/// A command line whose first word names no command (`todo lsit`): swift-argument-parser
/// hands such a word to the default command, which `todo` keeps hidden (`start`), and
/// would report it with that command's usage. This names the word instead, with the
/// nearest visible command.
struct UnknownCommand: Error, CustomStringConvertible {
    /// The word given where a command was expected.
    let word: String
    /// The visible command nearest to it, if one is near enough to be a likely misspelling.
    let suggestion: String?

    /// "unknown command "lsit"; did you mean list? (see todo --help)".
    var description: String {
        let guess = suggestion.map { "; did you mean \($0)?" } ?? ""
        return "unknown command \"\(word)\"\(guess) (see todo --help)"
    }

    /// The options `todo` alone takes that are followed by a value (the `start` command's,
    /// which `todo` runs with no command): the word after one is its value, not a command.
    static let optionsWithValues: Set = ["--db", "--week-start", "--color"]

    /// The command line's first word that is neither an option nor an option's value, when
    /// it names no command; `nil` when it names one (or there is none).
    static func find(in arguments: [String], commands: [any ParsableCommand.Type]) -> UnknownCommand? {
        guard let word = firstCommandWord(arguments) else { return nil }
        let known = commands.flatMap { command in names(of: command) } + ["help"]
        guard !known.contains(word) else { return nil }
        let visible = commands.filter { command in command.configuration.shouldDisplay }
        return UnknownCommand(word: word, suggestion: nearest(to: word, among: visible))
    }

    /// The first word that is neither an option nor an option's value: where a command
    /// would be named.
    static func firstCommandWord(_ arguments: [String]) -> String? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if word == "--" { return arguments.dropFirst(index + 1).first }
            if !word.hasPrefix("-") || word == "-" { return word }
            index += optionsWithValues.contains(word) ? 2 : 1
        }
        return nil
    }

    /// A command's name and its aliases.
    private static func names(of command: any ParsableCommand.Type) -> [String] {
        [command._commandName] + command.configuration.aliases
    }

    /// The command whose name or alias is fewest edits away from `word` (a swap of two
    /// neighbouring letters is one edit), if at most two edits and fewer than its length.
    private static func nearest(to word: String, among commands: [any ParsableCommand.Type]) -> String? {
        let typed = Array(word.lowercased())
        var best: (name: String, distance: Int)?
        for command in commands {
            for name in names(of: command) {
                let distance = EditDistance.between(typed, Array(name))
                if distance < (best?.distance ?? Int.max) { best = (command._commandName, distance) }
            }
        }
        guard let best, best.distance <= 2, best.distance < typed.count else { return nil }
        return best.name
    }
}

/// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbouring characters each count one.
enum EditDistance {
    static func between(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
