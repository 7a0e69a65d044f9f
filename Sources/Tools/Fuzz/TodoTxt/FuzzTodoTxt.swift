import AppCore
import Foundation
import FuzzSupport

/// A libFuzzer target for `TodoTxtReader` and `TodoTxtWriter` (Docs/Reliability.md says how
/// to run it).
///
/// Every input, read in two time zones, must either be refused with a message naming one of
/// its lines, or give valid items (title, tags and notes as their rules keep them, a rule
/// only with a due day, ids distinct and in range); and those items, written and read
/// again, must come back with the same titles, days, tags, priorities, completion, rules
/// and ids, and write the same text. Built without FUZZING, the program replays files
/// instead: the corpus kept in Tests/Tools/FuzzCorpora, and any crash found, as a regression run.
enum FuzzTodoTxt {
    static let now = Date(timeIntervalSince1970: 1_795_080_600)  // 2026-11-19T09:30:00Z
    static let timeZones = [TimeZone(secondsFromGMT: 19_800), TimeZone(secondsFromGMT: -36_000)].compactMap { $0 }

    /// Checks one input; traps (for the fuzzer to report) when a property breaks.
    static func check(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        let lineCount = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        for timeZone in timeZones {
            let batch: ImportBatch
            do {
                batch = try TodoTxtReader.read(data, timeZone: timeZone, now: now)
            } catch {
                precondition(!error.description.isEmpty, "an empty message")
                guard case .badLine(let line, let reason) = error else { preconditionFailure("not a line: \(error)") }
                precondition((1...lineCount).contains(line) && !reason.isEmpty, "line \(line) of \(lineCount)")
                continue
            }
            checkValid(batch)
            checkRoundTrip(batch.items, timeZone: timeZone)
        }
    }

    /// Every item keeps the rules a stored item obeys.
    private static func checkValid(_ batch: ImportBatch) {
        precondition(batch.rulesKeptInNotes <= batch.items.count, "more rules kept than items")
        precondition(batch.skipped.isEmpty, "todo.txt skips nothing")
        var ids = Set<TodoItem.ID>()
        var sources = Set<String>()
        precondition(batch.lines.count == batch.items.count, "a line number for each item")
        for item in batch.items {
            precondition((try? TitleRules.checked(item.title)) == item.title, "title \(item.title.debugDescription)")
            precondition((try? NotesRules.checked(item.notes)) == item.notes, "notes")
            precondition(item.tags.allSatisfy { (try? TagRules.checked($0)) == $0 }, "tags \(item.tags)")
            precondition(TagRules.normalized(item.tags) == item.tags, "tags not normalised")
            precondition(item.recurrence == nil || item.due != nil, "a rule without a due day")
            // A line is known by its text; each item of one file by a different source.
            precondition(item.source?.hasPrefix("todotxt:") == true, "no todo.txt source")
            precondition(sources.insert(item.source ?? "").inserted, "a source twice")
            if let id = item.id {
                precondition((1...TodoItem.highestID).contains(id), "id \(id) out of range")
                precondition(ids.insert(id).inserted, "id \(id) twice")
            }
        }
    }

    /// Written and read again, the items come back the same; the text written again is the same.
    private static func checkRoundTrip(_ imported: [ImportedTodoItem], timeZone: TimeZone) {
        let items = stored(imported)
        let text = TodoTxtWriter.write(items, timeZone: timeZone)
        let again: ImportBatch
        do {
            again = try TodoTxtReader.read(Data(text.utf8), timeZone: timeZone, now: now)
        } catch {
            preconditionFailure("what was written is refused: \(error)\n\(text)")
        }
        precondition(again.items.count == items.count && again.rulesKeptInNotes == 0, "items lost\n\(text)")
        func day(_ date: Date?) -> CalendarDay? { date.map { CalendarDay(containing: $0, in: timeZone) } }
        for (item, back) in zip(items, again.items) {
            precondition(
                back.title == item.title, "title \(item.title.debugDescription) → \(back.title.debugDescription)")
            precondition(
                back.id == item.id && back.due == item.due && back.tags == item.tags, "id, due or tags\n\(text)")
            precondition(
                back.priority == item.priority && back.recurrence == item.recurrence, "priority or rule\n\(text)")
            precondition(day(back.completed) == day(item.completed), "completion\n\(text)")
            precondition(day(back.created) == day(item.created), "creation\n\(text)")
            precondition(back.notes.isEmpty, "notes from nowhere\n\(text)")
        }
        precondition(
            TodoTxtWriter.write(stored(again.items), timeZone: timeZone) == text, "written differently\n\(text)")
    }

    /// The items as a store would keep them: those without an id get the lowest free ones.
    private static func stored(_ imported: [ImportedTodoItem]) -> [TodoItem] {
        var used = Set(imported.compactMap(\.id))
        var next: TodoItem.ID = 1
        return imported.map { item in
            let id =
                item.id
                ?? {
                    while used.contains(next) { next += 1 }
                    used.insert(next)
                    return next
                }()
            return TodoItem(
                id: id, title: item.title, due: item.due, created: item.created, completed: item.completed,
                notes: item.notes, tags: item.tags, priority: item.priority, recurrence: item.recurrence)
        }
    }
}

#if FUZZING
    /// What libFuzzer calls with each input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTodoTxt(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        FuzzTodoTxt.check(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }

    /// The entry point SwiftPM links (`<module>_main`): it hands over to libFuzzer.
    @_cdecl("fuzz_todotxt_main")
    public func fuzzingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FuzzDriver.run(argc, argv, test: fuzzTodoTxt)
    }
#else
    @main
    enum FuzzTodoTxtReplay {
        static func main() {
            print(
                "replayed \(FuzzReplay.run(Array(CommandLine.arguments.dropFirst()), check: FuzzTodoTxt.check)) inputs")
        }
    }
#endif
