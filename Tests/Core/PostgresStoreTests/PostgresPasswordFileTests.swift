import Foundation
import TestSupport
import Testing

@testable import PostgresStore

/// Reading a libpq password file (`~/.pgpass`) as libpq does: the first line whose host,
/// port, database and user match gives the password; `*` matches anything; `\:` and `\\`
/// stand for a colon and a backslash; a file others may read is passed over.
@Suite struct PostgresPasswordFileTests {
    func password(
        _ text: String, host: String = "db.home.lan", port: String = "5432", database: String = "todo",
        user: String = "ann"
    ) -> String? {
        PostgresPasswordFile.password(in: text, host: host, port: port, database: database, user: user)
    }

    /// A password file holding `text`, with `mode`, in a new folder.
    func file(_ text: String, mode: mode_t = 0o600, in folder: TemporaryDirectory) throws -> PostgresPasswordFile {
        let path = folder.file("pgpass")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, mode)
        return PostgresPasswordFile(path: path)
    }

    @Test func theFirstLineWhoseFourFieldsMatchGivesThePassword() {
        let text = """
            other.lan:5432:todo:ann:not-this-host
            db.home.lan:6543:todo:ann:not-this-port
            db.home.lan:5432:other:ann:not-this-database
            db.home.lan:5432:todo:bob:not-this-user
            db.home.lan:5432:todo:ann:this-one
            db.home.lan:5432:todo:ann:not-the-second-match
            """
        #expect(password(text) == "this-one")
        #expect(password(text, user: "carol") == nil)
    }

    @Test func aStarMatchesAnyHostPortDatabaseOrUser() {
        #expect(password("*:*:*:*:everywhere") == "everywhere")
        #expect(password("*:5432:todo:ann:any-host", host: "10.0.0.7") == "any-host")
        #expect(password("db.home.lan:*:todo:ann:any-port", port: "6543") == "any-port")
        #expect(password("db.home.lan:5432:*:ann:any-database", database: "shared") == "any-database")
        #expect(password("db.home.lan:5432:todo:*:any-user", user: "bob") == "any-user")
        #expect(password("db*:5432:todo:ann:a-star-inside-is-a-star") == nil)
    }

    @Test func escapedColonsAndBackslashesAreReadAsThemselves() {
        #expect(password("db.home.lan:5432:todo:ann:pa\\:ss\\\\word") == "pa:ss\\word")
        #expect(password("\\:\\:1:5432:todo:ann:over-ipv6", host: "::1") == "over-ipv6")
        #expect(password("db.home.lan:5432:todo:a\\:nn:escaped-user", user: "a:nn") == "escaped-user")
        // An escaped star is a star, not the wildcard.
        #expect(password("\\*:5432:todo:ann:literal-star", host: "other") == nil)
        #expect(password("\\*:5432:todo:ann:literal-star", host: "*") == "literal-star")
        // What follows an unescaped colon after the password is not part of it.
        #expect(password("db.home.lan:5432:todo:ann:secret:extra") == "secret")
    }

    @Test func commentsBlankLinesAndShortLinesAreSkipped() {
        let text =
            "# db.home.lan:5432:todo:ann:commented-out\r\n\r\ndb.home.lan:5432:todo:ann\r\ndb.home.lan:5432:todo:ann:after-crlf\r\n"
        #expect(password(text) == "after-crlf")
    }

    @Test func aPrivateFileIsReadAndOneOthersMayReadIsPassedOver() throws {
        let folder = try TemporaryDirectory()
        let line = "db.home.lan:5432:todo:ann:from-the-file\n"
        #expect(
            try file(line, mode: 0o600, in: folder).lookup(
                host: "db.home.lan", port: 5432, database: "todo", user: "ann") == .found("from-the-file"))
        #expect(
            try file(line, mode: 0o400, in: folder).lookup(
                host: "db.home.lan", port: 5432, database: "todo", user: "ann") == .found("from-the-file"))
        #expect(
            try file(line, mode: 0o644, in: folder).lookup(
                host: "db.home.lan", port: 5432, database: "todo", user: "ann") == .ignored(.othersMayUse(mode: 0o644)))
        #expect(
            try file(line, mode: 0o620, in: folder).lookup(
                host: "db.home.lan", port: 5432, database: "todo", user: "ann") == .ignored(.othersMayUse(mode: 0o620)))
    }

    @Test func aFolderIsPassedOverAndAMissingFileGivesNothing() throws {
        let folder = try TemporaryDirectory()
        #expect(
            PostgresPasswordFile(path: folder.path).lookup(host: "h", port: 5432, database: "d", user: "u")
                == .ignored(.notAPlainFile))
        #expect(
            PostgresPasswordFile(path: folder.file("none")).lookup(host: "h", port: 5432, database: "d", user: "u")
                == .notFound)
    }

    @Test func pgpassfileNamesTheFileElseItIsPgpassInHOME() {
        #expect(
            PostgresPasswordFile(environment: ["PGPASSFILE": "/etc/todo/pgpass", "HOME": "/home/ann"])?.path
                == "/etc/todo/pgpass")
        #expect(PostgresPasswordFile(environment: ["HOME": "/home/ann"])?.path == "/home/ann/.pgpass")
        #expect(PostgresPasswordFile(environment: [:]) == nil)
    }

    @Test func theFileIsReadOnlyWhenNeitherTheURLNorPGPASSWORDGivesAPassword() throws {
        let folder = try TemporaryDirectory()
        let stored = try file("db.home.lan:5432:todo:ann:from-the-file\n", in: folder)
        let environment = ["PGPASSFILE": stored.path]
        let fromFile = try PostgresURL("postgres://ann@db.home.lan/todo", environment: environment)
        #expect(fromFile.password == "from-the-file")
        #expect(fromFile.passwordSource == .file(stored.path))
        let fromVariable = try PostgresURL(
            "postgres://ann@db.home.lan/todo", environment: environment.merging(["PGPASSWORD": "from-env"]) { $1 })
        #expect(fromVariable.password == "from-env")
        #expect(fromVariable.passwordSource == .environment)
        let fromURL = try PostgresURL("postgres://ann:in-url@db.home.lan/todo", environment: environment)
        #expect(fromURL.password == "in-url")
        #expect(fromURL.passwordSource == .url)
        // The user and database the file is searched for are the URL's, defaults included.
        let defaultUser = try PostgresURL(
            "postgres://db.home.lan/todo", environment: environment.merging(["USER": "ann"]) { $1 })
        #expect(defaultUser.password == "from-the-file")
    }

    @Test func aPasswordFileOthersMayReadIsPassedOverAndNoted() throws {
        let folder = try TemporaryDirectory()
        let stored = try file("*:*:*:*:secret\n", mode: 0o644, in: folder)
        let url = try PostgresURL("postgres://ann@db.home.lan/todo", environment: ["PGPASSFILE": stored.path])
        #expect(url.password == nil)
        #expect(url.passwordSource == .none)
        #expect(
            url.ignoredPasswordFile
                == PostgresPasswordFile.PassedOver(path: stored.path, problem: .othersMayUse(mode: 0o644)))
    }
}

