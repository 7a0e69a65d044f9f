import Foundation
import PostgresScratch
import TestSupport
import Testing

/// Passwords for the PostgreSQL server: one in `--db` is readable by every user in `ps`, so
/// `todo` warns about it (once, on standard error, and works on); `PGPASSWORD` and a
/// private `~/.pgpass` are the ways to give it instead.
@Suite struct PostgresPasswordTests {
    /// The user, password and URL-without-password of a scratch database.
    func parts(of database: ScratchDatabase) throws -> (user: String, password: String, bare: String) {
        var components = try #require(URLComponents(string: database.urlText))
        let user = try #require(components.user)
        let password = try #require(components.password)
        components.password = nil
        return (user, password, try #require(components.string))
    }

    @Test func aPasswordInDbIsWarnedAboutOnceOnStandardErrorAndTheCommandWorks() async throws {
        try await Scenario.onPostgres { scenario, database in
            try scenario.succeed("add", "Listed")
            let result = try scenario.run(["list", "--db", database.urlText])
            #expect(result.status == 0)
            #expect(result.stdout.contains("1  Listed"))
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr)")
            #expect(
                lines.first?.hasPrefix("Warning: the password in --db can be read by every user of this machine")
                    == true)
            #expect(!result.stderr.contains(try parts(of: database).password))
        }
    }

    @Test func aPasswordInTODODBOrPGPASSWORDGivesNoWarning() async throws {
        try await Scenario.onPostgres { scenario, database in
            #expect(try scenario.succeed("list").stderr.isEmpty)
            let (_, password, bare) = try parts(of: database)
            let result = try scenario.run(["list", "--db", bare], environment: ["PGPASSWORD": password])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }

    @Test func aPrivatePgpassInHOMEGivesThePassword() async throws {
        try await Scenario.onPostgres { scenario, database in
            let (user, password, bare) = try parts(of: database)
            let file = scenario.folder.file(".pgpass")
            try Data("# todo's test server\n127.0.0.1:\(database.port):\(database.name):\(user):\(password)\n".utf8)
                .write(to: URL(fileURLWithPath: file))
            chmod(file, 0o600)
            let result = try scenario.run(
                ["add", "With the file's password"], environment: ["TODO_DB": bare, "HOME": scenario.folder.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }

    @Test func aPgpassOthersMayReadIsNotUsedAndTheWarningSaysWhy() async throws {
        try await Scenario.onPostgres { scenario, database in
            let (user, password, bare) = try parts(of: database)
            let file = scenario.folder.file(".pgpass")
            try Data("*:*:*:\(user):\(password)\n".utf8).write(to: URL(fileURLWithPath: file))
            chmod(file, 0o644)
            let result = try scenario.run(["list"], environment: ["TODO_DB": bare, "HOME": scenario.folder.path])
            #expect(result.status == 1)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(result.stderr)")
            #expect(
                lines.first
                    == "Warning: the password file \(file) is not used: other users may read it (mode 0644); make it private with chmod 600 \(file)"
            )
            #expect(
                lines.last?.contains("the server wants a password for \(user); give it in PGPASSWORD or in ~/.pgpass")
                    == true)
        }
    }
}
