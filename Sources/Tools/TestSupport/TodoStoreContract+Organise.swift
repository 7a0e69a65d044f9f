import AppCore
import Foundation
import Testing

/// The store contract for tags, priority, filters and the completed list (issue 14).
extension TodoStoreContract {
    static func item(
        _ title: String, on due: String?, notes: String = "", tags: [String] = [], priority: Priority? = nil,
        createdOffset: TimeInterval = 0
    ) -> NewTodoItem {
        NewTodoItem(
            title: title, due: due.map(day), created: now.addingTimeInterval(createdOffset), notes: notes, tags: tags,
            priority: priority)
    }

    /// Tags come back sorted, each once (case kept, compared ignoring case), and a priority
    /// as given, from every read: the item, the list, every item.
    public static func tagsAndPriorityRoundTrip(_ store: any TodoStore) async throws {
        let added = try await store.add(
            item("Buy milk", on: "2026-11-20", tags: ["shopping", "Home", "home"], priority: .medium))
        #expect(added.tags == ["Home", "shopping"] && added.priority == .medium)
        #expect(try await store.item(id: added.id) == added)
        let listed = try await store.openItems(dueIn: .all)
        #expect(listed.map(\.tags) == [["Home", "shopping"]] && listed.map(\.priority) == [.medium])
        #expect(try await store.allItems() == [added])
    }

    /// Within one due day, high comes before medium, medium before low, low before none;
    /// then the order of creation; pages sought from an item keep that order.
    public static func higherPriorityComesFirstWithinADay(_ store: any TodoStore) async throws {
        _ = try await store.add(item("none", on: "2026-11-20", createdOffset: 1))
        _ = try await store.add(item("low", on: "2026-11-20", priority: .low, createdOffset: 2))
        _ = try await store.add(item("high later", on: "2026-11-20", priority: .high, createdOffset: 5))
        _ = try await store.add(item("high", on: "2026-11-20", priority: .high, createdOffset: 3))
        _ = try await store.add(item("medium", on: "2026-11-20", priority: .medium, createdOffset: 4))
        _ = try await store.add(item("earlier day", on: "2026-11-19", createdOffset: 9))
        _ = try await store.add(item("someday high", on: nil, priority: .high))
        let expected = ["earlier day", "high", "high later", "medium", "low", "none", "someday high"]
        let listed = try await store.openItems(dueIn: .all)
        #expect(listed.map(\.title) == expected)
        let positions = listed.map(ListPosition.init(of:))
        let titles = { (page: PageRequest) in try await store.openItems(dueIn: .all, page: page).map(\.title) }
        #expect(try await titles(.after(positions[2], limit: 2)) == ["medium", "low"])
        #expect(try await titles(.before(positions[4], limit: 2)) == ["high later", "medium"])
        #expect(try await titles(.through(positions[3], limit: 2)) == ["high later", "medium"])
        #expect(try await titles(.from(positions[5], limit: 5)) == ["none", "someday high"])
        let day = DayRange(from: Self.day("2026-11-20"), through: Self.day("2026-11-20"))
        #expect(try await store.openItems(dueIn: day, page: .after(positions[1], limit: 9)).count == 4)
    }

