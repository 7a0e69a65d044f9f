import Foundation
import TestSupport
import Testing

/// Output that cannot be written (a full disk, a closed descriptor, a reader that went
/// away) is reported once on standard error with status 1, or, for a closed pipe, ends the
/// program quietly; it never crashes and never exits 0 having written nothing.
@Suite struct OutputFailureTests {
    static let fullDisk = "Error: cannot write to standard output: No space left on device\n"

    /// Runs `shell` (a `/bin/sh -c` script in which `$TODO` is the binary) in the
    /// scenario's environment.
    func shell(_ script: String, in scenario: Scenario) throws -> (stdout: String, stderr: String, status: Int32) {
        var environment = scenario.todo.environment
        environment["TODO"] = TodoBinary.path
        environment["OUT"] = scenario.folder.path
        let outcome = try ChildProcess.run("/bin/sh", ["-c", script], environment: environment, timeout: 60)
        return (
            String(decoding: outcome.stdout, as: UTF8.self), String(decoding: outcome.stderr, as: UTF8.self),
            outcome.status
        )
    }

    func scenarioWithItems(_ count: Int = 3) throws -> Scenario {
        let scenario = try Scenario()
        let items = (1...count).map { #"{"title": "item \#($0)", "due": "2026-11-20"}"# }
        try scenario.succeed("import", "-", input: "[" + items.joined(separator: ",") + "]")
        return scenario
    }

    @Test(arguments: [
        ["export"], ["list"], ["list", "--all", "--json"], ["add", "Buy milk"], ["done", "1"],
        ["import", "$OUT/in.json"],
        ["repl"], ["--help"],
    ])
    func aFullDiskIsReportedOnceWithStatusOne(_ arguments: [String]) throws {
        let scenario = try scenarioWithItems()
        try Data(#"[{"title": "more", "due": "2026-11-21"}]"#.utf8).write(
            to: URL(fileURLWithPath: scenario.folder.file("in.json")))
        let words = arguments.map { $0.hasPrefix("$") ? "\"\($0)\"" : "'\($0)'" }.joined(separator: " ")
        let result = try shell("\"$TODO\" \(words) </dev/null >/dev/full", in: scenario)
        #expect(result.status == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr == Self.fullDisk, "\(arguments)")
    }

    @Test func aREPLScriptWritingToAFullDiskStopsAtOnce() throws {
        let scenario = try scenarioWithItems()
        let result = try shell(
            "printf 'list\\nadd Milk\\ntomorrow\\nlist\\n' | \"$TODO\" repl >/dev/full", in: scenario)
        #expect(result.status == 1)
        #expect(result.stderr == Self.fullDisk)
        #expect(!(try scenario.succeed("export").stdout.contains("Milk")), "the session ended before reading on")
    }

    @Test(arguments: [["export"], ["list"], ["add", "Buy milk"], ["repl"]])
    func aClosedStandardOutputIsReportedWithStatusOne(_ arguments: [String]) throws {
        let scenario = try scenarioWithItems()
        let words = arguments.map { "'\($0)'" }.joined(separator: " ")
        let result = try shell("\"$TODO\" \(words) </dev/null >&-", in: scenario)
        #expect(result.status == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "Error: cannot write to standard output: Bad file descriptor\n", "\(arguments)")
    }

    @Test func whenStandardErrorFailsTooTheStatusIsStillOne() throws {
        let scenario = try scenarioWithItems()
        for script in [
            "\"$TODO\" export >/dev/full 2>/dev/full", "\"$TODO\" export >&- 2>&-",
            "\"$TODO\" list --db /nonexistent/todo.sqlite 2>/dev/full",
            "\"$TODO\" list --db /nonexistent/todo.sqlite 2>&-",
            "\"$TODO\" list --week-start someday 2>/dev/full",
        ] {
            let result = try shell(script, in: scenario)
            #expect(result.status == 1 || result.status == 64, "\(script): \(result.status)")
            #expect(result.stderr.isEmpty && result.stdout.isEmpty, "\(script)")
        }
    }

    @Test(arguments: [["list", "--all"], ["export"], ["list", "--all", "--json"], ["repl"]])
    func aReaderThatGoesAwayEndsTheProgramQuietly(_ arguments: [String]) throws {
        let scenario = try scenarioWithItems(5_000)
        let words = arguments.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            { "$TODO" \(words) </dev/null 2>"$OUT/stderr"; echo $? >"$OUT/status"; } | head -c 10 >/dev/null
            cat "$OUT/stderr"; cat "$OUT/status" >&2
            """
        let result = try shell(script, in: scenario)
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
        #expect(result.stderr == "141\n", "\(arguments): \(result.stderr)")
    }
}
