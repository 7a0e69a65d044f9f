import AppCore
import Presentation
import Testing

@testable import CompactFront

@Suite struct ListCommandParserTests {
    @Test(arguments: [
        ("list", ListScreenCommand.list(filter: nil, done: false)), ("ls", .list(filter: nil, done: false)),
        ("  LIST  ", .list(filter: nil, done: false)), ("tags", .intent(.showTags)),
        ("add", .intent(.add(name: nil))), ("add Buy  milk", .intent(.add(name: "Buy milk"))),
        ("done 3", .intent(.complete([3]))), ("done #3", .intent(.complete([3]))),
        ("done 3 5 7", .intent(.complete([3, 5, 7]))),
        ("undone 12", .intent(.reopen([12]))), ("undone 3 5", .intent(.reopen([3, 5]))),
        ("delete 4", .intent(.delete([4]))),
        ("rm 4 3", .intent(.delete([4, 3]))), ("undo", .intent(.undo)), ("all", .intent(.toggleLater)), ("help", .help),
        ("?", .help), ("quit", .quit), ("exit", .quit), ("", .nothing), ("   ", .nothing),
    ])
    func commandsAndTheirShortForms(line: String, command: ListScreenCommand) throws {
        #expect(try ListCommandParser.parse(line).get() == command)
    }

    @Test(arguments: [
        ("frobnicate", ListCommandError.unknownCommand("frobnicate")),
        ("done", .missingNumber(command: "done")),
        ("done x", .badNumber("x")),
        ("done 0", .badNumber("0")),
        ("done -1", .badNumber("-1")),
        ("done 1.5", .badNumber("1.5")),
        ("done 99999999999999999999", .badNumber("99999999999999999999")),
        ("done ３", .badNumber("３")),
        ("done 1 x", .badNumber("x")),
        ("undo 3", .unexpectedArguments(command: "undo")),
        ("tags home", .unexpectedArguments(command: "tags")),
    ])
    func mistakesSayWhatToTypeInstead(line: String, error: ListCommandError) {
        #expect(ListCommandParser.parse(line) == .failure(error))
    }

    @Test(arguments: [
        ("find milk", ItemFilter(tags: [], words: ["milk"])),
        ("find +home milk", ItemFilter(tags: ["home"], words: ["milk"])),
        ("FIND  Milk   +Home", ItemFilter(tags: ["home"], words: ["milk"])),
        ("find Café e-mail", ItemFilter(tags: [], words: ["cafe", "e", "mail"])),
        ("find C++", ItemFilter(tags: [], words: ["c"])),
    ])
    func findFiltersTheListByTagsAndWords(line: String, filter: ItemFilter) throws {
        #expect(try ListCommandParser.parse(line).get() == .intent(.filter(filter)))
    }

    @Test func findAloneTakesTheFilterOff() throws {
        #expect(try ListCommandParser.parse("find").get() == .intent(.filter(nil)))
        #expect(try ListCommandParser.parse("  find  ").get() == .intent(.filter(nil)))
    }

    @Test(arguments: [
        ("list +home", ListScreenCommand.list(filter: ItemFilter(tags: ["home"], words: []), done: false)),
        ("ls milk +home", .list(filter: ItemFilter(tags: ["home"], words: ["milk"]), done: false)),
        ("list --done", .list(filter: nil, done: true)), ("ls --DONE", .list(filter: nil, done: true)),
        ("list --done +work", .list(filter: ItemFilter(tags: ["work"], words: []), done: true)),
        ("list milk --done", .list(filter: ItemFilter(tags: [], words: ["milk"]), done: true)),
        ("list --done --done", .list(filter: nil, done: true)),
    ])
    func listTakesAFilterAndDoneForTheCompletedItems(line: String, command: ListScreenCommand) throws {
        #expect(try ListCommandParser.parse(line).get() == command)
    }

    @Test(arguments: [
        ("list --bogus", ListCommandError.unknownOption(command: "list", option: "--bogus")),
        ("ls -d", .unknownOption(command: "ls", option: "-d")),
        ("list milk -x", .unknownOption(command: "list", option: "-x")),
        ("find --done", .unknownOption(command: "find", option: "--done")),
        ("find -milk", .unknownOption(command: "find", option: "-milk")),
        ("find ?!", .nothingToFind(command: "find", text: "?!")),
        ("find + -", .nothingToFind(command: "find", text: "+ -")),
        ("find ... ,,, ;", .nothingToFind(command: "find", text: "... ,,, ;")),
        ("list +", .nothingToFind(command: "list", text: "+")),
        ("list --done !!!", .nothingToFind(command: "list", text: "!!!")),
    ])
    func aFilterWithNothingToFindOrAnUnknownOptionIsRefused(line: String, error: ListCommandError) {
        #expect(ListCommandParser.parse(line) == .failure(error))
    }

    @Test func refusedFiltersSayWhatWasWrongAndWhatToTypeInstead() {
        #expect(
            ListCommandError.unknownOption(command: "list", option: "--bogus").description
                == "list does not take \"--bogus\"; type list --done for the completed items, "
                + "or list with words or +tags (list +home) for the items that match")
        #expect(
            ListCommandError.unknownOption(command: "find", option: "--done").description
                == "find does not take \"--done\"; type find with words or +tags (find milk +home), "
                + "or list --done for the completed items")
        #expect(
            ListCommandError.nothingToFind(command: "find", text: "?!").description
                == "\"?!\" has no letter or digit to look for; type find with words or +tags (find milk +home), "
                + "or find alone to show every item")
        #expect(
            ListCommandError.unknownOption(command: "list", option: "--all").description
                == "list does not take \"--all\"; to show items due after next week too, type all")
        #expect(
            ListCommandError.unexpectedArguments(command: "tags").description
                == "tags takes nothing after it; to show the items with a tag, type list +TAG")
    }

    @Test func tabCompletesTheNewCommands() {
        #expect(["find", "tags"].allSatisfy(ListScreenCommand.words.contains))
    }

    @Test func anyInputGivesACommandOrAMessageWithoutCrashing() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let scalars = (0..<Int.random(in: 0...40, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &generator))
            }
            var line = String.UnicodeScalarView()
            line.append(contentsOf: scalars)
            for typed in [String(line), "find " + String(line), "list --done " + String(line)] {
                switch ListCommandParser.parse(typed) {
                case .success(.intent(.filter(let filter?))), .success(.list(let filter?, _)):
                    #expect(!filter.isEmpty)
                case .success: break
                case .failure(let error): #expect(!error.description.isEmpty)
                }
            }
        }
    }
}
