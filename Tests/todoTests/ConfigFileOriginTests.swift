import Foundation
import TestSupport
import Testing

/// `todo config`: the settings in effect, and where each came from.
@Suite struct ConfigFileOriginTests {
    @Test func withNoFileEverySettingIsTheDefaultAndTheFileIsSaidToBeMissing() throws {
        let settings = try SettingsScenario()
        let shown = try settings.succeed("config").stdout
        #expect(
            shown == """
                settings file: \(settings.filePath) (there is none)
                default  database = "\(settings.folder.file("data"))/todo/todo.sqlite"
                default  week_start = "sunday"
                default  color = "auto"
                default  front = "auto"

                """)
    }

    @Test func eachSettingShowsWhetherAnOptionTheEnvironmentTheFileOrTheDefaultGaveIt() throws {
        let settings = try SettingsScenario()
        try settings.write("# my settings\nweek_start = \"monday\"\n\ncolor = \"always\"\n")
        let shown = try settings.succeed(
            "config", "--color", "never", environment: ["TODO_DB": "/tmp/from-the-environment.sqlite"]
        ).stdout
        #expect(
            shown == """
                settings file: \(settings.filePath)
                environment TODO_DB  database = "/tmp/from-the-environment.sqlite"
                file, line 2         week_start = "monday"
                option --color       color = "never"
                default              front = "auto"

                """)
    }

    @Test func aDatabasePathWithControlAndInvisibleCharactersIsShownEscaped() throws {
        let settings = try SettingsScenario()
        let path = "/tmp/a\u{1B}[31mb\u{202E}c\u{E0041}.sqlite"
        let shown = try settings.succeed("config", environment: ["TODO_DB": path]).stdout
        #expect(shown.contains(#"database = "/tmp/a\u001b[31mb\u202ec\U000e0041.sqlite""#))
        #expect(!shown.contains("\u{1B}"))
    }

    @Test func anOptionAndNoColorShowAsTheirOrigins() throws {
        let settings = try SettingsScenario()
        try settings.write("database = \"\(settings.databasePath)\"\ncolor = \"always\"\nfront = \"repl\"\n")
        let shown = try settings.succeed(
            "config", "--week-start", "monday", "--db", "/tmp/given.sqlite", environment: ["NO_COLOR": "1"]
        ).stdout
        #expect(shown.contains("option --db           database = \"/tmp/given.sqlite\"\n"))
        #expect(shown.contains("option --week-start   week_start = \"monday\"\n"))
        #expect(shown.contains("environment NO_COLOR  color = \"never\"\n"))
        #expect(shown.contains("file, line 3          front = \"repl\"\n"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/given.sqlite"), "config opens no database")
    }

    @Test func aPasswordInTheDatabaseURLIsHidden() throws {
        let settings = try SettingsScenario()
        try settings.write("database = \"postgres://me:hunter2@db.example.net/todo\"\n")
        let shown = try settings.succeed("config").stdout
        #expect(shown.contains("file, line 1  database = \"postgres://me:***@db.example.net/todo\"\n"))
        #expect(!shown.contains("hunter2"))
    }
}
