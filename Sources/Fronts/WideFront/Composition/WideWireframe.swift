import Presentation

/// The super wireframe: holds the very same List, Add and Detail wireframes the compact
/// front uses, gives each a pane host, and decides how the panes are arranged. It adds
/// panes and nothing else.
@MainActor
public final class WideWireframe {
    private let listPane = PaneHost()
    private let addPane = PaneHost()
    private let detailPane: PaneHost
    /// The shared modules, assembled with this front's views and pane hosts.
    let modules: AssembledModules

    /// Assembles the shared modules with the wide front's views, one pane host each.
    init(assembly: ModuleAssembly, listView: WideListView, addView: WideAddView, detailView: WideDetailView) {
        detailPane = PaneHost(whenDismissed: { [weak detailView] in detailView?.dismissed() })
        modules = assembly.assemble(
            views: ModuleViews(list: listView, add: addView, detail: detailView),
            hosts: ModuleHosts(list: listPane, add: addPane, detail: detailPane))
    }

    /// Whether the Add module is presented.
    var isAddPresented: Bool { addPane.isPresented }
    /// Whether the Detail module is presented.
    var isDetailPresented: Bool { detailPane.isPresented }

    /// The arrangement for a screen of `size`: side by side when wide enough (the form
    /// while Add is presented, else the detail, beside the list), else one pane at a time,
    /// where the module presented last covers the others, as on the phone.
    func layout(for size: Size) -> WideLayout {
        WideLayout(size: size, top: addPane.isPresented ? .add : detailPane.isPresented ? .detail : .list)
    }
}