    /// Words are found in titles and notes, ignoring case and accents, as the start of a
    /// word; tags are whole and ignore case; every part of a filter must match; pages and
    /// counts follow the filter; items without a due day are found in ranges that hold them.
    public static func filtersFindWordsAndTags(_ store: any TodoStore) async throws {
        let milk = try await store.add(item("Buy MILK", on: "2026-11-20", tags: ["shopping", "home"]))
        let cafe = try await store.add(item("Café with Ana", on: "2026-11-21", tags: ["Social"]))
        let note = try await store.add(item("Call the bank", on: "2026-11-22", notes: "ask about the mortgage"))
        let someday = try await store.add(item("Learn the cello", on: nil, tags: ["home"], priority: .low))
        let done = try await store.add(item("Buy milk again", on: "2026-11-20", tags: ["home"]))
        _ = try await store.complete(id: done.id, at: now)
        func ids(_ text: String, _ range: DayRange = .all) async throws -> [TodoItem.ID] {
            try await store.openItems(dueIn: range, matching: ItemFilter(parsing: text)).map(\.id)
        }
        #expect(try await ids("milk") == [milk.id])
        #expect(try await ids("mil") == [milk.id])
        #expect(try await ids("cafe") == [cafe.id])
        #expect(try await ids("CAFÉ ana") == [cafe.id])
        #expect(try await ids("mortgage") == [note.id])
        #expect(try await ids("+home") == [milk.id, someday.id])
        #expect(try await ids("+HOME") == [milk.id, someday.id])
        #expect(try await ids("+social") == [cafe.id])
        #expect(try await ids("+home cello") == [someday.id])
        #expect(try await ids("+home +shopping") == [milk.id])
        #expect(try await ids("+home bank").isEmpty)
        #expect(try await ids("zebra").isEmpty)
        #expect(try await ids("+hom").isEmpty)
        #expect(try await ids("+home", DayRange(through: Self.day("2026-11-30"))) == [milk.id])
        #expect(try await ids("+home", .undated) == [someday.id])
        let home = ItemFilter(parsing: "+home")
        #expect(try await store.countOpenItems(dueIn: .all, matching: home) == 2)
        #expect(try await store.countOpenItems(dueIn: .undated, matching: home) == 1)
        #expect(try await store.countOpenItems(dueIn: .all, matching: ItemFilter(parsing: "the")) == 2)
        let page = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "the"), page: .first(1))
        #expect(page.map(\.id) == [note.id])
        let after = try await store.openItems(
            dueIn: .all, matching: ItemFilter(parsing: "the"), page: .after(ListPosition(of: note), limit: 5))
        #expect(after.map(\.id) == [someday.id])
        let before = try await store.openItems(
            dueIn: .all, matching: ItemFilter(parsing: "the"), page: .before(ListPosition(of: someday), limit: 1))
        #expect(before.map(\.id) == [note.id])
    }

    /// Edits and undo keep the search in step: a new title is found by its new words and
    /// no longer by the old ones; a removed tag no longer finds the item; undo brings both back.
    public static func filtersFollowEditsAndUndo(_ store: any TodoStore) async throws {
        let added = try await store.add(item("Buy milk", on: "2026-11-20", tags: ["home"]))
        _ = try await store.edit(
            id: added.id, title: "Buy bread", due: added.due, notes: "", tags: ["errands"], priority: nil)
        func count(_ text: String) async throws -> Int {
            try await store.countOpenItems(dueIn: .all, matching: ItemFilter(parsing: text))
        }
        #expect(try await count("milk") == 0)
        #expect(try await count("bread") == 1)
        #expect(try await count("+home") == 0)
        #expect(try await count("+errands") == 1)
        _ = try await store.undoLastChange()
        #expect(try await count("milk") == 1)
        #expect(try await count("bread") == 0)
        #expect(try await count("+home") == 1)
        #expect(try await count("+errands") == 0)
        _ = try await store.delete(id: added.id)
        #expect(try await count("milk") == 0)
        _ = try await store.undoLastChange()
        #expect(try await count("milk") == 1)
    }

    /// Completed items, the most recently completed first, filtered like open ones.
    /// Every tag of an open item, with how many open items carry it, by tag ignoring case;
    /// completed items and their tags left out.
    public static func openTagCountsCountOpenItems(_ store: any TodoStore) async throws {
        #expect(try await store.openTagCounts().isEmpty)
        _ = try await store.add(item("Buy milk", on: "2026-11-20", tags: ["home", "shopping"]))
        _ = try await store.add(item("Fix the tap", on: nil, tags: ["Home"]))
        let done = try await store.add(item("Pay the rent", on: "2026-11-19", tags: ["bills", "home"]))
        _ = try await store.add(item("Call mum", on: "2026-11-19"))
        _ = try await store.complete(id: done.id, at: now)
        #expect(
            try await store.openTagCounts() == [
                TagCount(name: "home", count: 2), TagCount(name: "shopping", count: 1),
            ])
    }

    public static func completedItemsComeMostRecentFirst(_ store: any TodoStore) async throws {
        let a = try await store.add(item("Buy milk", on: "2026-11-20", tags: ["home"]))
        let b = try await store.add(item("Walk", on: nil))
        let c = try await store.add(item("Buy bread", on: "2026-11-19", tags: ["home"]))
        _ = try await store.add(item("Open", on: "2026-11-19", tags: ["home"]))
        _ = try await store.complete(id: b.id, at: now.addingTimeInterval(60))
        _ = try await store.complete(id: a.id, at: now)
        _ = try await store.complete(id: c.id, at: now.addingTimeInterval(120))
        #expect(try await store.completedItems(matching: .none, limit: 10).map(\.id) == [c.id, b.id, a.id])
        #expect(try await store.completedItems(matching: .none, limit: 2).map(\.id) == [c.id, b.id])
        let home = try await store.completedItems(matching: ItemFilter(parsing: "+home buy"), limit: 10)
        #expect(home.map(\.id) == [c.id, a.id])
        #expect(home.first?.completed == now.addingTimeInterval(120))
        #expect(try await store.completedItems(matching: ItemFilter(parsing: "open"), limit: 10).isEmpty)
    }

    /// An edit of tags and priority is one undo step that restores both exactly.
    public static func undoRestoresTagsAndPriority(_ store: any TodoStore) async throws {
        let added = try await store.add(item("Buy milk", on: "2026-11-20", tags: ["Home", "shop"], priority: .high))
        let edited = try await store.edit(
            id: added.id, title: added.title, due: added.due, notes: "", tags: ["errands"], priority: nil)
        #expect(edited.tags == ["errands"] && edited.priority == nil)
        let undone = try await store.undoLastChange()
        #expect(undone?.kind == .edit)
        #expect(try await store.item(id: added.id) == added)
        _ = try await store.delete(id: added.id)
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: added.id) == added)
    }

    /// Export writes tags (sorted) and priority; import reads them back, and still reads
    /// an entry without them.
    public static func tagsAndPrioritySurviveExportAndImport(_ store: any TodoStore) async throws {
        let transfer = TransferInteractor(
            store: store, clock: WallClock.fixed(now, timeZone: TimeZone(identifier: "UTC") ?? .current))
        _ = try await store.add(item("Buy milk", on: "2026-11-20", tags: ["shopping", "Home"], priority: .high))
        _ = try await store.add(item("Walk", on: nil))
        let json = try await transfer.exportJSON()
        #expect(json.contains(#""tags": ["Home", "shopping"], "priority": "high""#))
        #expect(json.contains(#""tags": [], "priority": null"#))
        let before = try await store.allItems()
        _ = try await store.delete(ids: before.map(\.id))
        #expect(try await transfer.importJSON(Data(json.utf8)) == 2)
        #expect(try await store.allItems() == before)
        let old = #"[{"title": "old", "due": null}, {"title": "t", "due": null, "tags": null, "priority": "l"}]"#
        #expect(try await transfer.importJSON(Data(old.utf8)) == 2)
        let imported = try await store.allItems().suffix(2)
        #expect(imported.map(\.tags) == [[], []] && imported.map(\.priority) == [nil, .low])
        let bad = #"[{"title": "x", "due": null, "tags": ["a b"]}]"#
        await #expect(throws: ImportError.self) { _ = try await transfer.importJSON(Data(bad.utf8)) }
    }
}
