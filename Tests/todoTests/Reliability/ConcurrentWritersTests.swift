import Foundation
import TestSupport
import Testing

/// Several `todo` processes writing to one database at once (a SQLite file, or a
/// PostgreSQL database): every item is stored exactly once, and no process fails or says
/// "database is locked".
@Suite struct ConcurrentWritersTests {
    @Test func eightProcessesWritingAThousandItemsStoreEachExactlyOnce() throws {
        try Self.eightClientsAddAThousandItems(try Scenario())
    }

    @Test func eightClientsOnOnePostgresDatabaseStoreEachItemExactlyOnce() async throws {
        try await Scenario.onPostgres { scenario, _ in try Self.eightClientsAddAThousandItems(scenario) }
    }

    /// Four REPLs and four shells of one-shot adds, 1,000 items in all, at once: every
    /// process succeeds and every item is stored exactly once.
    static func eightClientsAddAThousandItems(_ scenario: Scenario) throws {
        var processes: [(name: String, process: ChildProcess)] = []
        var expected: [String] = []
        // Four REPL sessions fed by pipes, 200 items each.
        for session in 1...4 {
            let titles = (1...200).map { "repl \(session) item \($0)" }
            expected += titles
            let script = titles.map { "add\n\($0)\n\n" }.joined()
            processes.append(("repl \(session)", try scenario.todo.start(["repl"], inputData: Data(script.utf8))))
        }
        // Four shells running one-shot `todo add`s one after another, 50 each.
        for shell in 1...4 {
            expected += (1...50).map { "one-shot \(shell) item \($0)" }
            let loop = "for i in $(seq 1 50); do \"$TODO\" add \"one-shot \(shell) item $i\" >/dev/null || exit 1; done"
            let process = try ChildProcess(
                "/bin/sh", ["-c", loop],
                environment: scenario.todo.environment.merging(["TODO": TodoBinary.path]) { $1 })
            processes.append(("shell \(shell)", process))
        }
        for (name, process) in processes {
            let outcome = process.wait(timeout: 300)
            let errors = String(decoding: outcome.stderr, as: UTF8.self)
            #expect(outcome.status == 0, "\(name) exited with \(outcome.status): \(errors.prefix(500))")
            #expect(!errors.lowercased().contains("locked"), "\(name): \(errors)")
        }
        let exported = try scenario.succeed("export").stdout
        let titles = try JSONDecoder().decode([ExportedTitle].self, from: Data(exported.utf8)).map(\.title)
        #expect(titles.count == 1_000)
        let missing = Set(expected).subtracting(titles)
        #expect(missing.isEmpty, "\(missing.count) items missing, such as \(missing.sorted().prefix(5))")
        #expect(Set(titles).count == titles.count, "some items were stored twice")
    }

    @Test func processesCreatingTheSameNewDatabaseAtOnceAllSucceed() throws {
        let scenario = try Scenario()
        let processes = try (1...6).map { number in try scenario.todo.start(["add", "first \(number)"]) }
        for process in processes {
            let outcome = process.wait(timeout: 120)
            #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self).prefix(500))")
        }
        #expect(try scenario.succeed("export").stdout.components(separatedBy: "\"title\"").count == 7)
    }
}

/// The one field of an exported item these tests read.
struct ExportedTitle: Decodable {
    let title: String
}
