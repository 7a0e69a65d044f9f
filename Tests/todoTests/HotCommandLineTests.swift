import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import todo

/// The short cut for the hot commands (``HotCommandLine``) and swift-argument-parser read
/// every command line the same way: argument lists generated from every subcommand's
/// definition (its options, flags and arguments as `todo --experimental-dump-help`
/// describes them, with good and bad values) go to both, and wherever the short cut
/// answers, swift-argument-parser must give a command whose request is the same.
@Suite struct HotCommandLineTests {
    /// The forms people type most: each must take the short cut.
    static let plainLines: [[String]] = [
        ["list"], ["ls"], ["list", "+home"], ["list", "--all", "milk"], ["list", "--done", "+work"],
        ["list", "--json"], ["list", "--week-start", "monday", "--color", "never"],
        ["list", "--db", "/tmp/hot.sqlite", "Café"],
        ["add", "Buy", "milk"], ["add", "Buy", "milk", "--due", "tomorrow"],
        ["add", "Call mum", "--due", "fri", "-p", "high"],
        ["add", "Pay rent", "--due", "2026-12-01", "--every", "month"],
        ["add", "Buy milk +shopping", "--tag", "home", "--tag", "errands", "--priority", "low"],
        ["add", "Someday maybe", "-p", "none"], ["add", "Renew passport", "--due", "wed", "--start", "mon"],
        ["add", "Bench", "--due", "-1d"],
        ["done", "3"], ["done", "3", "5", "7"], ["done", "#3", "007"], ["undone", "2"], ["delete", "4"], ["rm", "4"],
        ["undo"], ["undo", "--db", "/tmp/hot.sqlite"], ["done", "--db", "/tmp/hot.sqlite", "1"],
    ]

    @Test func thePlainFormsOfTheHotCommandsTakeTheShortCutAndMeanWhatTheParserReads() throws {
        for line in Self.plainLines {
            let fast = try #require(HotCommandLine.request(line), "no short cut for \(line)")
            let parsed = try TodoCommand.parseAsRoot(line)
            #expect(Self.request(of: parsed) == fast, "\(line)")
        }
    }

