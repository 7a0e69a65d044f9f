import AppCore
import Presentation
import TestSupport

@testable import WideFront

/// The wide front over a store, drawing on an in-memory grid, with today fixed at
/// Thursday 2026-11-19.
@MainActor
final class WideHarness {
    let store: any TodoStore
    let surface: GridSurface
    let session: WideSession

    /// The front over `store` on a `size` screen; `clock` gives today, `now` times the
    /// footer's messages; `sync`, the Sync module's assembly, if `S` syncs.
    init(
        store: any TodoStore = InMemoryTodoStore(), size: Size = Size(width: 120, height: 32),
        clock: WallClock = Fixtures.clock("2026-11-19"),
        now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }, sync: SyncAssembly? = nil
    ) {
        self.store = store
        surface = GridSurface(size: size)
        let assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
        session = WideSession(assembly: assembly, surface: surface, now: now, sync: sync)
    }

    func start() async {
        await session.start()
    }

    /// Presses keys in order; returns whether the front is still running.
    @discardableResult
    func press(_ keys: WideKey...) async -> Bool {
        for key in keys {
            guard await session.handle(key) else { return false }
        }
        return true
    }

    /// Types text, one character key at a time.
    func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    /// Starts with three items: Pay rent (a day late), Buy milk (today) and Call mum
    /// (tomorrow, with `notes`).
    func startWithWeek(notes: String = "") async throws {
        try await given("Pay rent", due: "2026-11-18")
        try await given("Buy milk", due: "2026-11-19")
        try await given("Call mum", due: "2026-11-20", notes: notes)
        await start()
    }

    func given(_ title: String, due: String, notes: String = "") async throws {
        let item = try await store.add(
            NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now))
        if !notes.isEmpty {
            _ = try await store.edit(id: item.id, title: title, due: item.due, notes: notes, tags: [], priority: nil)
        }
    }

    /// Changes the screen's size, as a terminal does: the front hears of it as a key.
    func resize(_ width: Int, _ height: Int) async {
        surface.resize(to: Size(width: width, height: height))
        await press(.resize)
    }

    var lines: [String] { surface.lines }
    var text: String { surface.text }
    var footer: String { surface.lines.last ?? "" }

    /// The list pane's rows (whatever the layout puts it).
    var listPane: [String] { pane(\.listPane) }
    /// The form pane's rows.
    var formPane: [String] { pane(\.addPane) }
    /// The detail pane's rows.
    var detailPane: [String] { pane(\.detailPane) }

    private func pane(_ which: KeyPath<WideLayout, Rect?>) -> [String] {
        session.layout[keyPath: which].map(surface.lines(in:)) ?? []
    }
}
