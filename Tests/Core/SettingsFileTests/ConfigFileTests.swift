import AppCore
import PostgresStore
import SettingsFile
import Testing

/// The settings file's text, read and checked: each setting with its line, or the first
/// problem in the file's order, with its line (and column, for a problem of TOML).
@Suite struct ConfigFileTests {
    let path = "/home/ann/.config/todo/config.toml"

    /// The error reading `text` gives, if any.
    func error(reading text: String) -> ConfigFileError? {
        do {
            _ = try ConfigFile(path: path, bytes: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func eachSettingCarriesTheLineThatGivesIt() throws {
        let text =
            "# mine\n\nweek_start = \"Monday\"\ncolor = 'never'\nfront = \"\"\"repl\"\"\"\ndatabase = \"~/t.sqlite\"\n"
        let file = try ConfigFile(path: path, bytes: Array(text.utf8))
        #expect(file.weekStart?.value == .monday && file.weekStart?.origin == .file(path: path, line: 3))
        #expect(file.color?.value == .never && file.color?.origin == .file(path: path, line: 4))
        #expect(file.front?.value == .repl && file.front?.origin == .file(path: path, line: 5))
        #expect(file.database?.value == "~/t.sqlite" && file.database?.origin == .file(path: path, line: 6))
    }

    @Test func anEmptyFileGivesNoSettings() throws {
        let file = try ConfigFile(path: path, bytes: [])
        #expect(file.database == nil && file.weekStart == nil && file.color == nil && file.front == nil)
    }

    @Test func anOpenBracketAndANewLineIsAProblemOfTOMLOnLineOneColumnTwo() throws {
        let problem = try #require(error(reading: "[\n"))
        #expect(problem.line == 1 && problem.column == 2)
        #expect(
            problem.description
                == "\(path), line 1, column 2: a table header must have a name and end with \"]\", like [server]")
    }

    @Test func aKeyWrittenTwiceIsRefusedOnItsSecondLine() throws {
        let problem = try #require(error(reading: "color = \"auto\"\n\ncolor = \"never\"\n"))
        #expect(problem.line == 3 && problem.description.contains("key \"color\" is defined twice (first on line 1)"))
    }

    @Test func aTableOrDottedKeyIsAnUnknownKeyOnItsFirstLine() throws {
        #expect(error(reading: "front = \"repl\"\n[todo]\ncolor = \"never\"\n")?.line == 2)
        #expect(
            error(reading: "color = \"never\"\ntodo.week_start = \"monday\"\n")?.problem
                == .unknownKey("todo", in: .top))
        #expect(error(reading: "remote = { url = \"x\" }\n")?.line == 1)
    }

    @Test func aKeyOrValueWithControlCharactersIsQuotedAsTOMLInTheMessage() throws {
        let key = try #require(error(reading: "\"\\u001b]0;x\\u0007\\n\" = 1\n"))
        #expect(key.description.contains(#"unknown key "\u001b]0;x\u0007\n"; the keys are database"#))
        let value = try #require(error(reading: "week_start = \"\\u001b[31m\"\n"))
        #expect(value.description.hasSuffix(#"week_start must be "sunday" or "monday", not "\u001b[31m""#))
    }

    @Test func aValueOfAnotherKindNamesWhatItIs() throws {
        let found = ["1": "an integer", "1.5": "a number", "[]": "an array", "{}": "a table", "1979-05-27": "a date"]
        for (value, kind) in found {
            let problem = try #require(error(reading: "color = \(value)\n"))
            #expect(
                problem.description.hasSuffix(
                    "color must be a string in quotes, \"auto\", \"always\" or \"never\", not \(kind)"))
        }
    }

    @Test func bytesThatAreNotUTF8AreAProblemOnTheirLine() throws {
        do {
            _ = try ConfigFile(path: path, bytes: Array("color = \"auto\"\nfront = \"".utf8) + [0xFF, 0x22, 0x0A])
            Issue.record("bytes that are not UTF-8 were read")
        } catch {
            #expect(error.line == 2 && error.column == 10)
            #expect(error.description.contains("not UTF-8 text"))
        }
    }
}

/// The file's `database` takes the URLs the PostgreSQL store opens, and paths.
@Suite struct ConfigFileDatabaseTests {
    @Test func theFileTakesExactlyTheURLsThePostgresStoreReadsAndAbsoluteOrHomePaths() {
        let values = [
            "postgres://me@db/todo", "postgresql://db/todo", "postgres:/db", "Postgres://db/todo", "mysql://db/todo",
            "/tmp/t.sqlite", "~/t.sqlite", "t.sqlite", "./t.sqlite", "", "https://db/todo",
        ]
        for value in values {
            let path = value.hasPrefix("/") || value.hasPrefix("~")
            #expect(ConfigFile.isDatabase(value) == (path || PostgresURL.isPostgres(value)), "\(value)")
        }
    }
}
