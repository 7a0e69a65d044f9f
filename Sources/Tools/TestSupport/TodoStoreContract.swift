import AppCore
import Foundation
import Testing

/// The behaviour every ``TodoStore`` must have, written once and run against each store
/// (in memory, SQLite, and any store added later).
///
/// Each check takes a fresh, empty store.
public enum TodoStoreContract {
    /// A fixed instant the checks use as "now".
    public static let now = Date(timeIntervalSince1970: 1_795_600_000)

    static func day(_ iso: String) -> CalendarDay {
        CalendarDay(iso: iso) ?? .earliest
    }

    static func new(_ title: String, due: String, createdOffset: TimeInterval = 0) -> NewTodoItem {
        NewTodoItem(title: title, due: day(due), created: now.addingTimeInterval(createdOffset))
    }

    /// New items get ids 1, 2, 3...
    public static func addAssignsIncreasingIDs(_ store: any TodoStore) async throws {
        let first = try await store.add(new("a", due: "2026-11-19"))
        let second = try await store.add(new("b", due: "2026-11-19"))
        #expect(first.id >= 1)
        #expect(second.id == first.id + 1)
        #expect(first.title == "a" && first.completed == nil)
    }

    /// By due day, then by creation time, then by id.
    public static func openItemsComeInDueThenAddedOrder(_ store: any TodoStore) async throws {
        _ = try await store.add(new("late", due: "2026-11-21"))
        _ = try await store.add(new("second", due: "2026-11-20", createdOffset: 10))
        _ = try await store.add(new("first", due: "2026-11-20", createdOffset: 5))
        _ = try await store.add(new("third", due: "2026-11-20", createdOffset: 10))
        let titles = try await store.openItems(dueIn: .all).map(\.title)
        #expect(titles == ["first", "second", "third", "late"])
    }

