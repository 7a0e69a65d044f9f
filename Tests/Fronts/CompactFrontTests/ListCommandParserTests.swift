import AppCore
import Presentation
import Testing

@testable import CompactFront

@Suite struct ListCommandParserTests {
    @Test(arguments: [
        ("list", ListScreenCommand.list(filterText: "", done: false)), ("ls", .list(filterText: "", done: false)),
        ("  LIST  ", .list(filterText: "", done: false)), ("tags", .intent(.showTags)),
        ("add", .intent(.add(name: nil))), ("add Buy  milk", .intent(.add(name: "Buy milk"))),
        ("done 3", .intent(.complete([3]))), ("done #3", .intent(.complete([3]))),
        ("done 3 5 7", .intent(.complete([3, 5, 7]))),
        ("undone 12", .intent(.reopen([12]))), ("undone 3 5", .intent(.reopen([3, 5]))),
        ("delete 4", .intent(.delete([4]))),
        ("rm 4 3", .intent(.delete([4, 3]))), ("done x", .intent(.completeMatching(filterText: "x"))),
        ("done +home milk", .intent(.completeMatching(filterText: "+home milk"))),
        ("undone +home", .intent(.reopenMatching(filterText: "+home"))),
        ("delete +old", .intent(.deleteMatching(filterText: "+old"))),
        ("postpone 3", .intent(.postpone([3], by: ""))), ("postpone 3 5 1w", .intent(.postpone([3, 5], by: "1w"))),
        ("postpone +home mon", .intent(.postponeMatching(filterText: "+home", by: "mon"))),
        ("note 3 Ask  about it", .intent(.addNote(3, line: "Ask  about it"))),
        (
            "edit +home --tag errands",
            .intent(.editMatching(filterText: "+home", ItemEdit(tags: .change(add: ["errands"], remove: []))))
        ),
        ("undo", .intent(.undo)), ("all", .intent(.toggleLater)), ("help", .help),
        ("?", .help), ("quit", .quit), ("exit", .quit), ("", .nothing), ("   ", .nothing),
    ])
    func commandsAndTheirShortForms(line: String, command: ListScreenCommand) throws {
        #expect(try ListCommandParser.parse(line).get() == command)
    }

    @Test(arguments: [
        ("frobnicate", ListCommandError.unknownCommand("frobnicate")),
        ("done", .missingNumber(command: "done")),
        ("done 0", .badNumber("0")),
        ("done -1", .badNumber("-1")),
        ("done 1.5", .badNumber("1.5")),
        ("done 99999999999999999999", .badNumber("99999999999999999999")),
        ("done ３", .badNumber("３")),
        ("done 1 x", .selection(.mixed(numbers: ["1"], words: ["x"]))),
        ("undo 3", .unexpectedArguments(command: "undo")),
        ("tags home", .unexpectedArguments(command: "tags")),
    ])
    func mistakesSayWhatToTypeInstead(line: String, error: ListCommandError) {
        #expect(ListCommandParser.parse(line) == .failure(error))
    }

    /// The words go to the List module as typed (it reads them, ``ItemFilter``'s grammar).
    @Test(arguments: [
        ("find milk", "milk"), ("find +home milk", "+home milk"), ("FIND  Milk   +Home", "Milk +Home"),
        ("find Café e-mail", "Café e-mail"), ("find C++", "C++"), ("find ?!", "?!"), ("find + -", "+ -"),
    ])
    func findHandsTheFilterTextToTheList(line: String, text: String) throws {
        #expect(try ListCommandParser.parse(line).get() == .intent(.filter(text: text)))
    }

    @Test func findAloneTakesTheFilterOff() throws {
        #expect(try ListCommandParser.parse("find").get() == .intent(.filter(text: "")))
        #expect(try ListCommandParser.parse("  find  ").get() == .intent(.filter(text: "")))
    }

    @Test(arguments: [
        ("list +home", ListScreenCommand.list(filterText: "+home", done: false)),
        ("ls milk +home", .list(filterText: "milk +home", done: false)),
        ("list --done", .list(filterText: "", done: true)), ("ls --DONE", .list(filterText: "", done: true)),
        ("list --done +work", .list(filterText: "+work", done: true)),
        ("list milk --done", .list(filterText: "milk", done: true)),
        ("list --done --done", .list(filterText: "", done: true)), ("list +", .list(filterText: "+", done: false)),
        ("find --done", .list(filterText: "", done: true)),
        ("find --done bread", .list(filterText: "bread", done: true)),
        ("FIND bread --Done", .list(filterText: "bread", done: true)),
    ])
    func listTakesAFilterAndDoneForTheCompletedItems(line: String, command: ListScreenCommand) throws {
        #expect(try ListCommandParser.parse(line).get() == command)
    }

    @Test(arguments: [
        ("list --bogus", ListCommandError.unknownOption(command: "list", option: "--bogus")),
        ("ls -d", .unknownOption(command: "ls", option: "-d")),
        ("list milk -x", .unknownOption(command: "list", option: "-x")),
        ("find --bogus", .unknownOption(command: "find", option: "--bogus")),
        ("find -milk", .unknownOption(command: "find", option: "-milk")),
    ])
    func anUnknownOptionIsRefused(line: String, error: ListCommandError) {
        #expect(ListCommandParser.parse(line) == .failure(error))
    }

    @Test func refusedFiltersSayWhatWasWrongAndWhatToTypeInstead() {
        #expect(
            ListCommandError.unknownOption(command: "list", option: "--bogus").description
                == "list does not take \"--bogus\"; type list --done for the completed items, "
                + "or list with words or +tags (list +home) for the items that match")
        #expect(
            ListCommandError.unknownOption(command: "find", option: "--bogus").description
                == "find does not take \"--bogus\"; type find with words or +tags (find milk +home), "
                + "or find --done with them for the completed items")
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
                if case .failure(let error) = ListCommandParser.parse(typed) { #expect(!error.description.isEmpty) }
            }
        }
    }
}