    @Test func everyGeneratedLineOfEveryCommandReadsTheSameBothWays() throws {
        let commands = try Self.definedCommands()
        #expect(commands.count >= 13, "read from --experimental-dump-help: \(commands.map(\.names))")
        var random = SeededRandom(seed: 18)
        var shortCuts: [String: Int] = [:]
        for command in commands {
            for name in command.names {
                for round in 0..<120 {
                    let line = [name] + command.randomWords(plain: round.isMultiple(of: 2), using: &random)
                    let parsed = try? TodoCommand.parseAsRoot(line)
                    guard let fast = HotCommandLine.request(line) else { continue }
                    shortCuts[command.names[0], default: 0] += 1
                    guard let parsed else {
                        Issue.record("the short cut read \(line), which swift-argument-parser refuses")
                        continue
                    }
                    #expect(Self.request(of: parsed) == fast, "\(line)")
                }
            }
        }
        // The test reaches the short cut for each hot command, and no other.
        #expect(
            Set(shortCuts.keys) == ["list", "add", "done", "undone", "delete", "postpone", "undo"], "\(shortCuts)")
        #expect(shortCuts.values.allSatisfy { $0 >= 10 }, "\(shortCuts)")
    }

    @Test func aRequestCarriesEveryValueTheParserRead() throws {
        let parsed = try TodoCommand.parseAsRoot([
            "add", "Buy", "milk", "--due", "tomorrow", "--tag", "home", "-p", "h", "--every", "week", "--db", "/tmp/a",
        ])
        let expected = AddRequest(
            db: "/tmp/a", words: ["Buy", "milk"], due: "tomorrow", tags: ["home"], priority: "h", every: "week")
        #expect(Self.request(of: parsed) == .add(expected))
        let list = try TodoCommand.parseAsRoot(["ls", "--done", "+work", "--week-start", "monday", "--color", "never"])
        let listed = ListRequest(weekStart: .monday, color: .never, filter: ["+work"], done: true)
        #expect(Self.request(of: list) == .list(listed))
        #expect(Self.request(of: try TodoCommand.parseAsRoot(["rm", "4", "5"])) == .intent(.delete([4, 5]), db: nil))
    }

    /// Options before the command (`todo --db x list`) are moved after its name, so that the
    /// short cut and swift-argument-parser read the line as they read it written that way.
    @Test func optionsBeforeTheCommandAreReadAsAfterIt() throws {
        let moved: [([String], [String])] = [
            (["--db", "/tmp/a", "list"], ["list", "--db", "/tmp/a"]),
            (["--db=/tmp/a", "ls", "+home"], ["ls", "--db=/tmp/a", "+home"]),
            (
                ["--week-start", "monday", "--color", "never", "list", "--all"],
                ["list", "--week-start", "monday", "--color", "never", "--all"]
            ),
            (["--db", "/tmp/a", "done", "3"], ["done", "--db", "/tmp/a", "3"]),
            (
                ["--db", "/tmp/a", "add", "Buy milk", "--due", "fri"],
                ["add", "--db", "/tmp/a", "Buy milk", "--due", "fri"]
            ),
            (["--db", "/tmp/a", "show", "3"], ["show", "--db", "/tmp/a", "3"]),
        ]
        for (line, expected) in moved {
            #expect(LeadingOptions.movedAfterCommand(line) == expected, "\(line)")
        }
        let fast = try #require(HotCommandLine.request(LeadingOptions.movedAfterCommand(["--db", "/tmp/a", "list"])))
        #expect(fast == .list(ListRequest(db: "/tmp/a")))
        #expect(Self.request(of: try TodoCommand.parseAsRoot(["list", "--db", "/tmp/a"])) == fast)
        let unchanged: [[String]] = [
            ["--db", "/tmp/a"], ["--db", "list"], ["--db", "/tmp/a", "lsit"], ["--help", "list"], ["--db"],
            ["--db", "/tmp/a", "--", "list"], ["list", "--db", "/tmp/a"], ["--db", "/tmp/a", "help", "list"],
        ]
        for line in unchanged {
            #expect(LeadingOptions.movedAfterCommand(line) == line, "\(line)")
        }
    }

    /// A new option on a hot command must reach its request (or it would change nothing):
    /// each option and flag the definitions list, given on a plain line, changes the request.
    @Test func everyOptionOfAHotCommandReachesItsRequest() throws {
        let plain = [
            "list": ["list"], "add": ["add", "x"], "done": ["done", "3"], "undone": ["undone", "3"],
            "delete": ["delete", "3"], "undo": ["undo"],
        ]
        for command in try Self.definedCommands() {
            guard let base = plain[command.names[0]] else { continue }
            let before = try #require(Self.request(of: try TodoCommand.parseAsRoot(base)), "\(base)")
            for words in command.optionWords {
                let line = base + words
                let after = Self.request(of: try TodoCommand.parseAsRoot(line))
                #expect(after != nil && after != before, "\(line) makes the same request as \(base)")
            }
        }
    }

    /// The request a command parsed by swift-argument-parser makes; `nil` for the others.
    static func request(of command: any ParsableCommand) -> CommandRequest? {
        (command as? any RequestingCommand)?.request
    }

    /// Every subcommand's names and arguments, from swift-argument-parser's own description.
    static func definedCommands() throws -> [DefinedCommand] {
        let json: String
        do {
            _ = try TodoCommand.parseAsRoot(["--experimental-dump-help"])
            throw DumpFailure()
        } catch {
            json = TodoCommand.fullMessage(for: error)
        }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tool = try #require(root["command"] as? [String: Any])
        let subcommands = try #require(tool["subcommands"] as? [[String: Any]])
        return subcommands.compactMap(DefinedCommand.init)
    }

    private struct DumpFailure: Error {}
}

