import AppCore

/// Builds the List and Add modules for a front: the one place where presenters,
/// interactors and wireframes are wired together.
///
/// The composition root creates it with the use cases; a front calls ``assemble(listView:addView:listHost:addHost:)``
/// with its own views and host(s), and never sees an interactor or a store.
public struct ModuleAssembly: Sendable {
    private let listInteractor: ListInteractor
    private let addInteractor: AddInteractor

    /// Creates an assembly over the List and Add use cases.
    public init(listInteractor: ListInteractor, addInteractor: AddInteractor) {
        self.listInteractor = listInteractor
        self.addInteractor = addInteractor
    }

    /// Wires both modules to a front's views and hosts. The compact front passes one
    /// host for both; the wide front a pane host each. Views and hosts are held weakly:
    /// the front owns them.
    @MainActor
    public func assemble(
        listView: any ListView, addView: any AddView, listHost: any ModuleHost, addHost: any ModuleHost
    ) -> AssembledModules {
        let addWireframe = AddWireframe(host: addHost)
        let addPresenter = AddPresenter(interactor: addInteractor, wireframe: addWireframe, view: addView)
        let listWireframe = ListWireframe(host: listHost, addPresenter: addPresenter)
        let listPresenter = ListPresenter(interactor: listInteractor, wireframe: listWireframe, view: listView)
        return AssembledModules(
            listPresenter: listPresenter, addPresenter: addPresenter, listWireframe: listWireframe,
            addWireframe: addWireframe)
    }
}
