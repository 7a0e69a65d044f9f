import Foundation
import TestSupport
import Testing

/// Whatever the settings file holds, and whatever it is, every command ends at once with one
/// line naming the file (and the line and column, when the problem is in its text) and
/// status 1: never a crash, a wait or a read without end.
@Suite struct ConfigFileHostileTests {
    /// The commands each hostile file is tried with.
    static let commands = [["config"], ["list"], ["add", "Buy milk"], ["repl"]]

    @Test func aFileHoldingAnOpenBracketAndANewLineIsAMessageNotACrash() throws {
        let settings = try SettingsScenario()
        try settings.write("[\n")
        for command in Self.commands {
            let result = try settings.run(command)
            #expect(result.status == 1, "todo \(command): \(result.stderr)")
            #expect(
                result.stderr
                    == "Error: \(settings.filePath), line 1, column 2: a table header must have a name and end with "
                    + "\"]\", like [server]\n")
            #expect(result.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: settings.folder.file("data")))
    }

    /// Files no TOML reader should take, each of which must be refused on a line of its own.
    static let hostileFiles: [[UInt8]] =
        [
            "[", "[[", "[\n", "[[\n", "[a\n", "]\n", "a = [", "a = {", "a = {\n", "\"", "a = \"\"\"", "= 1\n", "a =\n",
            "[a]\n[a]\n", "a.b = 1\na = 2\n", "color = \"always\"\ncolor = \"never\"\n", "a = 1979-02-30\n",
            "a = 0x\n", "a = 99999999999999999999\n", "a = \"\\u0000\"\n", "\"\\u001b]0;x\\u0007\" = 1\n",
            "a = " + String(repeating: "[", count: 10_000), "a = " + String(repeating: "{b = ", count: 10_000),
            "\u{FEFF}[\n",
        ].map { Array($0.utf8) } + [
            [0], [0xFF, 0xFE], [0x63, 0x6F, 0x6C, 0x0D], [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0xEF, 0xBB],
        ]

    @Test(arguments: hostileFiles)
    func whateverTheFileHoldsTheMessageNamesTheFileAndALine(contents: [UInt8]) throws {
        let settings = try SettingsScenario()
        try settings.write(bytes: contents)
        let result = try settings.run(["config"], timeout: 30)
        #expect(result.status == 1, "\(contents.prefix(20)): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(settings.filePath), line "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.stdout.isEmpty)
    }

    @Test func aNamedPipeAsTheSettingsFileIsRefusedAtOnce() throws {
        let settings = try SettingsScenario()
        try FileManager.default.createDirectory(atPath: settings.folder.file("todo"), withIntermediateDirectories: true)
        #expect(mkfifo(settings.filePath, 0o600) == 0)
        for command in Self.commands {
            let result = try settings.run(command, timeout: 20)
            #expect(result.status == 1, "todo \(command) (137: it waited on the pipe)")
            #expect(
                result.stderr
                    == "Error: cannot read the settings file \(settings.filePath): it is a named pipe (FIFO), not a "
                    + "regular file; the settings file must be a regular file of TOML: replace it with one, or remove "
                    + "it\n")
        }
    }

    @Test func aSymbolicLinkToADeviceThatNeverEndsIsRefusedWithoutReadingIt() throws {
        let settings = try SettingsScenario()
        try FileManager.default.createDirectory(atPath: settings.folder.file("todo"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: settings.filePath, withDestinationPath: "/dev/zero")
        let result = try settings.run(["config"], timeout: 20)
        #expect(result.status == 1, "137: it read /dev/zero")
        #expect(
            result.stderr.hasPrefix(
                "Error: cannot read the settings file \(settings.filePath): it is a device, not a regular file;"))
    }

    @Test func aFileLargerThanOneMegabyteIsRefusedWithoutReadingIt() throws {
        let settings = try SettingsScenario()
        try settings.write("# " + String(repeating: "a comment ", count: 210_000) + "\n")
        let result = try settings.run(["config"], timeout: 20)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: cannot read the settings file \(settings.filePath): it is larger than 1 MB (2100003 bytes), "
                + "far more than settings take; check that it is the file you meant\n")
        let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: settings.filePath))
        try huge.truncate(atOffset: 1 << 30)
        try huge.close()
        let started = Date()
        let refused = try settings.run(["list"], timeout: 20)
        #expect(refused.status == 1 && refused.stderr.contains("larger than 1 MB (1073741824 bytes)"))
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func aFileOfOneMegabyteOfCommentsIsRead() throws {
        let settings = try SettingsScenario()
        let comments = String(repeating: "# " + String(repeating: "x", count: 1_021) + "\n", count: 1_023)
        let text = comments + "week_start = \"monday\"\n"
        try settings.write(text + "#" + String(repeating: "x", count: (1 << 20) - text.utf8.count - 2) + "\n")
        #expect(FileManager.default.contents(atPath: settings.filePath)?.count == 1 << 20)
        #expect(try settings.succeed("config").stdout.contains("file, line 1024  week_start = \"monday\""))
    }
}
