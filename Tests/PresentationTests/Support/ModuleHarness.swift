import AppCore
import Presentation
import TestSupport

/// The List and Add modules assembled over a recording store, a fixed clock (Thursday
/// 2026-11-19) and spy views and host: everything a presenter test needs.
@MainActor
final class ModuleHarness {
    let log = EventLog()
    let store: RecordingStore
    let listView = SpyListView()
    let addView = SpyAddView()
    let host: SpyHost
    let assembly: ModuleAssembly
    let modules: AssembledModules

    init(today: String = "2026-11-19", weekStart: WeekStart = .sunday) {
        let log = self.log
        store = RecordingStore { call in log.record("store \(call)") }
        host = SpyHost(log: log)
        let clock = Fixtures.clock(today)
        assembly = ModuleAssembly(
            listInteractor: ListInteractor(store: store, clock: clock, weeks: WeekCalendar(weekStart: weekStart)),
            addInteractor: AddInteractor(store: store, clock: clock))
        modules = assembly.assemble(listView: listView, addView: addView, listHost: host, addHost: host)
    }

    /// Adds an item straight to the store (as another process would).
    func given(_ title: String, due: String) async throws {
        _ = try await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now))
    }
}
