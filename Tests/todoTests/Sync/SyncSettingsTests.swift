import Foundation
import TestSupport
import Testing

/// `todo sync`'s settings, checked before any connection: each mistake said with what to do,
/// exit status 1, and nothing changed.
@Suite struct SyncSettingsTests {
    func failure(_ config: String, environment: [String: String] = [:]) throws -> TodoBinary.Result {
        let settings = try SettingsScenario()
        try settings.write("database = \"\(settings.databasePath)\"\n" + config)
        try settings.succeed("add", "Pay rent")
        let result = try settings.run(["sync"], environment: environment)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try settings.succeed("list").stdout.contains("1  Pay rent"))
        return result
    }

    @Test func withoutAURLTheMessageSaysWhereToGiveIt() throws {
        let result = try failure("")
        #expect(result.stderr.contains("sync is not set up: give the collection's address as `url` in the [sync]"))
    }

    @Test func aPasswordInTheURLIsRefusedSayingWhereToPutIt() throws {
        let result = try failure("[sync]\nurl = \"https://ann:secret@dav.example.net/tasks/\"\n")
        #expect(result.stderr.contains("the sync url holds a password"))
        #expect(result.stderr.contains("TODO_SYNC_PASSWORD"))
        #expect(!result.stderr.contains("secret"))
    }

    @Test func plainHTTPToAnotherMachineIsRefusedUnlessAllowed() throws {
        let result = try failure("[sync]\nurl = \"http://dav.example.net/tasks/\"\n")
        #expect(result.stderr.contains("plain http to dav.example.net"))
        #expect(result.stderr.contains("allow_insecure = true"))
    }

    @Test func aWrongValueInSyncIsNamedWithItsLine() throws {
        let settings = try SettingsScenario()
        try settings.write("[sync]\nallow_insecure = \"yes\"\n")
        let result = try settings.run(["sync"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 2"))
        #expect(result.stderr.contains("sync.allow_insecure must be true or false"))
    }

    @Test func aServerThatIsNotThereIsSaidAndNothingChanges() throws {
        // A loopback port nothing listens on (the client tries to connect again until its
        // time limit, shortened here).
        let result = try failure(
            "[sync]\nurl = \"http://127.0.0.1:9/tasks/\"\n", environment: ["TODO_SYNC_TIMEOUT": "2"])
        #expect(result.stderr.contains("cannot reach 127.0.0.1"))
    }
}
