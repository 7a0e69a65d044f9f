import Presentation

/// The wide front, wired: its views, the super wireframe and super presenter over the
/// shared modules, and the screen they draw on. The run loop (or a test) feeds it keys.
@MainActor
public final class WideSession {
    private let statusLine: WideStatus
    private let listView: WideListView
    private let addView: WideAddView
    private let detailView: WideDetailView
    private let helpView = WideHelpView()
    private let syncView: WideSyncView
    /// The Sync module, when the front was given one.
    private let sync: SyncPresenter?
    private let wireframe: WideWireframe
    private let presenter: WidePresenter
    private let screen: WideScreen
    private let surface: any Surface

    /// Builds the front over the shared modules' assembly, drawing on `surface`; `now`
    /// times the footer's messages (the continuous clock, but for tests);
    /// with `sync`, `S` syncs, the title bar shows the last sync, and the background syncs
    /// run when the settings ask for them.
    public init(
        assembly: ModuleAssembly, surface: any Surface,
        now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }, sync: SyncAssembly? = nil
    ) {
        statusLine = WideStatus(now: now)
        listView = WideListView(status: statusLine)
        addView = WideAddView(status: statusLine)
        detailView = WideDetailView(status: statusLine)
        wireframe = WideWireframe(assembly: assembly, listView: listView, addView: addView, detailView: detailView)
        presenter = WidePresenter(
            wireframe: wireframe, listView: listView, addView: addView, detailView: detailView, helpView: helpView,
            status: statusLine)
        syncView = WideSyncView(status: statusLine)
        self.sync = sync?.assemble(view: syncView, list: wireframe.modules.list)
        screen = WideScreen(
            listView: listView, addView: addView, detailView: detailView, helpView: helpView, status: statusLine,
            syncView: syncView)
        self.surface = surface
        presenter.sync = self.sync
    }

    /// Presents the list and draws the first frame.
    public func start() async {
        listView.visibleRowLimit = Self.rowLimit(for: surface.size)
        await presenter.start()
        await presenter.arrange(sideBySide: WideLayout.splits(surface.size))
        sync?.startBackgroundSyncs()
        render()
    }

    /// Handles one key and draws the result; returns `false` when the user quit.
    public func handle(_ key: WideKey) async -> Bool {
        if key == .resize, listView.visibleRowLimit != Self.rowLimit(for: surface.size) {
            listView.visibleRowLimit = Self.rowLimit(for: surface.size)
            await presenter.refresh()
        }
        if key == .resize { await presenter.arrange(sideBySide: WideLayout.splits(surface.size)) }
        let outcome = await presenter.handle(key)
        render()
        return outcome == .carryOn
    }

    /// Looks for changes made elsewhere (and for a new day) and draws them.
    public func refreshIfChanged() async {
        await presenter.refreshIfChanged()
        render()
    }

    /// What the run loop does a few times a second without a key: shows what a sync did
    /// (and the list it changed), changes made elsewhere, moves to the new day after
    /// midnight, and lets an old message go.
    public func tick() async {
        await sync?.update()
        await presenter.refreshIfChanged()
        statusLine.expire()
        render()
    }

    /// How many rows the list is given at a time: twice what the screen shows, so that
    /// most moves need no reading at all.
    static func rowLimit(for size: Size) -> Int {
        max(40, size.height * 2)
    }

    /// The module with the focus.
    var focus: ModuleKind { presenter.focus }
    /// The selected item in the list.
    var selectedItemID: Int64? { presenter.selection.id }
    /// The Add form's field keys type into.
    var activeField: AddFormField { addView.field }
    /// The detail's edit form's field keys type into, while it is open.
    var activeDetailField: DetailField? { detailView.field }
    /// The state of the syncs the title bar shows, if any.
    var syncState: String? { syncView.state }
    /// The footer's message, if any, and whether it is a problem.
    var status: (message: String, isProblem: Bool)? { statusLine.message.map { ($0, statusLine.isProblem) } }
    /// The problem the Add form shows, if any.
    var formProblem: String? { addView.problem }
    /// The problem the detail's edit form shows, if any.
    var detailFormProblem: String? { detailView.problem }
    /// The arrangement of the screen now.
    var layout: WideLayout { wireframe.layout(for: surface.size) }

    /// Draws a frame for the surface's current size.
    public func render() {
        screen.draw(
            on: surface, layout: layout, focus: presenter.focus, overlay: presenter.overlay,
            selected: presenter.selection.id)
    }
}
