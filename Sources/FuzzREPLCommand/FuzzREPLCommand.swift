import CompactFront

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
            case .done(let id), .undone(let id), .delete(let id):
                precondition(id > 0, "a number that is not an item: \(id)")
            default: break
            }
        }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzREPLCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzREPLCommand.check(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

/// SwiftPM links an executable's entry point as `<module>_main`; in a fuzzing build it
/// hands over to libFuzzer's driver.
@_cdecl("fuzz_repl_command_main")
public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzREPLCommand)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32
#else
import FuzzSupport

@main
enum FuzzREPLCommandReplay {
    static func main() {
        print("replayed \(FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzREPLCommand.check)) inputs")
    }
}
#endif
