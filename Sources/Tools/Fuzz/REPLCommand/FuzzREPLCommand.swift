import CompactFront
import FuzzSupport
import Presentation

/// A libFuzzer target for the REPL's command parser (Docs/Reliability.md says how to run
/// it). Every line must give a command or a message; a command's words read back as the
/// same command. Built without FUZZING, the program replays files instead.
enum FuzzREPLCommand {
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let line = String(decoding: bytes, as: UTF8.self)
        switch ListCommandParser.parse(line) {
        case .failure(let error):
            precondition(!error.description.isEmpty, "an empty message")
        case .success(let command):
            switch command {
            case .intent(.complete(let ids)), .intent(.reopen(let ids)), .intent(.delete(let ids)):
                precondition(!ids.isEmpty && ids.allSatisfy { $0 > 0 }, "numbers that are not items: \(ids)")
            default: break
            }
        }
    }
}

#if FUZZING
    /// What libFuzzer calls with each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzREPLCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzREPLCommand.check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// The entry point SwiftPM links (`<module>_main`): it hands over to libFuzzer.
    @_cdecl("fuzz_repl_command_main")
    public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FuzzDriver.run(argc, argv, test: fuzzREPLCommand)
    }
#else
    @main
    enum FuzzREPLCommandReplay {
        static func main() {
            print(
                "replayed \(FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzREPLCommand.check)) inputs"
            )
        }
    }
#endif
