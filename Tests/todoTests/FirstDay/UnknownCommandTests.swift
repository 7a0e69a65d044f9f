import Foundation
import Testing

/// A misspelt command is named, the nearest real one suggested, and the hidden `start`
/// command (what `todo` alone runs) never shown.
@Suite struct UnknownCommandTests {
    @Test(arguments: [
        (["lsit"], "list"), (["ad", "Buy milk"], "add"), (["expotr"], "export"), (["dne", "3"], "done"),
        (["--db", "x.sqlite", "lsit"], "list"), (["udno"], "undo"), (["wdie"], "wide"),
    ])
    func aMisspeltCommandSuggestsTheNearestOne(arguments: [String], suggestion: String) throws {
        let scenario = try Scenario()
        let result = try scenario.run(arguments)
        let word = arguments.first { !$0.hasPrefix("-") && $0 != "x.sqlite" } ?? ""
        #expect(result.status == 64)
        #expect(result.stderr == "Error: unknown command \"\(word)\"; did you mean \(suggestion)? (see todo --help)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func aWordNothingLikeACommandIsNamedWithoutAGuess() throws {
        let result = try Scenario().run(["xyzzy"])
        #expect(result.status == 64)
        #expect(result.stderr == "Error: unknown command \"xyzzy\" (see todo --help)\n")
    }

    @Test(arguments: [["lsit"], ["--bogus"], ["--week-start", "friday"], ["--color", "sometimes"]])
    func theHiddenStartCommandIsNeverShown(_ arguments: [String]) throws {
        let result = try Scenario().run(arguments)
        #expect(result.status != 0)
        for shown in [result.stderr, result.stdout] {
            #expect(!shown.contains("todo start") && !shown.contains("Usage:"), "\(shown)")
        }
        #expect(result.stderr.hasSuffix(" (see todo --help)\n"))
    }

    @Test func anUnknownWordIsNotStored() throws {
        let scenario = try Scenario()
        _ = try scenario.run(["lsit"])
        #expect(!FileManager.default.fileExists(atPath: scenario.folder.file("todo.sqlite")))
    }
}