    /// Ranges include both ends; open ends are unbounded.
    public static func openItemsStayWithinTheRangeBothEndsIncluded(_ store: any TodoStore) async throws {
        for due in ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"] {
            _ = try await store.add(new(due, due: due))
        }
        let middle = try await store.openItems(dueIn: DayRange(from: day("2026-11-18"), through: day("2026-11-20")))
        #expect(middle.map(\.title) == ["2026-11-18", "2026-11-19", "2026-11-20"])
        let upTo = try await store.openItems(dueIn: DayRange(through: day("2026-11-18")))
        #expect(upTo.map(\.title) == ["2026-11-17", "2026-11-18"])
        let from = try await store.openItems(dueIn: DayRange(from: day("2026-11-21")))
        #expect(from.map(\.title) == ["2026-11-21"])
    }

    /// A completed item is no longer among the open ones.
    public static func completedItemsAreNotOpen(_ store: any TodoStore) async throws {
        let item = try await store.add(new("a", due: "2026-11-19"))
        let kept = try await store.add(new("b", due: "2026-11-19"))
        let done = try await store.complete(id: item.id, at: now)
        #expect(done.completed == now)
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [kept.id])
    }

    /// Completing a completed item does not move its completion time.
    public static func completingTwiceKeepsTheFirstTime(_ store: any TodoStore) async throws {
        let item = try await store.add(new("a", due: "2026-11-19"))
        _ = try await store.complete(id: item.id, at: now)
        let again = try await store.complete(id: item.id, at: now.addingTimeInterval(60))
        #expect(again.completed == now)
    }

    /// Reopening clears the completion time; reopening an open item is refused and
    /// changes nothing.
    public static func reopenedItemsAreOpenAgain(_ store: any TodoStore) async throws {
        let item = try await store.add(new("a", due: "2026-11-19"))
        let open = try await store.add(new("b", due: "2026-11-19"))
        _ = try await store.complete(id: item.id, at: now)
        await #expect(throws: TodoStoreError.notCompleted([open.id])) {
            try await store.reopen(ids: [item.id, open.id])
        }
        #expect(try await store.openItems(dueIn: .all) == [open])
        let reopened = try await store.reopen(id: item.id)
        #expect(reopened == item)
        #expect(try await store.openItems(dueIn: .all) == [item, open])
    }

    /// Delete returns what was deleted; the item is gone.
    public static func deleteRemovesTheItemAndReturnsIt(_ store: any TodoStore) async throws {
        let item = try await store.add(new("a", due: "2026-11-19"))
        #expect(try await store.delete(id: item.id) == item)
        #expect(try await store.allItems().isEmpty)
    }

    /// complete, reopen and delete name every unknown id, and change nothing.
    public static func unknownIDsAreReportedNotFound(_ store: any TodoStore) async throws {
        let item = try await store.add(new("a", due: "2026-11-19"))
        await #expect(throws: TodoStoreError.itemsNotFound([42])) { try await store.complete(id: 42, at: now) }
        await #expect(throws: TodoStoreError.itemsNotFound([42])) { try await store.reopen(id: 42) }
        await #expect(throws: TodoStoreError.itemsNotFound([42])) { try await store.delete(id: 42) }
        await #expect(throws: TodoStoreError.itemsNotFound([42, 43])) {
            try await store.complete(ids: [item.id, 42, 43], at: now)
        }
        await #expect(throws: TodoStoreError.itemsNotFound([43])) { try await store.delete(ids: [43, item.id]) }
        #expect(try await store.allItems() == [item])
    }

    /// Several items in one call: all of them, in the order given, repeats counted once.
    public static func severalItemsChangeInOneCall(_ store: any TodoStore) async throws {
        let a = try await store.add(new("a", due: "2026-11-19"))
        let b = try await store.add(new("b", due: "2026-11-19"))
        let c = try await store.add(new("c", due: "2026-11-19"))
        let done = try await store.complete(ids: [c.id, a.id, c.id], at: now)
        #expect(done.map(\.id) == [c.id, a.id])
        #expect(try await store.openItems(dueIn: .all) == [b])
        #expect(try await store.reopen(ids: [a.id, c.id]).map(\.id) == [a.id, c.id])
        #expect(try await store.delete(ids: [b.id, a.id]) == [b, a])
        #expect(try await store.allItems() == [c])
    }

    /// Undo walks back through every kind of change, most recent first, restoring items
    /// exactly (numbers included), and reports nothing once the journal is empty.
    public static func undoRevertsEachKindOfChangeMostRecentFirst(_ store: any TodoStore) async throws {
        let a = try await store.add(new("a", due: "2026-11-19"))
        let b = try await store.add(new("b", due: "2026-11-20"))
        let c = try await store.add(new("c", due: "2026-11-21"))
        _ = try await store.complete(ids: [a.id, c.id], at: now)
        _ = try await store.delete(ids: [b.id])
        _ = try await store.reopen(ids: [c.id])
        let imported = try await store.importItems([
            ImportedTodoItem(id: nil, title: "i1", due: day("2026-11-22"), created: now, completed: nil),
            ImportedTodoItem(id: nil, title: "i2", due: day("2026-11-22"), created: now, completed: now),
        ])
        #expect(try await store.allItems().count == 4)

        let undoImport = try await store.undoLastChange()
        #expect(undoImport?.kind == .import && undoImport?.count == 2)
        #expect(try await store.allItems().map(\.title) == ["a", "c"])
        let undoReopen = try await store.undoLastChange()
        #expect(undoReopen?.kind == .reopen && undoReopen?.items.map(\.id) == [c.id])
        #expect(try await store.allItems().map(\.completed) == [now, now])
        let undoDelete = try await store.undoLastChange()
        #expect(undoDelete?.kind == .delete && undoDelete?.items == [b])
        #expect(try await store.allItems().map(\.id) == [a.id, b.id, c.id])
        let undoComplete = try await store.undoLastChange()
        #expect(undoComplete?.kind == .complete && undoComplete?.count == 2)
        #expect(try await store.allItems() == [a, b, c])
        for expected in [c, b, a] {
            let undoAdd = try await store.undoLastChange()
            #expect(undoAdd?.kind == .add && undoAdd?.items == [expected])
        }
        #expect(try await store.allItems().isEmpty)
        #expect(try await store.undoLastChange() == nil)
        // The numbers of undone adds and imports are never given again.
        let next = try await store.add(new("d", due: "2026-11-19"))
        #expect(next.id > (imported.max() ?? 0))
    }

    /// A change that changes nothing (completing a completed item) records no step.
    public static func aChangeThatChangesNothingIsNoUndoStep(_ store: any TodoStore) async throws {
        let a = try await store.add(new("a", due: "2026-11-19"))
        _ = try await store.complete(id: a.id, at: now)
        _ = try await store.complete(id: a.id, at: now.addingTimeInterval(60))
        #expect(try await store.undoLastChange()?.kind == .complete)
        #expect(try await store.undoLastChange()?.kind == .add)
        #expect(try await store.undoLastChange() == nil)
    }

    /// The journal keeps at least a hundred steps (``UndoJournal/keptSteps``), and prunes
    /// older ones.
    public static func undoReachesBackAHundredStepsAndNoFurtherThanTheJournalKeeps(_ store: any TodoStore) async throws
    {
        for number in 1...(UndoJournal.keptSteps + 5) {
            _ = try await store.add(new("item \(number)", due: "2026-11-19"))
        }
        var undone = 0
        while try await store.undoLastChange() != nil { undone += 1 }
        #expect(undone == UndoJournal.keptSteps)
        #expect(try await store.allItems().map(\.title) == (1...5).map { "item \($0)" })
    }

    /// A deleted item's id is not given to the next item.
    public static func idsAreNeverReusedAfterDelete(_ store: any TodoStore) async throws {
        _ = try await store.add(new("a", due: "2026-11-19"))
        let last = try await store.add(new("b", due: "2026-11-19"))
        _ = try await store.delete(id: last.id)
        let next = try await store.add(new("c", due: "2026-11-19"))
        #expect(next.id == last.id + 1)
    }

    /// Completed items are part of `allItems`, in id order.
    public static func allItemsIncludesCompletedOnesByID(_ store: any TodoStore) async throws {
        let a = try await store.add(new("a", due: "2026-11-25"))
        let b = try await store.add(new("b", due: "2026-11-19"))
        let doneB = try await store.complete(id: b.id, at: now)
        #expect(try await store.allItems() == [a, doneB])
    }

    /// Given ids are kept; items without one get ids after the highest.
    public static func importKeepsGivenIDsAndAssignsNewOnesAfterThem(_ store: any TodoStore) async throws {
        let ids = try await store.importItems([
            ImportedTodoItem(id: 10, title: "ten", due: day("2026-11-19"), created: now, completed: now),
            ImportedTodoItem(id: nil, title: "new", due: day("2026-11-20"), created: now, completed: nil),
        ])
        #expect(ids == [10, 11])
        let added = try await store.add(new("after", due: "2026-11-19"))
        #expect(added.id == 12)
        #expect(try await store.allItems().map(\.title) == ["ten", "new", "after"])
    }

    /// An import that gives a taken id fails and stores none of its items.
    public static func importWithATakenIDStoresNothing(_ store: any TodoStore) async throws {
        let existing = try await store.add(new("existing", due: "2026-11-19"))
        await #expect(throws: TodoStoreError.idAlreadyExists(existing.id)) {
            try await store.importItems([
                ImportedTodoItem(id: 100, title: "fine", due: day("2026-11-19"), created: now, completed: nil),
                ImportedTodoItem(id: existing.id, title: "clash", due: day("2026-11-19"), created: now, completed: nil),
            ])
        }
        #expect(try await store.allItems() == [existing])
    }

    /// Titles (control characters and all), days and times come back exactly.
    public static func everyFieldRoundTrips(_ store: any TodoStore) async throws {
        let title = "Pay 💶 \u{1B}[31mrent\u{07} 東京 \u{202E}"
        let created = Date(timeIntervalSince1970: 1_700_000_000)
        let completed = Date(timeIntervalSince1970: 1_700_086_400)
        _ = try await store.importItems([
            ImportedTodoItem(id: 7, title: title, due: day("2028-02-29"), created: created, completed: completed)
        ])
        let expected = TodoItem(id: 7, title: title, due: day("2028-02-29"), created: created, completed: completed)
        #expect(try await store.allItems() == [expected])
    }

    /// What the use cases say they saved is what the store keeps: a title holding every
    /// control character but NUL, DEL, C1 controls and invisible characters comes back
    /// exactly, through Add and through import; a title holding NUL, which no store can keep
    /// (PostgreSQL refuses it, SQLite's text functions end at it), is refused on both paths
    /// before the store sees it, and an import names the entry.
    public static func titlesAreStoredAsTheUseCasesReportThem(_ store: any TodoStore) async throws {
        let clock = WallClock.fixed(now, timeZone: TimeZone(identifier: "UTC") ?? .current)
        let controls = String(String.UnicodeScalarView((0x01...0x1F).compactMap(Unicode.Scalar.init)))
        let title = "a\(controls)b\u{7F}\u{85}\u{9B}\u{202E}\u{E0041}\u{180E}c"
        let saved = try await AddInteractor(store: store, clock: clock).save(title: title, dueText: "")
        let transfer = TransferInteractor(store: store, clock: clock)
        let json = "[{\"title\": \(JSONText.quoted(title)), \"due\": \"2026-11-20\"}]"
        #expect(try await transfer.importJSON(Data(json.utf8)) == 1)
        #expect(try await store.allItems().map(\.title) == [saved.title, title])
        #expect(saved.title == title)

        await #expect(throws: AddError.invalidTitle(.containsNUL)) {
            _ = try await AddInteractor(store: store, clock: clock).save(title: "before\u{0}after", dueText: "")
        }
        let withNUL = #"[{"title": "fine", "due": "2026-11-20"}, {"title": "before\u0000after", "due": "2026-11-20"}]"#
        await #expect(throws: ImportError.badEntry(position: 2, reason: TitleError.containsNUL.description)) {
            _ = try await transfer.importJSON(Data(withNUL.utf8))
        }
        #expect(try await store.allItems().count == 2)
    }

    /// Pages run forward from an anchor and backward up to it, in list order, with or
    /// without the anchor, and stop at the range's ends.
    public static func pagesReadEitherWayFromAnAnchor(_ store: any TodoStore) async throws {
        var positions: [ListPosition] = []
        for day in 10...19 {
            let item = try await store.add(new("day \(day)", due: "2026-11-\(day)"))
            positions.append(ListPosition(of: item))
        }
        let range = DayRange(through: day("2026-11-18"))
        let titles = { (page: PageRequest) in try await store.openItems(dueIn: range, page: page).map(\.title) }
        #expect(try await titles(.first(3)) == ["day 10", "day 11", "day 12"])
        #expect(try await titles(.last(2)) == ["day 17", "day 18"])
        #expect(try await titles(.from(positions[4], limit: 2)) == ["day 14", "day 15"])
        #expect(try await titles(.after(positions[4], limit: 2)) == ["day 15", "day 16"])
        #expect(try await titles(.through(positions[4], limit: 2)) == ["day 13", "day 14"])
        #expect(try await titles(.before(positions[4], limit: 9)) == ["day 10", "day 11", "day 12", "day 13"])
        #expect(try await titles(.after(positions[8], limit: 5)).isEmpty)
        _ = try await store.complete(id: positions[5].id, at: now)
        #expect(try await titles(.from(positions[5], limit: 1)) == ["day 16"])
    }

    /// Counts count open items within the range only.
    public static func countsCountOpenItemsInTheRange(_ store: any TodoStore) async throws {
        for due in ["2026-11-17", "2026-11-18", "2026-11-18", "2026-11-19"] {
            _ = try await store.add(new(due, due: due))
        }
        _ = try await store.complete(id: 2, at: now)
        #expect(
            try await store.countOpenItems(dueIn: DayRange(from: day("2026-11-18"), through: day("2026-11-18"))) == 1)
        #expect(try await store.countOpenItems(dueIn: .all) == 3)
        #expect(try await store.countOpenItems(dueIn: DayRange(from: day("2026-11-20"))) == 0)
    }

    /// An item with notes, as `new(_:due:)` makes one (`due` nil: someday).
    static func new(_ title: String, on due: String?, notes: String = "", createdOffset: TimeInterval = 0)
        -> NewTodoItem
    {
        NewTodoItem(
            title: title, due: due.map(day), created: now.addingTimeInterval(createdOffset), notes: notes)
    }

    /// `item(id:)` reads one item whole (notes included, which list reads leave out),
    /// completed or not, and names an unknown id.
    public static func itemReadsOneItemWholeAndNamesAnUnknownID(_ store: any TodoStore) async throws {
        let open = try await store.add(new("Call mum", on: "2026-11-20", notes: "Ask about\nthe cello"))
        let other = try await store.add(new("Water the plants", on: "2026-11-21"))
        let done = try await store.complete(id: other.id, at: now)
        #expect(try await store.item(id: open.id) == open)
        #expect(try await store.item(id: open.id).notes == "Ask about\nthe cello")
        #expect(try await store.item(id: other.id) == done)
        await #expect(throws: TodoStoreError.itemsNotFound([42])) { try await store.item(id: 42) }
        _ = try await store.delete(id: open.id)
        await #expect(throws: TodoStoreError.itemsNotFound([open.id])) { try await store.item(id: open.id) }
    }

    /// `edit` gives an item a new title, due day (or none) and notes, keeps its number,
    /// creation and completion, and returns it as it is now stored.
    public static func editChangesTitleDueAndNotesAndReturnsTheItem(_ store: any TodoStore) async throws {
        let item = try await store.add(new("Call mum", on: "2026-11-20"))
        let neighbour = try await store.add(new("Buy milk", on: "2026-11-20"))
        let edited = try await store.edit(
            id: item.id, title: "Call mum and dad", due: day("2026-11-23"), notes: "Sunday\nafter lunch", tags: [],
            priority: nil)
        let expected = TodoItem(
            id: item.id, title: "Call mum and dad", due: day("2026-11-23"), created: item.created, completed: nil,
            notes: "Sunday\nafter lunch")
        #expect(edited == expected)
        #expect(try await store.item(id: item.id) == expected)
        #expect(try await store.item(id: neighbour.id) == neighbour)

        let someday = try await store.edit(
            id: item.id, title: "Call mum and dad", due: nil, notes: "", tags: [], priority: nil)
        #expect(someday.due == nil && someday.notes == "" && someday.title == "Call mum and dad")
        #expect(try await store.item(id: item.id) == someday)
        #expect(try await store.allItems() == [someday, neighbour])

        let done = try await store.complete(id: neighbour.id, at: now)
        let editedDone = try await store.edit(
            id: neighbour.id, title: "Buy oat milk", due: day("2026-11-25"), notes: "", tags: [], priority: nil)
        #expect(editedDone == done.with(title: "Buy oat milk", due: day("2026-11-25"), notes: ""))
        #expect(editedDone.completed == now)
    }

    /// Editing an unknown id is refused and changes nothing (no undo step either).
    public static func editingAnUnknownIDChangesNothing(_ store: any TodoStore) async throws {
        let item = try await store.add(new("Call mum", on: "2026-11-20"))
        await #expect(throws: TodoStoreError.itemsNotFound([42])) {
            try await store.edit(id: 42, title: "x", due: nil, notes: "x", tags: [], priority: nil)
        }
        #expect(try await store.allItems() == [item])
        #expect(try await store.undoLastChange()?.kind == .add)
        #expect(try await store.undoLastChange() == nil)
    }

    /// Each edit is one undo step (kind `.edit`, the item as it was), and undo restores
    /// title, due day (a day or none) and notes exactly, one edit at a time; an edit that
    /// changes nothing is no step.
    public static func anEditIsOneUndoStepThatRestoresEveryField(_ store: any TodoStore) async throws {
        let original = try await store.add(new("Call mum", on: "2026-11-20", notes: "old\nnote"))
        let first = try await store.edit(
            id: original.id, title: "Call mum and dad", due: day("2026-11-23"), notes: "new note", tags: [],
            priority: nil)
        let second = try await store.edit(
            id: original.id, title: "Call dad", due: nil, notes: "", tags: [], priority: nil)
        _ = try await store.edit(id: original.id, title: "Call dad", due: nil, notes: "", tags: [], priority: nil)

        let undoSecond = try await store.undoLastChange()
        #expect(undoSecond?.kind == .edit && undoSecond?.count == 1)
        #expect(undoSecond?.items.map(\.id) == [original.id])
        #expect(try await store.item(id: original.id) == first)
        #expect(second != first)

        let undoFirst = try await store.undoLastChange()
        #expect(undoFirst?.kind == .edit && undoFirst?.count == 1)
        #expect(try await store.item(id: original.id) == original)
        #expect(try await store.allItems() == [original])

        let undoAdd = try await store.undoLastChange()
        #expect(undoAdd?.kind == .add)
        #expect(try await store.undoLastChange() == nil)
    }

    /// Undo gives an item without a due day back without one (and takes one away again).
    public static func undoRestoresAnItemWithoutADueDay(_ store: any TodoStore) async throws {
        let someday = try await store.add(new("Learn the cello", on: nil, notes: "a\nb"))
        let dated = try await store.edit(
            id: someday.id, title: "Learn the cello", due: day("2026-12-01"), notes: "", tags: [], priority: nil)
        _ = try await store.complete(id: someday.id, at: now)
        _ = try await store.delete(id: someday.id)
        #expect(try await store.undoLastChange()?.kind == .delete)
        #expect(try await store.undoLastChange()?.kind == .complete)
        #expect(try await store.item(id: someday.id) == dated)
        #expect(try await store.undoLastChange()?.kind == .edit)
        #expect(try await store.item(id: someday.id) == someday)
        #expect(try await store.openItems(dueIn: .undated).map(\.id) == [someday.id])
    }

    /// Notes keep every line break, tab and space, and up to ``TodoItem/maximumNotesLength``
    /// characters (non-ASCII ones too), through add, edit and import.
    public static func notesWithLineBreaksAndTheLongestLengthRoundTrip(_ store: any TodoStore) async throws {
        let lines = "  first line\nsecond\r\nthird\ttabbed\n\n東京 💶 \u{1B}[31m\n"
        let longest = String(repeating: "\u{E9}\n💶x ", count: TodoItem.maximumNotesLength / 5)
        #expect(longest.unicodeScalars.count == TodoItem.maximumNotesLength)
        let added = try await store.add(new("a", on: "2026-11-20", notes: lines))
        let edited = try await store.add(new("b", on: "2026-11-20"))
        _ = try await store.edit(
            id: edited.id, title: "b", due: day("2026-11-20"), notes: longest, tags: [], priority: nil)
        _ = try await store.importItems([
            ImportedTodoItem(id: 10, title: "c", due: nil, created: now, completed: now, notes: longest)
        ])
        #expect(try await store.item(id: added.id).notes == lines)
        #expect(try await store.item(id: edited.id).notes == longest)
        #expect(try await store.item(id: 10).notes == longest)
        #expect(try await store.allItems().map(\.notes) == [lines, longest, longest])
        // List reads leave the notes out.
        #expect(try await store.openItems(dueIn: .all).map(\.notes) == ["", ""])
    }

    /// An item without a due day is stored and read back without one, by every read.
    public static func anItemWithoutADueDayIsReadBackWithoutOne(_ store: any TodoStore) async throws {
        let item = try await store.add(new("Learn the cello", on: nil))
        #expect(item.due == nil)
        #expect(try await store.item(id: item.id).due == nil)
        #expect(try await store.allItems() == [item])
        #expect(try await store.openItems(dueIn: .all).map(\.due) == [nil])
        let done = try await store.complete(id: item.id, at: now)
        #expect(done.due == nil)
        #expect(try await store.reopen(id: item.id) == item)
    }

    /// Items without a due day come after every dated item (the last day of the calendar
    /// included), among themselves by creation time, then id.
    public static func itemsWithoutADueDayComeAfterEveryDatedOne(_ store: any TodoStore) async throws {
        _ = try await store.add(new("someday later", on: nil, createdOffset: 20))
        _ = try await store.add(new("someday first", on: nil, createdOffset: -50))
        _ = try await store.add(new("last day", on: CalendarDay.latest.iso, createdOffset: 30))
        _ = try await store.add(new("someday same time", on: nil, createdOffset: 20))
        _ = try await store.add(new("first day", on: CalendarDay.earliest.iso, createdOffset: 40))
        _ = try await store.add(new("tomorrow", on: "2026-11-20", createdOffset: 50))
        #expect(
            try await store.openItems(dueIn: .all).map(\.title) == [
                "first day", "tomorrow", "last day", "someday first", "someday later", "someday same time",
            ])
        #expect(
            try await store.openItems(dueIn: .undated).map(\.title) == [
                "someday first", "someday later", "someday same time",
            ])
    }

    /// A range of days, bounded or not, never holds an item without a due day; only
    /// ``DayRange/all`` and ``DayRange/undated`` do.
    public static func noRangeOfDaysHoldsAnItemWithoutADueDay(_ store: any TodoStore) async throws {
        let someday = try await store.add(new("someday", on: nil))
        let dated = try await store.add(new("dated", on: "2026-11-20"))
        let ranges = [
            DayRange(through: day("2026-11-25")), DayRange(through: .latest), DayRange(from: day("2026-11-19")),
            DayRange(from: .earliest), DayRange(from: day("2026-11-19"), through: .latest), DayRange(),
        ]
        for range in ranges {
            #expect(try await store.openItems(dueIn: range).map(\.id) == [dated.id], "\(range)")
            #expect(try await store.countOpenItems(dueIn: range) == 1, "\(range)")
            #expect(try await store.openItems(dueIn: range, page: .first(10)).map(\.id) == [dated.id], "\(range)")
            #expect(try await store.openItems(dueIn: range, page: .last(10)).map(\.id) == [dated.id], "\(range)")
        }
        #expect(try await store.openItems(dueIn: DayRange(from: day("2026-11-21"))).isEmpty)
        #expect(try await store.openItems(dueIn: .undated).map(\.id) == [someday.id])
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [dated.id, someday.id])
    }

    /// Counts include open items without a due day in ``DayRange/all`` and
    /// ``DayRange/undated`` only, and leave completed ones out.
    public static func countsCountItemsWithoutADueDayOnlyWhereTheRangeHoldsThem(_ store: any TodoStore) async throws {
        for due in [nil, nil, "2026-11-18", nil, "2026-11-20"] {
            _ = try await store.add(new(due ?? "someday", on: due))
        }
        _ = try await store.complete(id: 2, at: now)
        #expect(try await store.countOpenItems(dueIn: .all) == 4)
        #expect(try await store.countOpenItems(dueIn: .undated) == 2)
        #expect(try await store.countOpenItems(dueIn: DayRange()) == 2)
        #expect(try await store.countOpenItems(dueIn: DayRange(from: day("2026-11-19"))) == 1)
        #expect(try await store.countOpenItems(dueIn: DayRange(through: .latest)) == 2)
    }

    /// Pages of the whole list run on past the last dated item into those without a due
    /// day, and back from them, either way from any anchor; pages of ``DayRange/undated``
    /// hold only those, and pages of a range of days none of them.
    public static func pagesCrossIntoItemsWithoutADueDay(_ store: any TodoStore) async throws {
        var positions: [ListPosition] = []
        for (number, due) in ["2026-11-20", "2026-11-21", nil, "2026-11-22", nil].enumerated() {
            let item = try await store.add(new("item \(number + 1)", on: due, createdOffset: Double(number)))
            positions.append(ListPosition(of: item))
        }
        // List order: item 1, item 2, item 4 (dated), item 3, item 5 (someday).
        let (dated, someday, lastSomeday) = (positions[3], positions[2], positions[4])
        func titles(_ range: DayRange, _ page: PageRequest) async throws -> [String] {
            try await store.openItems(dueIn: range, page: page).map(\.title)
        }
        #expect(try await titles(.all, .first(2)) == ["item 1", "item 2"])
        #expect(try await titles(.all, .last(3)) == ["item 4", "item 3", "item 5"])
        #expect(try await titles(.all, .after(dated, limit: 5)) == ["item 3", "item 5"])
        #expect(try await titles(.all, .from(dated, limit: 2)) == ["item 4", "item 3"])
        #expect(try await titles(.all, .after(someday, limit: 5)) == ["item 5"])
        #expect(try await titles(.all, .from(someday, limit: 5)) == ["item 3", "item 5"])
        #expect(try await titles(.all, .before(someday, limit: 5)) == ["item 1", "item 2", "item 4"])
        #expect(try await titles(.all, .through(lastSomeday, limit: 3)) == ["item 4", "item 3", "item 5"])
        #expect(try await titles(.all, .before(lastSomeday, limit: 2)) == ["item 4", "item 3"])
        #expect(try await titles(.all, .after(lastSomeday, limit: 5)).isEmpty)

        #expect(try await titles(.undated, .first(5)) == ["item 3", "item 5"])
        #expect(try await titles(.undated, .last(1)) == ["item 5"])
        #expect(try await titles(.undated, .before(lastSomeday, limit: 5)) == ["item 3"])
        #expect(try await titles(.undated, .through(someday, limit: 5)) == ["item 3"])
        #expect(try await titles(.undated, .after(someday, limit: 5)) == ["item 5"])
        #expect(try await titles(.undated, .after(dated, limit: 5)) == ["item 3", "item 5"])

        let days = DayRange(from: day("2026-11-21"))
        #expect(try await titles(days, .from(positions[1], limit: 5)) == ["item 2", "item 4"])
        #expect(try await titles(days, .before(someday, limit: 5)) == ["item 2", "item 4"])
        #expect(try await titles(days, .after(dated, limit: 5)).isEmpty)
    }

    /// Items without a due day, with notes, go out and come back in exactly: `allItems`
    /// gives them, `importItems` takes them, and the JSON transfer carries both fields.
    public static func itemsWithoutADueDayAndNotesSurviveExportAndImport(_ store: any TodoStore) async throws {
        let created = Date(timeIntervalSince1970: 1_700_000_000)
        _ = try await store.importItems([
            ImportedTodoItem(id: 3, title: "someday", due: nil, created: created, completed: nil, notes: "a\nb"),
            ImportedTodoItem(id: 5, title: "done someday", due: nil, created: created, completed: now, notes: ""),
            ImportedTodoItem(id: 7, title: "dated", due: day("2026-11-20"), created: created, completed: nil),
        ])
        let expected = [
            TodoItem(id: 3, title: "someday", due: nil, created: created, completed: nil, notes: "a\nb"),
            TodoItem(id: 5, title: "done someday", due: nil, created: created, completed: now),
            TodoItem(id: 7, title: "dated", due: day("2026-11-20"), created: created, completed: nil),
        ]
        #expect(try await store.allItems() == expected)
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [7, 3])

        let transfer = TransferInteractor(
            store: store, clock: WallClock.fixed(now, timeZone: TimeZone(identifier: "UTC") ?? .current))
        let json = try await transfer.exportJSON()
        #expect(json.contains(#""id": 3, "title": "someday", "due": null"#))
        #expect(json.contains(#""notes": "a\nb""#))
        _ = try await store.delete(ids: [3, 5, 7])
        #expect(try await transfer.importJSON(Data(json.utf8)) == 3)
        #expect(try await store.allItems() == expected)
    }

    /// The revision moves when the items change.
    public static func theRevisionMovesWhenItemsChange(_ store: any TodoStore) async throws {
        let before = try await store.revision()
        #expect(try await store.revision() == before)
        _ = try await store.add(new("a", due: "2026-11-19"))
        let afterAdd = try await store.revision()
        #expect(afterAdd != before)
        _ = try await store.complete(id: 1, at: now)
        #expect(try await store.revision() != afterAdd)
    }
}
