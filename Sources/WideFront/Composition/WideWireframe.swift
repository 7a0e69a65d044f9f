import Presentation

/// The super wireframe: holds the very same List and Add wireframes the compact front
/// uses, gives each a pane host, and decides how the panes are arranged. It adds panes
/// and nothing else.
@MainActor
public final class WideWireframe {
    private let listPane = PaneHost()
    private let addPane = PaneHost()
    private let detailPane = PaneHost()
    /// The shared modules, assembled with this front's views and pane hosts.
    let modules: AssembledModules

    /// Assembles the shared modules with the wide front's views, one pane host each.
    init(assembly: ModuleAssembly, listView: WideListView, addView: WideAddView, detailView: WideDetailView) {
        modules = assembly.assemble(
            views: ModuleViews(list: listView, add: addView, detail: detailView),
            hosts: ModuleHosts(list: listPane, add: addPane, detail: detailPane))
    }

    /// The module with the user's attention: Add while it is presented, else the list.
    var focus: ModuleKind { addPane.isPresented ? .add : .list }

    /// The arrangement for a screen of `size`: side by side when wide enough, else one pane
    /// at a time, where presenting Add covers the list, as on the phone.
    func layout(for size: Size) -> WideLayout {
        WideLayout(size: size, addPresented: addPane.isPresented)
    }
}
