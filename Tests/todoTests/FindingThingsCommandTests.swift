import Foundation
import TestSupport
import Testing

/// Issue 31's "Finding things", items 5 and 6, through the real binary: filters find words
/// and tags with signs as typed, and one tag rule reads titles, filters and imports alike.
/// Today is Thursday 2026-11-19, 09:30 UTC.
@Suite struct FindingThingsCommandTests {
    /// The open items `todo list` shows for `filter`, as "number title" without the row's
    /// spacing.
    func found(_ scenario: Scenario, _ filter: String...) throws -> [String] {
        let listed = try scenario.run(["list", "--all"] + filter)
        #expect(listed.status == 0, "\(filter): \(listed.stderr)")
        return listed.stdout.split(separator: "\n")
            .filter { $0.hasPrefix("  ") }
            .map { $0.split(separator: " ").joined(separator: " ") }
    }

    @Test func wordsAndTagsWithSignsInsideAreFoundAsTyped() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Learn C++ +dev/ops")
        try scenario.succeed("add", "Call Carla about the car")
        try scenario.succeed("add", "Send the e-mail")
        try scenario.succeed("add", "Read about C# +C++")
        try scenario.succeed("add", "Update node.js")
        #expect(try found(scenario, "C++") == ["1 Learn C++ +dev/ops"])
        #expect(try found(scenario, "+C++") == ["4 Read about C# +C++"])
        #expect(try found(scenario, "c#") == ["4 Read about C# +C++"])
        #expect(try found(scenario, "+dev/ops") == ["1 Learn C++ +dev/ops"])
        #expect(try found(scenario, "e-mail") == ["3 Send the e-mail"])
        #expect(try found(scenario, "mail") == ["3 Send the e-mail"])
        #expect(try found(scenario, "node.js") == ["5 Update node.js"])
        let line = try scenario.succeed("list", "C++").stdout.split(separator: "\n").first
        #expect(line == "Showing items matching c++; type todo list to show every item")
    }

    @Test func anEmptyTagInAFilterIsAnErrorThatSaysSo() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk +home")
        let beside = try scenario.run(["list", "milk", "+"])
        #expect(beside.status == 1 && beside.stdout.isEmpty)
        #expect(beside.stderr == "Error: a tag is empty; write a word, such as home or +home\n")
        let alone = try scenario.run(["list", "+"])
        #expect(alone.status == 1 && alone.stdout.isEmpty)
        #expect(alone.stderr.hasPrefix("Error: \"+\" has no letter or digit to look for;"))
        let broken = try scenario.run(["list", "+a,b"])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Error: the tag \"a,b\" holds \",\", which a tag may not;"))
    }

    @Test func plusOrAtThenALetterIsATagInAddEditFiltersAndImports() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call Ann @phone +work@office +dev/ops about C++ and bob@example.com")
        let shown = try scenario.succeed("show", "1").stdout
        #expect(shown.hasPrefix("Item 1: Call Ann about C++ and bob@example.com\n"))
        #expect(shown.contains("  Tags   +dev/ops +phone +work@office\n"))
        try scenario.succeed("edit", "1", "--title", "Call Ann back @home")
        #expect(try scenario.succeed("show", "1").stdout.contains("  Tags   +dev/ops +home +phone +work@office\n"))
        #expect(try found(scenario, "@home") == ["1 Call Ann back +dev/ops +home +phone +work@office"])
        try scenario.succeed("import", "-", "--from", "todotxt", input: "Call Bob @phone +dev/ops +44 20\n")
        #expect(try found(scenario, "+phone", "bob") == ["2 Call Bob +44 20 +dev/ops +phone"])
    }

    @Test func aTagWordThatBreaksTheRulesIsRefusedNotLeftInTheTitle() throws {
        let scenario = try Scenario()
        let added = try scenario.run(["add", "Fix the tap +home,garden"])
        #expect(added.status == 1)
        #expect(
            added.stderr == """
                Error: the tag "home,garden" holds ",", which a tag may not; use letters, digits and - _ . / + # @ \
                only, such as home-garden

                """)
        #expect(try scenario.succeed("export").stdout == "[]\n")
        try scenario.succeed("add", "Learn C++ and +=")
        #expect(try scenario.succeed("show", "1").stdout.hasPrefix("Item 1: Learn C++ and +=\n"))
    }
}
