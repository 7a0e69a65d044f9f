import Foundation
import TestSupport
import Testing

/// Whatever arrives on the REPL's input, it neither crashes nor hangs, and carries on.
@Suite struct HostileInputTests {
    func runREPL(_ input: Data, database: Scenario) throws -> TodoBinary.Result {
        let result = try database.todo.run(["repl"], inputData: input, timeout: 120)
        #expect(result.status == 0 || result.status == 1, "the REPL ended with status \(result.status)")
        return result
    }

    @Test func randomBytesNeitherCrashNorHang() throws {
        var random = SeededRandom()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let scenario = try Scenario()
        // The bytes may leave the REPL anywhere, in the Add screen too ("add" at the start of
        // a line, then a name and dates it cannot read): three line breaks end the last line
        // and any add in progress, whichever prompt it is at, before the add that must work.
        let input = Self.withoutQuitLines(bytes) + Data("\n\n\nadd\nstill works\n\n".utf8)
        _ = try runREPL(input, database: scenario)
        #expect(try scenario.succeed("export").stdout.contains("still works"), "seed \(random.seed)")
    }

    /// `bytes` without the lines that are a quit command ("q" alone, one time in a hundred
    /// runs): those end the session as asked, and this test is about what does not.
    static func withoutQuitLines(_ bytes: [UInt8]) -> Data {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let kept = lines.filter { line in
            let words = String(decoding: line, as: UTF8.self).split(whereSeparator: \.isWhitespace)
            return !(words.count == 1 && ["q", "quit", "exit"].contains(words[0].lowercased()))
        }
        return Data(kept.joined(separator: [UInt8(ascii: "\n")]))
    }

    @Test func aQuitLineAmongRandomBytesIsTakenOutOfTheInput() {
        let bytes = Array("x\u{1}y\n Q \nquit\nqq\n".utf8)
        #expect(Self.withoutQuitLines(bytes) == Data("x\u{1}y\nqq\n".utf8))
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() throws {
        let scenario = try Scenario()
        var input = Data("add\n".utf8)
        input.append(contentsOf: [0x42, 0xC3, 0x28, 0xE2, 0x82, 0xFF, 0xED, 0xA0, 0x80, 0x0A, 0x0A])
        _ = try runREPL(input, database: scenario)
        let export = try scenario.succeed("export").stdout
        #expect(export.contains("\"title\": \"B\u{FFFD}("))
    }

    @Test func aOneMegabyteLineIsOneBadLineAndTheSessionGoesOn() throws {
        let scenario = try Scenario()
        let line = String(repeating: "x", count: 1 << 20)
        let result = try runREPL(Data("\(line)\nadd\nafter the long line\n\n".utf8), database: scenario)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("line 1: unknown command"))
        #expect(result.stderr.count < 2_000, "the message repeats the whole line")
        #expect(try scenario.succeed("export").stdout.contains("after the long line"))
    }

    @Test func aOneMegabyteTitleIsRefusedAndTheSessionGoesOn() throws {
        let scenario = try Scenario()
        let title = String(repeating: "y", count: 1 << 20)
        let result = try runREPL(Data("add\n\(title)\n\n\nadd\nshort\n\n".utf8), database: scenario)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the title is 1048576 characters long"))
        #expect(try scenario.succeed("export").stdout.contains("\"short\""))
    }

    @Test func thousandsOfCommandsRunToTheEnd() throws {
        let scenario = try Scenario()
        let commands = (0..<3_000).map { number in
            ["list", "help", "done \(number)", "all", "bogus", "add", "item \(number)", ""][number % 8]
        }
        let result = try runREPL(Data((commands.joined(separator: "\n") + "\n").utf8), database: scenario)
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 2997"))
        #expect(try scenario.succeed("export").stdout.contains("\"item 2998\""))
    }
}
