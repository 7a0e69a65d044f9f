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
    let detailView = SpyDetailView()
    let host: SpyHost
    let assembly: ModuleAssembly
    let modules: AssembledModules

    init(today: String = "2026-11-19", weekStart: WeekStart = .sunday) {
        let log = self.log
        store = RecordingStore { call in log.record("store \(call)") }
        host = SpyHost(log: log)
        let clock = Fixtures.clock(today)
        assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar(weekStart: weekStart))
        modules = assembly.assemble(
            views: ModuleViews(list: listView, add: addView, detail: detailView), hosts: ModuleHosts(host))
    }

    /// Adds an item straight to the store (as another process would).
    func given(_ title: String, due: String) async throws {
        _ = try await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now))
    }
}
