import AppCore
import Presentation
import TestSupport
import Testing

@testable import WideFront

/// Back-references are weak: the super presenter keeps neither its panes nor, through
/// them, itself alive, and everything goes when the session does.
@MainActor
@Suite struct WideLeakTests {
    @Test func theSuperPresenterDoesNotKeepItsPanesAlive() async throws {
        let store: any TodoStore = InMemoryTodoStore()
        _ = try await store.add(
            NewTodoItem(title: "Buy milk", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now))
        let assembly = ModuleAssembly(store: store, clock: Fixtures.clock("2026-11-19"), weeks: WeekCalendar())
        let status = WideStatus()
        weak var listView: WideListView?
        weak var detailView: WideDetailView?
        let presenter: WidePresenter
        do {
            let list = WideListView(status: status)
            let add = WideAddView(status: status)
            let detail = WideDetailView(status: status)
            listView = list
            detailView = detail
            let wireframe = WideWireframe(assembly: assembly, listView: list, addView: add, detailView: detail)
            presenter = WidePresenter(
                wireframe: wireframe, listView: list, addView: add, detailView: detail, helpView: WideHelpView(),
                status: status)
            await presenter.start()
            await presenter.arrange(sideBySide: true)
            for key in [WideKey.character("e"), .escape, .character("/"), .character("m"), .enter] {
                _ = await presenter.handle(key)
            }
            #expect(presenter.selection.id == 1)
        }
        #expect(listView == nil)
        #expect(detailView == nil)
        #expect(presenter.focus == .list)
    }

    @Test func theSessionLetsGoOfEverythingWhenItGoes() async throws {
        weak var session: WideSession?
        do {
            let harness = WideHarness()
            try await harness.startWithWeek()
            await harness.press(.character("a"))
            await harness.type("Water plants")
            await harness.press(.escape, .character("e"), .escape)
            session = harness.session
        }
        #expect(session == nil)
    }
}