/// One subcommand as its definition describes it, and random argument lists for it.
struct DefinedCommand {
    let names: [String]
    /// Each argument's possible word groups: `--db PATH`, `--all`, a title word...
    let choices: [[[String]]]
    /// The same with only good values, and without words no definition has.
    let plainChoices: [[[String]]]

    init?(_ json: [String: Any]) {
        guard let name = json["commandName"] as? String, name != "help" else { return nil }
        names = [name] + (json["aliases"] as? [String] ?? [])
        let arguments = json["arguments"] as? [[String: Any]] ?? []
        plainChoices = arguments.compactMap { Self.choices($0, plain: true) }
        var choices: [[[String]]] = arguments.compactMap { Self.choices($0, plain: false) }
        // Words no definition has, which the short cut must leave to swift-argument-parser.
        choices.append([["--nope"], ["-x"], ["--"], ["-h"], ["--help"], ["help"], ["-"], ["--version"]])
        self.choices = choices
    }

    /// Each option with a good value, and each flag, but help and version.
    var optionWords: [[String]] {
        plainChoices.compactMap { choice in choice.first { $0.first?.hasPrefix("--") ?? false } }
    }

    /// Up to five word groups; `plain` ones are the forms people type.
    func randomWords(plain: Bool, using random: inout SeededRandom) -> [String] {
        let choices = plain && !plainChoices.isEmpty ? plainChoices : choices
        return (0..<Int.random(in: 0..<6, using: &random)).flatMap { _ in
            let argument = choices[Int.random(in: 0..<choices.count, using: &random)]
            return argument[Int.random(in: 0..<argument.count, using: &random)]
        }
    }

    private static func choices(_ argument: [String: Any], plain: Bool) -> [[String]]? {
        guard let kind = argument["kind"] as? String, argument["shouldDisplay"] as? Bool ?? true else { return nil }
        let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
            guard let text = name["name"] as? String else { return nil }
            return (name["kind"] as? String) == "short" ? "-\(text)" : "--\(text)"
        }
        if plain, names.contains("--help") || names.contains("--version") { return nil }
        switch kind {
        case "flag":
            return names.map { [$0] }
        case "option":
            let long = names.first { $0.hasPrefix("--") } ?? ""
            let values = samples[String(long.dropFirst(2))] ?? ["x", "-x"]
            if plain { return names.flatMap { name in values.prefix(2).map { [name, $0] } } }
            return names.flatMap { name in values.map { [name, $0] } + [[name], ["\(name)=\(values[0])"]] }
        default:
            let numbers = ["id", "id-or-filter"].contains(argument["valueName"] as? String ?? "")
            let words =
                plain
                ? (numbers ? ["3", "12", "7"] : plainPositionalSamples)
                : (numbers ? ["3", "12"] : []) + positionalSamples
            return words.map { [$0] }
        }
    }

    /// Good and bad values of each option, by its long name.
    private static let samples: [String: [String]] = [
        "db": ["/tmp/hot.sqlite", "postgres://me@db.example.net/todo", "", "-x", "--json"],
        "week-start": ["monday", "sunday", "Monday", "friday"],
        "color": ["auto", "always", "never", "sometimes"],
        "due": ["tomorrow", "fri", "-1d", "--db", "2026-12-01", ""],
        "tag": ["home", "a b", "-x"],
        "priority": ["high", "h", "none", "urgent", "-1"],
        "every": ["week", "mon,thu", "-x"],
    ]

    /// Words people give the arguments that are not options.
    private static let plainPositionalSamples = ["Buy", "milk", "+home", "3", "12", "Café"]

    /// Words for the arguments that are not options: titles, filters, item numbers.
    private static let positionalSamples = [
        "Buy", "milk", "+home", "3", "12", "0", "-1", "3x", "#3", "+3", "help", "list", "--", "-", "Café", "",
    ]
}
