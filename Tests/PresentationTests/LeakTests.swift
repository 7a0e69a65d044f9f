import Presentation
import Testing

/// Back-references are weak: presenters never keep their views alive, and the modules
/// form no cycle.
@MainActor
@Suite struct LeakTests {
    @Test func theListPresenterDoesNotKeepItsViewAlive() async {
        let harness = ModuleHarness()
        weak var view: SpyListView?
        var modules: AssembledModules?
        do {
            let replacement = SpyListView()
            view = replacement
            modules = ModuleHarness.assembleAgain(harness, listView: replacement)
            await modules?.list.start()
            #expect(replacement.lists.count == 1)
        }
        #expect(view == nil)
        #expect(modules != nil)
    }

    @Test func theAddPresenterDoesNotKeepItsViewAlive() async {
        let harness = ModuleHarness()
        weak var view: SpyAddView?
        var modules: AssembledModules?
        do {
            let replacement = SpyAddView()
            view = replacement
            modules = ModuleHarness.assembleAgain(harness, addView: replacement)
            await modules?.list.handle(.add(name: nil))
            #expect(replacement.forms.count == 1)
        }
        #expect(view == nil)
        #expect(modules != nil)
    }

    @Test func theModulesAreFreedWhenTheFrontLetsGoEvenAfterPresentingAdd() async {
        weak var list: ListPresenter?
        weak var add: AddPresenter?
        weak var listWireframe: ListWireframe?
        do {
            let harness = ModuleHarness()
            list = harness.modules.listPresenter
            add = harness.modules.addPresenter
            listWireframe = harness.modules.listWireframe
            await harness.modules.list.handle(.add(name: nil))
        }
        #expect(list == nil)
        #expect(add == nil)
        #expect(listWireframe == nil)
    }
}

extension ModuleHarness {
    /// Assembles fresh modules with other views, keeping the modules and dropping the views.
    static func assembleAgain(
        _ harness: ModuleHarness, listView: SpyListView? = nil, addView: SpyAddView? = nil
    ) -> AssembledModules {
        harness.assembly.assemble(
            views: ModuleViews(
                list: listView ?? harness.listView, add: addView ?? harness.addView, detail: harness.detailView),
            hosts: ModuleHosts(harness.host))
    }
}
