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

    /// A folder name that would retitle the terminal, ring, start a new line and turn text red.
    static let hostileName = "\u{1B}]0;PWNED\u{07}\n\u{1B}[31mRED"

    /// The name as `todo` shows it.
    static let shownName = "␛]0;PWNED␇␊␛[31mRED"

    @Test func controlCharactersInTheSettingsPathsAndValuesReachNoTerminal() throws {
        let settings = try SettingsScenario()
        let home = settings.folder.file(Self.hostileName)
        let fromHome = try settings.succeed("config", environment: ["XDG_CONFIG_HOME": "", "HOME": home]).stdout
        #expect(fromHome.hasPrefix("settings file: \(settings.folder.path)/\(Self.shownName)/.config/todo/config.toml"))
        let configHome = settings.folder.file(Self.hostileName)
        try FileManager.default.createDirectory(atPath: "\(configHome)/todo", withIntermediateDirectories: true)
        try "database = \"/tmp/\\u001b[31m.sqlite\"\n".write(
            toFile: "\(configHome)/todo/config.toml", atomically: true, encoding: .utf8)
        let fromFile = try settings.succeed("config", environment: ["XDG_CONFIG_HOME": configHome]).stdout
        #expect(fromFile.hasPrefix("settings file: \(settings.folder.path)/\(Self.shownName)/todo/config.toml\n"))
        #expect(fromFile.contains(#"database = "/tmp/\u001b[31m.sqlite""#))
        let fromVariables = try settings.succeed(
            "config", environment: ["XDG_CONFIG_HOME": "", "HOME": home, "XDG_DATA_HOME": home, "TODO_DB": home]
        ).stdout
        for shown in [fromHome, fromFile, fromVariables] {
            #expect(!shown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(shown.debugDescription)")
            #expect(shown.split(separator: "\n").count == 5)
        }
    }

    @Test func anErrorQuotingTheSettingsFilePathShowsItsControlCharactersAsSymbols() throws {
        let settings = try SettingsScenario()
        let configHome = settings.folder.file(Self.hostileName)
        try FileManager.default.createDirectory(atPath: "\(configHome)/todo", withIntermediateDirectories: true)
        try "[\n".write(toFile: "\(configHome)/todo/config.toml", atomically: true, encoding: .utf8)
        for command in [["config"], ["list"]] {
            let result = try settings.run(command, environment: ["XDG_CONFIG_HOME": configHome])
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix("Error: \(settings.folder.path)/\(Self.shownName)/todo/config.toml, line 1"))
            #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
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
