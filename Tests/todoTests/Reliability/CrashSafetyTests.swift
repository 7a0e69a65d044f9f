import Foundation
import GRDB
import TestSupport
import Testing

/// `kill -9` at random moments: the database stays sound, an import is all or nothing (on
/// a PostgreSQL server too), and every add that said it was saved is there.
@Suite struct CrashSafetyTests {
    static let rounds = 20

    /// The database's own check, and how many items it holds (nil: no database was made).
    func inspect(_ path: String) throws -> (integrity: String, count: Int)? {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        guard size > 0 else { return nil }
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            let integrity = try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "?"
            let hasTable = try db.tableExists("item")
            return (integrity, hasTable ? try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") ?? 0 : 0)
        }
    }

    @Test func aKilledImportLeavesAllOrNothingAndASoundDatabase() throws {
        var random = SeededRandom()
        let folder = try TemporaryDirectory()
        let size = 20_000
        let entries = (0..<size).map { "  {\"title\": \"imported \($0)\", \"due\": \"2026-12-01\"}" }
        let input = Data(("[\n" + entries.joined(separator: ",\n") + "\n]\n").utf8)
        for round in 0..<Self.rounds {
            let database = folder.file("import-\(round).sqlite")
            let todo = TodoBinary(database: database)
            _ = try todo.run(["add", "already there"])
            let process = try todo.start(["import", "-"], inputData: input)
            usleep(UInt32.random(in: 0...900_000, using: &random))
            process.kill(SIGKILL)
            process.wait()
            let found = try #require(try inspect(database), "round \(round), seed \(random.seed)")
            #expect(found.integrity == "ok", "round \(round), seed \(random.seed)")
            #expect(
                found.count == 1 || found.count == 1 + size, "round \(round): \(found.count) items, seed \(random.seed)"
            )
            #expect(try todo.run(["list"]).status == 0, "round \(round): the database no longer opens")
        }
    }

    @Test func aKilledImportOnPostgresLeavesAllOrNothing() async throws {
        var random = SeededRandom()
        let size = 20_000
        let entries = (0..<size).map { "  {\"title\": \"imported \($0)\", \"due\": \"2026-12-01\"}" }
        let input = Data(("[\n" + entries.joined(separator: ",\n") + "\n]\n").utf8)
        for round in 0..<8 {
            try await Scenario.onPostgres { scenario, database in
                try scenario.succeed("add", "already there")
                let process = try scenario.todo.start(["import", "-"], inputData: input)
                // A debug build imports 20,000 items in about 1.5 s here (reading the JSON,
                // then one transaction): kills land before, during and after it.
                usleep(UInt32.random(in: 0...1_800_000, using: &random))
                process.kill(SIGKILL)
                process.wait()
                let count = try await database.execute("SELECT COUNT(*)::text FROM todo_item")
                #expect(
                    count == ["1"] || count == ["\(1 + size)"], "round \(round): \(count) items, seed \(random.seed)")
                #expect(try scenario.run(["list"]).status == 0, "round \(round): the database no longer opens")
            }
        }
    }

    @Test func everyAddThatSaidSavedSurvivesAKill() throws {
        var random = SeededRandom()
        let folder = try TemporaryDirectory()
        let script = Data((1...2_000).map { "add\nburst item \($0)\n\n" }.joined().utf8)
        for round in 0..<Self.rounds {
            let database = folder.file("burst-\(round).sqlite")
            let todo = TodoBinary(database: database)
            let process = try todo.start(["repl"], inputData: script)
            usleep(UInt32.random(in: 50_000...700_000, using: &random))
            process.kill(SIGKILL)
            let printed = String(decoding: process.wait().stdout, as: UTF8.self)
            let saved = Set(
                printed.split(separator: "\n").compactMap { line -> Int64? in
                    guard line.hasPrefix("Added ") else { return nil }
                    return Int64(line.dropFirst(6).prefix { $0 != ":" })
                })
            guard let found = try inspect(database) else {
                #expect(saved.isEmpty, "round \(round): saves were printed but there is no database")
                continue
            }
            #expect(found.integrity == "ok", "round \(round), seed \(random.seed)")
            let stored = try Set(
                DatabaseQueue(path: database).read { db in try Int64.fetchAll(db, sql: "SELECT id FROM item") })
            #expect(
                saved.isSubset(of: stored),
                "round \(round): \(saved.subtracting(stored).sorted()) said saved but missing")
        }
    }
}
