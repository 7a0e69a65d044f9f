import AppCore
import ArgumentParser

/// The item numbers that `done`, `undone` and `delete` take: one or more.
struct ItemArguments: ParsableArguments {
    /// Read as words, so that `-1` reaches the check below instead of being taken for an
    /// option (options these commands do not take arrive here too, and are named as such).
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The items' numbers, as shown by `todo list` (one or more).", valueName: "id"),
        completion: ShellCompletion.itemNumbers)
    var words: [String] = []

    /// The numbers, checked.
    var ids: [Int64] { (try? Self.numbers(words)) ?? [] }

    func validate() throws {
        _ = try Self.numbers(words)
    }

    /// The item numbers `words` name, or why they do not: the one check of these
    /// commands' arguments, which ``HotCommandLine`` makes too.
    static func numbers(_ words: [String]) throws -> [Int64] {
        guard !words.isEmpty else { throw ValidationError(CommandWording.needsItemNumbers) }
        return try words.map(number)
    }

    /// The item number `word` names (``AppCore/ItemNumber``), or why it names none: a word
    /// starting with `-` that is no negative number is an option these commands do not take.
    static func number(_ word: String) throws -> Int64 {
        if word.hasPrefix("-"), !word.dropFirst().allSatisfy(\.isNumber) || word == "-" {
            throw ValidationError(CommandWording.unknownOption(word))
        }
        do { return try ItemNumber.read(word) } catch { throw ValidationError(error.description) }
    }
}

/// The one item number that `show` and `edit` take.
struct ItemArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("The item's number, as shown by `todo list`.", valueName: "id"),
        completion: ShellCompletion.itemNumbers)
    var word: String

    /// The number, checked.
    var id: Int64 { (try? ItemArguments.number(word)) ?? 0 }

    func validate() throws {
        _ = try ItemArguments.number(word)
    }
}
