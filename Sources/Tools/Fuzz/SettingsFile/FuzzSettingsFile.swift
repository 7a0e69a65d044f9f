import FuzzSupport
import SettingsFile
import TOMLReader

/// A libFuzzer target for the settings file's reader: the TOML reader and the checks of
/// `ConfigFile` on top of it (Docs/Reliability.md says how to run it).
///
/// Every input must give, without a crash or a hang, either settings, each from a line of
/// the input, or a ``ConfigFileError`` that names the file and a line of the input, in one
/// line of text holding no control character; and the TOML reader must keep its own
/// promises (``TOMLFuzzing``: an error's place inside the input, bytes and text read
/// alike). Built without FUZZING, the program replays files instead: the corpus kept in
/// Tests/Tools/FuzzCorpora, and any crash found, as a regression run.
enum FuzzSettingsFile {
    static let path = "/home/ann/.config/todo/config.toml"

    /// Checks one input; traps (for the fuzzer to report) when a property breaks.
    static func check(_ buffer: UnsafeRawBufferPointer) {
        let bytes = Array(buffer)
        if let problem = TOMLFuzzing.check(bytes) {
            preconditionFailure("the TOML reader broke a promise: \(problem)")
        }
        let lines = 1...bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let file: ConfigFile
        do {
            file = try ConfigFile(path: path, bytes: bytes)
        } catch {
            checkMessage(error, lines: lines)
            return
        }
        let origins = [
            file.database?.origin, file.weekStart?.origin, file.color?.origin, file.front?.origin,
        ]
        for case .some(let origin) in origins {
            guard case .file(path, let line) = origin, lines.contains(line) else {
                preconditionFailure("a setting from \(origin), outside lines \(lines)")
            }
        }
        if let database = file.database?.value {
            precondition(ConfigFile.isDatabase(database), "database \(database.debugDescription) accepted")
        }
    }

    /// A message names the file and a line of the input, on one line of visible text.
    private static func checkMessage(_ error: ConfigFileError, lines: ClosedRange<Int>) {
        let message = error.description
        precondition(error.path == path && message.hasPrefix("\(path), line "), "not placed: \(message)")
        guard let line = error.line, lines.contains(line) else {
            preconditionFailure("line \(String(describing: error.line)) outside \(lines): \(message)")
        }
        precondition(error.column.map { $0 >= 1 } ?? true, "column \(String(describing: error.column))")
        let control = message.unicodeScalars.first { $0.value < 0x20 || $0.value == 0x7F }
        precondition(control == nil, "a control character in \(message.debugDescription)")
    }
}

#if FUZZING
    /// What libFuzzer calls with each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzSettingsFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzSettingsFile.check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// The entry point SwiftPM links (`<module>_main`): it hands over to libFuzzer.
    @_cdecl("fuzz_settings_file_main")
    public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FuzzDriver.run(argc, argv, test: fuzzSettingsFile)
    }
#else
    @main
    enum FuzzSettingsFileReplay {
        static func main() {
            let count = FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzSettingsFile.check)
            print("replayed \(count) inputs")
        }
    }
#endif
