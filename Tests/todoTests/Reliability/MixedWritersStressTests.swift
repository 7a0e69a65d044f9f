import Foundation
import GRDB
import TestSupport
import Testing

/// Issue 11's F1 as a test: writers of every kind on one new SQLite file at once, round
/// after round. Every item a process reported saved is there exactly once, no number was
/// printed for two items, and the file passes SQLite's own integrity check.
///
/// Before the fix (a second descriptor on the database file, whose close dropped SQLite's
/// locks) about one round in three lost items or damaged the file.
@Suite struct MixedWritersStressTests {
    static let rounds = 20

    @Test func sixWritersOfMixedKindsLoseNothingOverTwentyRounds() throws {
        for round in 1...Self.rounds {
            try Self.runRound(round)
        }
    }

    /// One round on a database that does not exist yet: two shells of one-shot adds, a REPL
    /// script, two shells of imports and a shell that adds and then completes or deletes.
    static func runRound(_ round: Int) throws {
        let scenario = try Scenario(now: "2026-11-19")
        let environment = scenario.todo.environment.merging(["TODO": TodoBinary.path]) { $1 }
        var writers: [(name: String, process: ChildProcess)] = []
        var expectedOpen: Set<String> = []
        func shell(_ name: String, _ script: String) throws {
            writers.append((name, try ChildProcess("/bin/sh", ["-c", "set -e\n" + script], environment: environment)))
        }
        for number in 1...2 {
            expectedOpen.formUnion((1...10).map { "add\(number)-\($0)" })
            try shell("adds \(number)", "for i in $(seq 10); do \"$TODO\" add \"add\(number)-$i\" --due +30d; done")
        }
        let replTitles = (1...15).map { "repl-\($0)" }
        expectedOpen.formUnion(replTitles)
        let script = replTitles.map { "add\n\($0)\n+30d\n" }.joined() + "quit\n"
        writers.append(("repl", try scenario.todo.start(["repl"], inputData: Data(script.utf8))))
        for number in 1...2 {
            var imports: [String] = []
            for batch in 1...3 {
                let titles = (1...20).map { "import\(number)-\(batch)-\($0)" }
                expectedOpen.formUnion(titles)
                let file = scenario.folder.file("import-\(number)-\(batch).json")
                let json =
                    "[" + titles.map { "{\"title\": \"\($0)\", \"due\": \"2026-12-30\"}" }.joined(separator: ",") + "]"
                #expect(FileManager.default.createFile(atPath: file, contents: Data(json.utf8)))
                imports.append("\"$TODO\" import '\(file)'")
            }
            try shell("imports \(number)", imports.joined(separator: "\n"))
        }
        try shell(
            "done and delete",
            """
            for i in $(seq 6); do
              n=$("$TODO" add "change-$i" --due +30d | sed -n 's/^Added \\([0-9]*\\):.*/\\1/p')
              echo "$n change-$i"
              if [ $((i % 2)) -eq 0 ]; then "$TODO" done "$n" >/dev/null; else "$TODO" delete "$n" >/dev/null; fi
            done
            """)

        var printed: [Int64: String] = [:]
        var numberedTwice: [String] = []
        for (name, process) in writers {
            let outcome = process.wait(timeout: 300)
            let output = String(decoding: outcome.stdout, as: UTF8.self)
            #expect(
                outcome.status == 0,
                "round \(round), \(name) exited with \(outcome.status): \(String(decoding: outcome.stderr, as: UTF8.self).prefix(400))"
            )
            for (number, title) in Self.reportedNumbers(output) {
                if let other = printed.updateValue(title, forKey: number), other != title {
                    numberedTwice.append("\(number): \(other) and \(title)")
                }
            }
        }
        #expect(numberedTwice.isEmpty, "round \(round): numbers printed for two items: \(numberedTwice.prefix(5))")

        let items = try Self.items(in: scenario.folder.file("todo.sqlite"))
        let titles = items.map(\.title)
        #expect(Set(titles).count == titles.count, "round \(round): some items are there twice")
        let open = Set(items.filter { $0.completed == nil }.map(\.title))
        let missing = expectedOpen.subtracting(open)
        #expect(
            missing.isEmpty,
            "round \(round): \(missing.count) saved items missing, such as \(missing.sorted().prefix(5))")
        let completed = Set(items.filter { $0.completed != nil }.map(\.title))
        #expect(completed == Set((1...3).map { "change-\($0 * 2)" }), "round \(round): completed \(completed.sorted())")
        #expect(items.count == expectedOpen.count + 3, "round \(round): \(items.count) items")
        let byNumber = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.title) })
        for (number, title) in printed
        where !title.hasPrefix("change-") || Int(title.dropFirst(7)).map({ $0 % 2 == 0 }) == true {
            #expect(byNumber[number] == title, "round \(round): number \(number) was printed for \(title)")
        }
        #expect(try Self.integrity(of: scenario.folder.file("todo.sqlite")) == "ok", "round \(round)")
    }

    /// The numbers the writers printed with their titles: `Added N: title, due ...` and
    /// the done-and-delete shell's `N title` (not the rows of the list the REPL prints after
    /// each add, which shows the new item's section).
    static func reportedNumbers(_ output: String) -> [(Int64, String)] {
        output.split(separator: "\n").compactMap { line in
            if line.hasPrefix("Added "), let colon = line.firstIndex(of: ":"), let comma = line.range(of: ", due ") {
                guard let number = Int64(line[line.index(line.startIndex, offsetBy: 6)..<colon]) else { return nil }
                return (number, String(line[line.index(colon, offsetBy: 2)..<comma.lowerBound]))
            }
            // A row of a list the REPL printed ("  21  add1-1   Sat 19 Dec") is no report.
            guard !line.hasPrefix(" ") else { return nil }
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let number = Int64(parts[0]) else { return nil }
            return (number, String(parts[1]))
        }
    }

    struct StoredItem {
        let id: Int64
        let title: String
        let completed: Int64?
    }

    static func items(in path: String) throws -> [StoredItem] {
        try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, completed FROM item").map {
                StoredItem(id: $0["id"], title: $0["title"], completed: $0["completed"])
            }
        }
    }

    static func integrity(of path: String) throws -> String {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
        }
    }
}
