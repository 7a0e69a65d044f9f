import Foundation
import TestSupport
import Testing

/// Two `todo done N` processes started together on the same recurring item: exactly one
/// next occurrence, on one machine (SQLite) and on a shared PostgreSQL list.
@Suite struct RecurrenceRaceTests {
    @Test func twoDoneProcessesAtOnceAddOneOccurrenceTwentyTimesOnSQLite() throws {
        try Self.twoProcessesCompleteTheSameItemTwentyTimes(try Scenario())
    }

    @Test func twoDoneProcessesAtOnceAddOneOccurrenceTwentyTimesOnPostgreSQL() async throws {
        try await Scenario.onPostgres { scenario, _ in try Self.twoProcessesCompleteTheSameItemTwentyTimes(scenario) }
    }

    /// Twenty rounds: a new monthly item, two `todo done` processes started at once on it;
    /// after each, the item is completed and exactly one open item of its title is left.
    static func twoProcessesCompleteTheSameItemTwentyTimes(_ scenario: Scenario) throws {
        for round in 1...20 {
            let title = "Pay rent \(round)"
            let added = try scenario.succeed("add", title, "--due", "2026-12-01", "--every", "month").stdout
            let id = try #require(added.split(separator: ":").first?.split(separator: " ").last.flatMap { Int($0) })
            let processes = try (1...2).map { _ in try scenario.todo.start(["done", "\(id)"]) }
            // One completes it; the other completes it too (both at once) or, coming after,
            // is refused as done already (issue 31, item 3): never anything else.
            let outcomes = processes.map { $0.wait(timeout: 120) }
            #expect(outcomes.contains { $0.status == 0 })
            for outcome in outcomes where outcome.status != 0 {
                let said = String(decoding: outcome.stderr, as: UTF8.self)
                #expect(
                    said == "Error: item \(id) is done already, so there is nothing to complete; nothing was changed\n")
            }
            let items = try JSONDecoder().decode(
                [ExportedState].self, from: Data(try scenario.succeed("export").stdout.utf8)
            ).filter { $0.title == title }
            #expect(items.filter { $0.completed == nil }.count == 1, "round \(round): \(items)")
            #expect(items.count == 2, "round \(round): \(items)")
            #expect(items.first { $0.completed == nil }?.due == "2027-01-01")
        }
    }
}

/// The fields of an exported item these tests read.
struct ExportedState: Decodable {
    let title: String
    let due: String?
    let completed: String?
    let every: String?
}
