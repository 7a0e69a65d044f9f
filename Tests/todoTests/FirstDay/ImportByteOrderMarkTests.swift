import Foundation
import Testing

/// An export saved by an editor that starts files with a UTF-8 byte-order mark imports as
/// any other.
@Suite struct ImportByteOrderMarkTests {
    @Test func aFileStartingWithAByteOrderMarkIsImported() throws {
        let scenario = try Scenario()
        let file = scenario.folder.file("export.json")
        var bytes = Data([0xEF, 0xBB, 0xBF])
        bytes.append(Data(#"[{"title": "Buy milk", "due": "2026-11-20"}]"#.utf8))
        #expect(FileManager.default.createFile(atPath: file, contents: bytes))
        #expect(try scenario.succeed("import", file).stdout == "Imported 1 item.\n")
        #expect(try scenario.succeed("list").stdout == "Tomorrow\n  1  Buy milk  Friday\n")
    }

    @Test func aByteOrderMarkAnywhereElseIsStillRefused() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["import", "-"], input: " \u{FEFF}[]")
        #expect(result.status == 1)
        #expect(result.stderr.contains("the input does not start with ["))
    }
}
