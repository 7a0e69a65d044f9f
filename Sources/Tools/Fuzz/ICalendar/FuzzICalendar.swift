import AppCore
import Foundation
import FuzzSupport

/// A libFuzzer target for `ICalendarReader` and `ICalendarWriter` (Docs/Reliability.md says
/// how to run it).
///
/// Every input, read in two time zones, must either be refused with a message (naming one
/// of its lines, or saying it is not an iCalendar file), or give valid items (title, tags
/// and notes as their rules keep them, a rule only with a due day, a source `ical:UID`);
/// and those items, written, must make lines of at most 75 octets ended by CRLF, be read
/// again with the same titles, days, tags, priorities, completion, creation, notes, rules
/// and sources, and be written the same again. Built without FUZZING, the program replays
/// files instead: the corpus kept in Tests/Tools/FuzzCorpora, and any crash found, as a regression run.
enum FuzzICalendar {
    static let now = Date(timeIntervalSince1970: 1_795_080_600)  // 2026-11-19T09:30:00Z
    static let timeZones = [TimeZone(identifier: "Pacific/Kiritimati"), TimeZone(identifier: "America/New_York")]
        .compactMap { $0 }

    /// Checks one input; traps (for the fuzzer to report) when a property breaks.
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        for timeZone in timeZones {
            let batch: ImportBatch
            do {
                batch = try ICalendarReader.read(data, timeZone: timeZone, now: now)
            } catch {
                precondition(!error.description.isEmpty, "an empty message")
                switch error {
                case .badLine(let line, let reason):
                    precondition((1...lineCount).contains(line) && !reason.isEmpty, "line \(line) of \(lineCount)")
                case .notFormat(let format, let reason):
                    precondition(format == "an iCalendar file" && !reason.isEmpty, "not a format: \(error)")
                default:
                    preconditionFailure("neither a line nor the format: \(error)")
                }
                continue
            }
            checkValid(batch)
            checkRoundTrip(batch.items, timeZone: timeZone)
        }
    }

    /// Every item keeps the rules a stored item obeys.
    private static func checkValid(_ batch: ImportBatch) {
        let reasons: Set<ImportSkip> = [.cancelled, .notATodo, .laterOccurrence]
        precondition(batch.skipped.keys.allSatisfy(reasons.contains), "skipped \(batch.skipped)")
        let ruleLines = batch.items.reduce(0) { count, item in
            count + item.notes.split(separator: "\n").filter { $0.hasPrefix("Repeats in the calendar: ") }.count
        }
        precondition(batch.rulesKeptInNotes <= ruleLines, "rules kept but not in the notes")
        for item in batch.items {
            precondition((try? TitleRules.checked(item.title)) == item.title, "title \(item.title.debugDescription)")
            precondition((try? NotesRules.checked(item.notes)) == item.notes, "notes")
            precondition(item.tags.allSatisfy { (try? TagRules.checked($0)) == $0 }, "tags \(item.tags)")
            precondition(TagRules.normalized(item.tags) == item.tags, "tags not normalised")
            precondition(item.recurrence == nil || item.due != nil, "a rule without a due day")
            precondition(item.id == nil, "an id")
            if let source = item.source { precondition(source.hasPrefix("ical:") && source.count > 5, "source") }
        }
    }

    /// Written and read again, the items come back the same; the text written again is the same.
    private static func checkRoundTrip(_ imported: [ImportedTodoItem], timeZone: TimeZone) {
        let items = stored(imported)
        let text = ICalendarWriter.write(items, now: now, timeZone: timeZone)
        checkLines(text)
        let again: ImportBatch
        do {
            again = try ICalendarReader.read(Data(text.utf8), timeZone: timeZone, now: now)
        } catch {
            preconditionFailure("what was written is refused: \(error)\n\(text)")
        }
        precondition(again.items.count == items.count && again.rulesKeptInNotes == 0, "items lost\n\(text)")
        precondition(again.skipped.isEmpty, "items skipped\n\(text)")
        for (item, back) in zip(items, again.items) {
            precondition(
                back.title == item.title, "title \(item.title.debugDescription) → \(back.title.debugDescription)")
            precondition(back.due == item.due && back.tags == item.tags, "due or tags\n\(text)")
            precondition(
                back.priority == item.priority && back.recurrence == item.recurrence, "priority or rule\n\(text)")
            precondition(back.completed == item.completed && back.created == item.created, "times\n\(text)")
            precondition(
                back.notes == item.notes, "notes \(item.notes.debugDescription) → \(back.notes.debugDescription)")
            precondition(back.source == (item.source ?? "ical:todo-\(item.id)@todo"), "source\n\(text)")
        }
        precondition(ICalendarWriter.write(stored(again.items), now: now, timeZone: timeZone) == text, "written again")
    }

    /// Every physical line of `text` is at most 75 octets of UTF-8, ended by CRLF.
    private static func checkLines(_ text: String) {
        let bytes = Array(text.utf8)
        precondition(bytes.last == UInt8(ascii: "\n"), "no line break at the end")
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            precondition(index > start && bytes[index - 1] == UInt8(ascii: "\r"), "a line without CRLF")
            precondition(index - 1 - start <= 75, "a line of \(index - 1 - start) octets")
            precondition(String(validating: bytes[start..<(index - 1)], as: UTF8.self) != nil, "a character split")
            start = index + 1
        }
    }

    /// The items as a store keeps them, numbered from 1.
    private static func stored(_ imported: [ImportedTodoItem]) -> [TodoItem] {
        imported.enumerated().map { index, item in
            TodoItem(
                id: TodoItem.ID(index + 1), title: item.title, due: item.due, created: item.created,
                completed: item.completed, notes: item.notes, tags: item.tags, priority: item.priority,
                recurrence: item.recurrence, source: item.source)
        }
    }
}

#if FUZZING
    /// What libFuzzer calls with each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzICalendar(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzICalendar.check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// The entry point SwiftPM links (`<module>_main`): it hands over to libFuzzer.
    @_cdecl("fuzz_ical_main")
    public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FuzzDriver.run(argc, argv, test: fuzzICalendar)
    }
#else
    @main
    enum FuzzICalendarReplay {
        static func main() {
            let count = FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzICalendar.check)
            print("replayed \(count) inputs")
        }
    }
#endif
