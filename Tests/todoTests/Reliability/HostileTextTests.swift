import Foundation
import TestSupport
import Testing

/// Titles holding terminal escapes and invisible characters are the user's data: stored as
/// given, escaped in JSON, and never written raw to a terminal.
@Suite struct HostileTextTests {
    /// Escape sequences (CSI, OSC), BEL, backspace, carriage return, other C0 and C1
    /// controls, DEL, a bidirectional override and a zero-width joiner, inside a title.
    static let title =
        "Pay \u{1B}[31mred\u{1B}[0m \u{1B}]0;owned\u{07} a\u{08}b c\rd \u{01}\u{1F}\u{85}\u{9B}2J \u{7F} \u{202E}txet\u{202C} 👩\u{200D}💻 end"

    /// Bytes that must never reach a terminal from a title: C0 controls but the line break,
    /// DEL, C1 controls, bidirectional controls and zero-width characters (as UTF-8).
    static func rawControls(in bytes: Data) -> [String] {
        var found: [String] = []
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        for scalar in scalars where scalar != "\n" && scalar.isInvisibleControlForTests {
            found.append(String(format: "U+%04X", scalar.value))
        }
        return found
    }

    @Test func hostileTitlesAreStoredExactlyAsGiven() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", Self.title)
        let exported = try scenario.succeed("export").stdout
        let titles = try JSONDecoder().decode([ExportedTitle].self, from: Data(exported.utf8)).map(\.title)
        #expect(titles == [Self.title])
    }

    @Test func jsonEscapesEveryControlAndInvisibleCharacter() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", Self.title)
        for output in [try scenario.succeed("export"), try scenario.succeed("list", "--json")] {
            #expect(Self.rawControls(in: output.stdoutBytes).isEmpty, "\(Self.rawControls(in: output.stdoutBytes))")
            #expect(output.stdout.contains(#"Pay \u001b[31mred\u001b[0m \u001b]0;owned\u0007"#))
        }
    }

    @Test func noFrontWritesARawTitleToTheTerminal() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", Self.title)
        let outputs = [
            try scenario.succeed("list"),
            try scenario.succeed("list", "--all"),
            try scenario.succeed("done", "1"),
            try scenario.succeed("undone", "1"),
            try scenario.succeed("repl", input: "list\nadd\n\(Self.title)\ntomorrow\ndone 2\n"),
        ]
        for output in outputs {
            #expect(Self.rawControls(in: output.stdoutBytes).isEmpty, "\(output.stdout)")
            #expect(Self.rawControls(in: Data(output.stderr.utf8)).isEmpty)
        }
        #expect(outputs[0].stdout.contains("Pay ␛[31mred␛[0m ␛]0;owned␇ a␈b c␍d ␁␟��2J ␡ �txet� 👩�💻 end"))
    }

    @Test func colourAddsOnlyTheProgramsOwnSequences() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", Self.title)
        let coloured = try scenario.succeed("list", "--color", "always").stdout
        let withoutOurs = coloured.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
        #expect(!withoutOurs.contains("\u{1B}"))
        #expect(Self.rawControls(in: Data(withoutOurs.utf8)).isEmpty)
    }

    @Test func aTitleOverTheLimitIsRefusedAndImportNamesTheEntry() throws {
        let scenario = try Scenario()
        let long = String(repeating: "x", count: 1_001)
        let refused = try scenario.run(["add", long])
        #expect(refused.status == 1)
        #expect(refused.stderr == "Error: the title is 1001 characters long; the limit is 1000, so shorten it\n")
        let json = "[{\"title\": \"fine\", \"due\": \"2026-11-20\"}, {\"title\": \"\(long)\", \"due\": \"2026-11-20\"}]"
        let imported = try scenario.run(["import", "-"], input: json)
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("entry 2: the title is 1001 characters long"))
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aNULInATitleIsRefusedOnEveryInputPathAndNothingIsStored() throws {
        let scenario = try Scenario()
        let repl = try scenario.run(["repl"], input: "add\nbefore\u{0}after\n\n")
        #expect(repl.status == 1)
        #expect(
            repl.stderr.contains(
                "line 2: the title contains a NUL character (U+0000), which cannot be stored; remove it"),
            "\(repl.stderr)")
        #expect(!repl.stdout.contains("Added"))
        let json = #"[{"title": "fine", "due": "2026-11-20"}, {"title": "before\u0000after", "due": "2026-11-20"}]"#
        let imported = try scenario.run(["import", "-"], input: json)
        #expect(imported.status == 1)
        #expect(
            imported.stderr
                == "Error: entry 2: the title contains a NUL character (U+0000), which cannot be stored; remove it; nothing was imported\n"
        )
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func tagCharactersAndInvisibleFillersNeverReachTheTerminalRaw() throws {
        let scenario = try Scenario()
        let title = "Flag \u{E0067}\u{E0062}\u{E007F} gap\u{180E}\u{3164}\u{FFA0}end"
        try scenario.succeed("add", title)
        let outputs = [
            try scenario.succeed("list"), try scenario.succeed("done", "1"),
            try scenario.succeed("repl", input: "list\nundone 1\n"),
        ]
        for output in outputs {
            #expect(Self.rawControls(in: output.stdoutBytes).isEmpty, "\(output.stdout)")
        }
        #expect(outputs[0].stdout.contains("Flag ��� gap���end"))
        let exported = try scenario.succeed("export")
        #expect(Self.rawControls(in: exported.stdoutBytes).isEmpty)
        let titles = try JSONDecoder().decode([ExportedTitle].self, from: exported.stdoutBytes).map(\.title)
        #expect(titles == [title])
    }
}

extension Unicode.Scalar {
    /// What the tests count as a raw control: C0 (but tab is excluded too), DEL, C1, the
    /// line and paragraph separators, bidirectional controls and zero-width characters.
    var isInvisibleControlForTests: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        case 0x180E, 0x3164, 0xFFA0, 0xE0000...0xE007F: true
        default: false
        }
    }
}
