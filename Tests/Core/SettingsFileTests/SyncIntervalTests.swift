import SettingsFile
import Testing

/// `sync.interval`: minutes as a whole number, or a string of a number and a unit, from
/// 10 seconds to 24 hours; anything else named with its file and line.
@Suite struct SyncIntervalTests {
    let path = "/home/ann/.config/todo/config.toml"

    func interval(_ value: String) throws -> Duration? {
        try ConfigFile(
            path: path, bytes: Array("[sync]\nurl = \"https://dav.example.net/\"\ninterval = \(value)\n".utf8)
        )
        .sync.interval?.value
    }

    func error(_ value: String) -> String {
        do {
            _ = try interval(value)
            return ""
        } catch {
            return String(describing: error)
        }
    }

    @Test func minutesOrANumberWithAUnitGiveTheTimeBetweenSyncs() throws {
        #expect(try interval("15") == .seconds(15 * 60))
        #expect(try interval("\"15m\"") == .seconds(15 * 60))
        #expect(try interval("\"1h\"") == .seconds(3600))
        #expect(try interval("\"30s\"") == .seconds(30))
        #expect(try interval("\" 2 H \"") == .seconds(7200))
        #expect(try interval("1440") == .seconds(86_400))
    }

    @Test func anIntervalOutOfRangeOrWithoutAUnitIsNamedWithItsFileAndLine() {
        for value in ["0", "1441", "-5", "\"5s\"", "\"25h\"", "\"15\"", "\"fast\"", "\"1.5h\"", "\"m\"", "\"+5m\""] {
            let message = error(value)
            #expect(message.hasPrefix("\(path), line 3: sync.interval must be minutes"), "\(value): \(message)")
        }
        #expect(error("true").contains("sync.interval must be a whole number or a string in quotes"))
    }
}
