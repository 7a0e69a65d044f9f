import AppCore
import FuzzSupport

/// A libFuzzer target for `DueDateParser` (Docs/Reliability.md says how to run it).
///
/// Every input must either be refused with a message, mean no due date, or name a day in
/// range that reads back the same way; `parse` and `parseDue` must agree. Built without FUZZING, the program replays files instead: the corpus
/// kept in Tests/Tools/FuzzCorpora, and any crash found, as a regression run.
enum FuzzDueDate {
    static let today = CalendarDay(iso: "2026-11-19") ?? .earliest

    /// Checks one input; traps (for the fuzzer to report) when a property breaks.
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        for day in [today, CalendarDay.earliest, CalendarDay.latest, CalendarDay(iso: "2024-02-29") ?? today] {
            for weekStart in WeekStart.allCases {
                check(text, with: DueDateParser(today: day, weeks: WeekCalendar(weekStart: weekStart)))
            }
        }
    }

    /// `parse` and `parseDue` agree: the same day, or no due date (which `parse` refuses),
    /// or the same error.
    private static func check(_ text: String, with parser: DueDateParser) {
        do {
            let due = try parser.parseDue(text)
            switch due {
            case .on(let day):
                precondition(day >= CalendarDay.earliest && day <= CalendarDay.latest, "out of range: \(day)")
                precondition((try? parser.parse(day.iso)) == day, "\(day.iso) does not read back")
                precondition((try? parser.parse(text)) == day, "parse and parseDue disagree")
            case .none:
                do {
                    _ = try parser.parse(text)
                    preconditionFailure("parse took a text that means no due date")
                } catch {
                    precondition(error == .noDueDate(text) && !error.description.isEmpty, "no due date, said wrongly")
                }
            }
        } catch {
            precondition(!error.description.isEmpty, "an empty message")
            do {
                _ = try parser.parse(text)
                preconditionFailure("parse took what parseDue refused")
            } catch let again {
                precondition(again == error, "parse and parseDue refuse differently")
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
