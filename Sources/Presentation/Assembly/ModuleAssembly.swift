import AppCore

/// Builds the List, Add and Detail modules for a front: the one place where presenters,
/// interactors and wireframes are wired together.
///
/// The composition root creates it with the use cases; a front calls
/// ``assemble(views:hosts:)`` with its own views and host(s), and never sees an interactor
/// or a store.
public struct ModuleAssembly: Sendable {
    private let listInteractor: ListInteractor
    private let addInteractor: AddInteractor
    private let detailInteractor: DetailInteractor
    /// What Tab offers, for the fronts that complete words (the REPL, the shells).
    public let completer: WordCompleter
    /// Export and import, for the front that offers them (the one-shot commands).
    public let transfer: ListTransfer

    /// Creates an assembly over the List, Add, Detail, completion and transfer use cases.
    public init(
        listInteractor: ListInteractor, addInteractor: AddInteractor, detailInteractor: DetailInteractor,
        completionInteractor: CompletionInteractor, transferInteractor: TransferInteractor
    ) {
        self.listInteractor = listInteractor
        self.addInteractor = addInteractor
        self.detailInteractor = detailInteractor
        completer = WordCompleter(interactor: completionInteractor)
        transfer = ListTransfer(interactor: transferInteractor)
    }

    /// Creates an assembly whose use cases share a store, a clock and the week rules.
    public init(store: any TodoStore, clock: WallClock, weeks: WeekCalendar) {
        self.init(
            listInteractor: ListInteractor(store: store, clock: clock, weeks: weeks),
            addInteractor: AddInteractor(store: store, clock: clock, weeks: weeks),
            detailInteractor: DetailInteractor(store: store, clock: clock, weeks: weeks),
            completionInteractor: CompletionInteractor(store: store),
            transferInteractor: TransferInteractor(store: store, clock: clock))
    }

    /// Wires the modules to a front's views and hosts. The compact front passes one host
    /// for all; the wide front a pane host each. Views and hosts are held weakly: the front
    /// owns them. The List presenter is the Add and Detail modules' delegate, and the
    /// Detail presenter the List module's: it hears which item is selected or opened.
    @MainActor
    public func assemble(views: ModuleViews, hosts: ModuleHosts) -> AssembledModules {
        let addWireframe = AddWireframe(host: hosts.add)
        let addPresenter = AddPresenter(interactor: addInteractor, wireframe: addWireframe, view: views.add)
        let detailWireframe = DetailWireframe(host: hosts.detail)
        let detailPresenter = DetailPresenter(
            interactor: detailInteractor, wireframe: detailWireframe, view: views.detail)
        let listWireframe = ListWireframe(host: hosts.list, addPresenter: addPresenter)
        let listPresenter = ListPresenter(interactor: listInteractor, wireframe: listWireframe, view: views.list)
        listPresenter.delegate = detailPresenter
        detailPresenter.delegate = listPresenter
        return AssembledModules(
            listPresenter: listPresenter, addPresenter: addPresenter, detailPresenter: detailPresenter,
            listWireframe: listWireframe, addWireframe: addWireframe, detailWireframe: detailWireframe)
    }
}

/// A front's views of the modules.
@MainActor
public struct ModuleViews {
    /// The list's view.
    public let list: any ListView
    /// The Add form's view.
    public let add: any AddView
    /// The item's detail view.
    public let detail: any DetailView

    /// Gathers the views.
    public init(list: any ListView, add: any AddView, detail: any DetailView) {
        self.list = list
        self.add = add
        self.detail = detail
    }
}

/// Where a front shows each module: one host for all (a phone's stack), or one each (panes).
@MainActor
public struct ModuleHosts {
    /// The list's host.
    public let list: any ModuleHost
    /// The Add form's host.
    public let add: any ModuleHost
    /// The detail's host.
    public let detail: any ModuleHost

    /// One host for every module.
    public init(_ host: any ModuleHost) {
        self.init(list: host, add: host, detail: host)
    }

    /// A host each.
    public init(list: any ModuleHost, add: any ModuleHost, detail: any ModuleHost) {
        self.list = list
        self.add = add
        self.detail = detail
    }
}