/// The warnings about passwords: one for a password in `--db`, which every user of the
/// machine can read with `ps`, and one for a password file that was passed over.
@Suite struct PostgresWarningsTests {
    @Test func aPasswordInAURLOnTheCommandLineIsWarnedAbout() throws {
        let url = try PostgresURL("postgres://ann:s3cret@db.home.lan/todo", environment: [:])
        let warnings = PostgresWarnings.about(url, givenOnCommandLine: true)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the password in --db can be read by every user of this machine") == true)
        #expect(warnings.first?.contains("PGPASSWORD") == true && warnings.first?.contains("~/.pgpass") == true)
        #expect(warnings.first?.contains("s3cret") == false)
    }

    @Test func aPasswordGivenElsewhereIsNotWarnedAbout() throws {
        let inVariable = try PostgresURL("postgres://ann:s3cret@db.home.lan/todo", environment: [:])
        #expect(PostgresWarnings.about(inVariable, givenOnCommandLine: false).isEmpty)
        let fromPGPASSWORD = try PostgresURL("postgres://ann@db.home.lan/todo", environment: ["PGPASSWORD": "s3cret"])
        #expect(PostgresWarnings.about(fromPGPASSWORD, givenOnCommandLine: true).isEmpty)
    }

    @Test func aPasswordFilePassedOverIsNamedWithWhatToDo() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("pgpass")
        try Data("*:*:*:*:secret\n".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        let url = try PostgresURL("postgres://ann@db.home.lan/todo", environment: ["PGPASSFILE": path])
        #expect(
            PostgresWarnings.about(url, givenOnCommandLine: true) == [
                "the password file \(path) is not used: other users may read it (mode 0644); make it private with chmod 600 \(path)"
            ])
    }
}
