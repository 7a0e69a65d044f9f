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
