import Foundation
import TestSupport
import Testing

/// `todo repl` fed by a pipe, as scripts use it.
@Suite struct ReplScriptTests {
    @Test func aGuidedAddShowsTheNewItemUnderTomorrowWithoutEscapeBytes() throws {
        let scenario = try Scenario(now: "2026-11-19")
        let result = try scenario.succeed("repl", input: "add\nBuy milk\ntomorrow\nlist\n")
        #expect(result.stdout.hasSuffix("Tomorrow\n  1  Buy milk  Friday\n"))
        #expect(!result.stdoutBytes.contains(0x1B))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [
        ("", "2026-11-19"), ("today", "2026-11-19"), ("tomorrow", "2026-11-20"), ("fri", "2026-11-20"),
        ("saturday", "2026-11-21"), ("+3d", "2026-11-22"), ("+2w", "2026-12-03"), ("2026-11-25", "2026-11-25"),
    ])
    func everyDateFormWorksInTheGuidedAdd(typed: String, due: String) throws {
        let scenario = try Scenario()
        try scenario.succeed("repl", input: "add\nItem\n\(typed)\n")
        #expect(try scenario.succeed("export").stdout.contains("\"due\": \"\(due)\""))
    }

    @Test func anEmptyNameCancelsAndStoresNothing() throws {
        let scenario = try Scenario()
        let result = try scenario.succeed("repl", input: "add\n\nlist\n")
        #expect(result.stdout.contains("Not added."))
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aPastDateStoresNothingSaysWhyAndFails() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["repl"], input: "add\nLate\n2026-11-18\n")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                line 3: 2026-11-18 is in the past; choose today (2026-11-19) or a later day
                end of input: the add was not finished, so nothing was added

                """)
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func anInvalidDateThenAValidOneSavesWithTheSameName() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["repl"], input: "add\nCall mum\nwhenever\nfri\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("line 3: \"whenever\" is not a date I understand"))
        #expect(result.stdout.contains("Added 1: Call mum, due Friday 20 November 2026"))
    }

    @Test func doneUndoneAndDeleteByNumber() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20")])
        let result = try scenario.succeed("repl", input: "done 1\nundone 1\ndelete 2\n")
        #expect(result.stdout.contains("Done: 1 Buy milk"))
        #expect(result.stdout.contains("Open again: 1 Buy milk"))
        #expect(result.stdout.hasSuffix("Deleted: 2 Call mum (undo brings it back)\nToday\n  1  Buy milk\n"))
    }

    @Test func anUnknownCommandFailsTheRunButTheSessionContinues() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["repl"], input: "dance\nadd\nStill works\n\n")
        #expect(result.status == 1)
        #expect(result.stderr == "line 1: unknown command \"dance\"; type help to see the commands\n")
        #expect(try scenario.succeed("export").stdout.contains("Still works"))
    }

    @Test func invalidUTF8AndLongLinesDoNotStopTheSession() throws {
        let scenario = try Scenario()
        var input = Data("add\n".utf8)
        input.append(contentsOf: [0x42, 0x75, 0x79, 0xFF, 0xFE, 0x0A])  // "Buy" then invalid bytes
        input.append(Data("\n".utf8))
        input.append(Data((String(repeating: "x", count: 200_000) + "\n").utf8))
        input.append(Data("list\n".utf8))
        let result = try scenario.todo.run(["repl"], inputData: input)
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 4: unknown command"))
        #expect(result.stdout.contains("Added 1: Buy\u{FFFD}\u{FFFD}"))
    }

    @Test func aQuitSignalEndsAScriptedSessionWithoutACrashReport() throws {
        let scenario = try Scenario()
        let fifo = scenario.folder.file("input")
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = try scenario.todo.start(
            ["-c", #"exec "$TODO" repl <"$FIFO""#], environment: ["TODO": TodoBinary.path, "FIFO": fifo],
            program: "/bin/sh")
        let writer = open(fifo, O_WRONLY)
        defer { close(writer) }
        _ = "list\n".withCString { write(writer, $0, 5) }
        let deadline = Date().addingTimeInterval(30)
        while !String(decoding: session.stdoutSoFar, as: UTF8.self).contains("Nothing due"), Date() < deadline {
            usleep(20_000)
        }
        session.kill(SIGQUIT)
        let outcome = session.wait(timeout: 30)
        #expect(outcome.status == 131)
        #expect(outcome.stderr.isEmpty, "\(String(decoding: outcome.stderr, as: UTF8.self))")
    }
}
