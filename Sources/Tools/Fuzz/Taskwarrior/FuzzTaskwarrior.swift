import AppCore
import Foundation
import FuzzSupport

/// A libFuzzer target for `TaskwarriorReader` (Docs/Reliability.md says how to run it).
///
/// Every input, read in time zones from UTC-11 to UTC+14, must either be refused with a
/// message, or give items todo can store: each title, note and tag as its rules keep them,
/// tags each once and sorted, a rule only with a due day, no id, and each source
/// `taskwarrior:` and given once. Built without FUZZING, the program replays files instead:
/// the corpus kept in Tests/Tools/FuzzCorpora, and any crash found, as a regression run.
enum FuzzTaskwarrior {
    static let zones = ["UTC", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago"]
        .compactMap(TimeZone.init(identifier:))
    static let now = Date(timeIntervalSince1970: 1_795_860_000)

    /// Checks one input; traps (for the fuzzer to report) when a property breaks.
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        for zone in zones {
            do {
                check(try TaskwarriorReader.read(data, timeZone: zone, now: now))
            } catch {
                precondition(!error.description.isEmpty, "an empty message")
            }
        }
    }

    private static func check(_ batch: ImportBatch) {
        var sources = Set<String>()
        for item in batch.items {
            precondition((try? TitleRules.checked(item.title)) == item.title, "a title the rules change")
            precondition((try? NotesRules.checked(item.notes)) == item.notes, "notes the rules refuse")
            precondition(item.tags.allSatisfy { (try? TagRules.checked($0)) == $0 }, "a tag the rules change")
            precondition(TagRules.normalized(item.tags) == item.tags, "tags not each once and sorted")
            precondition(item.recurrence == nil || item.due != nil, "a rule without a due day")
            precondition(item.due.map { $0 >= .earliest && $0 <= .latest } ?? true, "a due day out of range")
            precondition(item.id == nil, "an id")
            let source = item.source ?? ""
            precondition(source.hasPrefix("taskwarrior:") && sources.insert(source).inserted, "source \(source)")
        }
        precondition(batch.rulesKeptInNotes >= 0 && batch.rulesKeptInNotes <= batch.items.count, "rules counted")
        precondition(batch.skipped.values.allSatisfy { $0 > 0 }, "a skip counted as 0")
    }
}

#if FUZZING
    /// What libFuzzer calls with each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTaskwarrior(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzTaskwarrior.check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// The entry point SwiftPM links (`<module>_main`): it hands over to libFuzzer.
    @_cdecl("fuzz_taskwarrior_main")
    public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FuzzDriver.run(argc, argv, test: fuzzTaskwarrior)
    }
#else
    @main
    enum FuzzTaskwarriorReplay {
        static func main() {
            let count = FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzTaskwarrior.check)
            print("replayed \(count) inputs")
        }
    }
#endif
