import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 7: a wrong password, a missing collection, a server error, a
/// server that stops answering, malformed XML, a 200 MB answer and an XML entity payload
/// each end `todo sync` with exit status 1 and one clear line on standard error, and leave
/// the local list as it was. The real servers give the wrong password and the missing
/// collection; `Tests/Support/hostile_dav.py` gives the rest (and 401 and 404 again).
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct HostileServerSyncTests {
    /// A hostile mode and the words of which the message must hold one.
    struct Case: Sendable, CustomTestStringConvertible {
        let mode: HostileDAVServer.Mode
        let words: [String]
        let store: SyncTarget.Store
        var testDescription: String { "\(mode.rawValue), \(store.rawValue)" }
    }

    static let modes: [(HostileDAVServer.Mode, [String])] = [
        (.malformedXML, ["XML", "CalDAV"]), (.entities, ["XML", "entit", "DTD", "CalDAV"]),
        (.huge, ["large", "limit", "MB"]), (.serverError, ["500", "server error"]),
        (.timeOut, ["answer", "time", "respond"]), (.unauthorized, ["password", "401"]), (.notFound, notFound),
    ]
    static let notFound = ["not found", "404", "does not exist", "no collection", "gone"]

    static var cases: [Case] {
        SyncTarget.stores.flatMap { store in modes.map { Case(mode: $0.0, words: $0.1, store: store) } }
    }

    @Test(arguments: cases)
    func aHostileAnswerEndsTheSyncWithAClearMessageAndTheListUnchanged(_ hostile: Case) async throws {
        try await SyncScenario.with(SyncTarget(server: .xandikos, store: hostile.store)) { scenario in
            try scenario.succeed("add", "Keep me", "--due", "2026-11-20")
            try scenario.succeed("add", "Keep me too", "--due", "2026-11-23")
            try scenario.succeed("done", "2")
            let before = try scenario.items()
            let server = try HostileDAVServer(hostile.mode)
            try scenario.pointSettings(at: server.collectionURL)

            let started = Date()
            let result = try scenario.run(["sync"], timeout: 90)
            #expect(Date().timeIntervalSince(started) < 75, "gave up after more than a minute")
            Self.expectClearFailure(result, mentioning: hostile.words)
            #expect(try scenario.items() == before)
            if hostile.mode == .entities {
                #expect(!server.requests.contains { $0.contains("/external-entity") }, "an external entity was fetched")
            }
        }
    }

    @Test(arguments: SyncTarget.stores)
    func aWrongPasswordEndsTheSyncWithAClearMessageAndTheListUnchanged(_ store: SyncTarget.Store) async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: store)) { scenario in
            try scenario.phone.create(summary: "Only on the phone")
            try scenario.succeed("add", "Keep me", "--due", "2026-11-20")
            let before = try scenario.items()
            let result = try scenario.run(["sync"], environment: ["TODO_SYNC_PASSWORD": "not-the-password"])
            Self.expectClearFailure(result, mentioning: ["password", "401"])
            #expect(!result.stderr.contains("not-the-password"))
            #expect(try scenario.items() == before)
            #expect(try scenario.phone.list().map(\.summary) == ["Only on the phone"])
        }
    }

    @Test(arguments: SyncTarget.all)
    func aMissingCollectionEndsTheSyncWithAClearMessageAndTheListUnchanged(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            try scenario.succeed("add", "Keep me", "--due", "2026-11-20")
            let before = try scenario.items()
            let url = scenario.collection.url
            let parent = url.dropLast().split(separator: "/", omittingEmptySubsequences: false).dropLast()
            try scenario.pointSettings(at: parent.joined(separator: "/") + "/gone-\(UUID().uuidString.prefix(8))/")
            let result = try scenario.run(["sync"])
            Self.expectClearFailure(result, mentioning: Self.notFound)
            #expect(try scenario.items() == before)
        }
    }

    /// Exit 1, and one line on standard error that starts as todo's errors do and holds one
    /// of `words` (in any case); no crash, nothing on standard output that claims a sync.
    static func expectClearFailure(
        _ result: TodoBinary.Result, mentioning words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            words.contains { result.stderr.lowercased().contains($0.lowercased()) },
            "none of \(words) in: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stdout.contains("Synced"), "\(result.stdout)", sourceLocation: sourceLocation)
    }
}
