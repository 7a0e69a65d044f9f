import AppCore
import FuzzSupport

/// A libFuzzer target for `DueDateParser` (Docs/Reliability.md says how to run it).
///
/// Every input must either be refused with a message or name a day in range that reads
/// back the same way. Built without FUZZING, the program replays files instead: the corpus
/// kept in Tests/Fuzz, and any crash found, as a regression run.
enum FuzzDueDate {
    static let today = CalendarDay(iso: "2026-11-19") ?? .earliest

    /// Checks one input; traps (for the fuzzer to report) when a property breaks.
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        for day in [today, CalendarDay.earliest, CalendarDay.latest, CalendarDay(iso: "2024-02-29") ?? today] {
            let parser = DueDateParser(today: day)
            do {
                let due = try parser.parse(text)
                precondition(due >= CalendarDay.earliest && due <= CalendarDay.latest, "out of range: \(due)")
                precondition((try? parser.parse(due.iso)) == due, "\(due.iso) does not read back")
            } catch {
                precondition(!error.description.isEmpty, "an empty message")
            }
        }
    }
}

#if FUZZING
    /// What libFuzzer calls with each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzDueDate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzDueDate.check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// The entry point SwiftPM links (`<module>_main`): it hands over to libFuzzer.
    @_cdecl("fuzz_due_date_main")
    public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FuzzDriver.run(argc, argv, test: fuzzDueDate)
    }
#else
    @main
    enum FuzzDueDateReplay {
        static func main() {
            print(
                "replayed \(FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzDueDate.check)) inputs")
        }
    }
#endif
