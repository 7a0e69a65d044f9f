import Presentation
import Testing

@testable import CompactFront

@Suite struct ListCommandParserTests {
    @Test(arguments: [
        ("list", ListScreenCommand.intent(.refresh)), ("ls", .intent(.refresh)), ("  LIST  ", .intent(.refresh)),
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
        ("list everything", .unexpectedArguments(command: "list")),
    ])
    func mistakesSayWhatToTypeInstead(line: String, error: ListCommandError) {
        #expect(ListCommandParser.parse(line) == .failure(error))
    }

    @Test func anyInputGivesACommandOrAMessageWithoutCrashing() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let scalars = (0..<Int.random(in: 0...40, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &generator))
            }
            var line = String.UnicodeScalarView()
            line.append(contentsOf: scalars)
            switch ListCommandParser.parse(String(line)) {
            case .success: break
            case .failure(let error): #expect(!error.description.isEmpty)
            }
        }
    }
}
