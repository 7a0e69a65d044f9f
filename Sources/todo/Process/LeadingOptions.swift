import ArgumentParser

/// The options `todo` alone takes, given before a command (`todo --db x.sqlite list`, the
/// order git and Taskwarrior take): moved after the command's name, so that the line is
/// the one the command reads (`todo list --db x.sqlite`), for ``HotCommandLine`` and
/// swift-argument-parser alike. A command that does not take one of them refuses it as it
/// would after its name. Any other line, `todo --db x.sqlite` alone included, is left as
/// it is.
enum LeadingOptions {
    /// `arguments` (without the program's name) with the options before the command moved
    /// after its name; unchanged unless every word before the first that is no option is
    /// one of those options (`--db PATH` or `--db=PATH`) and that word names a command.
    static func movedAfterCommand(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, first.hasPrefix("--") else { return arguments }
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if UnknownCommand.optionsWithValues.contains(word) {
                index += 2
            } else if UnknownCommand.optionsWithValues.contains(where: { word.hasPrefix($0 + "=") }) {
                index += 1
            } else {
                break
            }
        }
        guard index < arguments.endIndex, commandNames().contains(arguments[index]) else { return arguments }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// Every command's name and alias.
    private static func commandNames() -> Set<String> {
        Set(
            TodoCommand.configuration.subcommands.flatMap { command in
                [command._commandName] + command.configuration.aliases
            })
    }
}
