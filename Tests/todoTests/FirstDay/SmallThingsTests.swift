import Foundation
import Testing

/// Issue 31, item 20: a title that begins with `-`, the help of a command that does not
/// exist, a list into a pipe with one long title, and the due words users type.
@Suite struct SmallThingsTests {
    @Test func aTitleThatBeginsWithADashPointsToTheDoubleDash() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["add", "-5 kg goal"])
        #expect(result.status != 0)
        #expect(
            result.stderr
                == "Error: unknown option '-5 kg goal'; a title that begins with - goes after --, "
                + "e.g. todo add -- \"-5 kg goal\"\n")
        #expect(try scenario.succeed("add", "--", "-5 kg goal").stdout.hasPrefix("Added 1: -5 kg goal"))
    }

    @Test func helpForACommandThatDoesNotExistIsAnErrorNamingIt() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["help", "lsit"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: unknown command \"lsit\"; did you mean list? (see todo --help)\n")
        #expect(try scenario.succeed("help", "list").stdout.contains("USAGE: todo list"))
    }

    @Test func aLongTitleIntoAPipeRunsOverAndTheOtherRowsKeepTheirColumns() throws {
        let scenario = try Scenario()
        let long = String(repeating: "Long title ", count: 14)
        try scenario.add([("Buy milk", "2026-11-20"), ("Call mum", "2026-11-20"), (long, "2026-11-20")])
        let trimmed = long.trimmingCharacters(in: .whitespaces)
        #expect(
            try scenario.succeed("list").stdout
                == "Tomorrow\n  1  Buy milk  Friday\n  2  Call mum  Friday\n  3  \(trimmed)  Friday\n")
    }

    @Test func dueWordsUsersTypeAreAcceptedAndYesterdayIsRefusedAsPast() throws {
        let scenario = try Scenario()
        for (word, day) in [
            ("next week", "2026-11-22"), ("next month", "2026-12-01"), ("3d", "2026-11-22"), ("eoy", "2026-12-31"),
        ] {
            try scenario.succeed("add", word, "--due", word)
            #expect(try scenario.succeed("export").stdout.contains(#""title": "\#(word)", "due": "\#(day)""#))
        }
        let past = try scenario.run(["add", "Call mum", "--due", "yesterday"])
        #expect(past.status == 1)
        #expect(past.stderr.contains("2026-11-18 is in the past; choose today (2026-11-19) or a later day"))
        let repl = try scenario.succeed("repl", input: "add Plan\nnext week\n")
        #expect(repl.stdout.contains("Plan"))
        #expect(try scenario.succeed("export").stdout.contains(#""title": "Plan", "due": "2026-11-22""#))
    }
}
