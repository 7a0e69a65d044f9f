import Presentation

/// The super presenter: holds the very same List, Add and Detail presenters the compact
/// front uses (through their module interfaces), owns focus, the selection and the key
/// help, and maps each key to the focused module's intent. It adds focus and key routing
/// and nothing else: listing, grouping, adding, showing, editing, validating, saving,
/// completing, deleting, undoing, and every sentence about them, stay in the shared
/// modules.
@MainActor
public final class WidePresenter {
    /// What handling a key asks of the front.
    enum Outcome {
        case carryOn, quit
    }

    let list: any ListModuleInterface
    let add: any AddModuleInterface
    let detail: any DetailModuleInterface
    let wireframe: WideWireframe
    weak var listView: WideListView?
    weak var addView: WideAddView?
    weak var detailView: WideDetailView?
    private let status: WideStatus
    /// What covers the panes, if anything.
    var overlay: WideOverlay?
    /// Whether the panes are side by side (`nil` until arranged for a screen).
    private var isSplit: Bool?
    /// The selection the detail beside the list was last told of.
    private var toldSelection: WideListView.SelectionMark?

    init(
        wireframe: WideWireframe, listView: WideListView, addView: WideAddView, detailView: WideDetailView,
        status: WideStatus
    ) {
        list = wireframe.modules.list
        add = wireframe.modules.add
        detail = wireframe.modules.detail
        self.wireframe = wireframe
        self.listView = listView
        self.addView = addView
        self.detailView = detailView
        self.status = status
    }

    /// The module whose pane has the focus: the form while Add is presented; the detail
    /// while its form is open or while it covers the list (one pane at a time); else the
    /// list.
    var focus: ModuleKind {
        if wireframe.isAddPresented { return .add }
        if wireframe.isDetailPresented, !isSideBySide || isEditingDetail { return .detail }
        return .list
    }

    /// Whether the panes are side by side.
    var isSideBySide: Bool { isSplit == true }
    /// Whether the detail's edit form is open.
    var isEditingDetail: Bool { detailView?.isEditing == true }

    /// Presents the list and fills it, watching for changes made elsewhere.
    func start() async {
        list.watchForChanges()
        await list.start()
    }

    /// Reads the list again (after the screen changed size, say).
    func refresh() async {
        await list.handle(.refresh)
        await followSelection()
    }

    /// Checks for changes made elsewhere (another `todo`), at most a cheap query.
    func refreshIfChanged() async {
        await list.handle(.refreshIfChanged)
        await followSelection()
    }

    /// Routes one key.
    func handle(_ key: WideKey) async -> Outcome {
        if key == .interrupt { return .quit }
        if key == .resize || key == .suspend { return .carryOn }
        status.clear()
        var outcome = Outcome.carryOn
        switch (overlay, focus) {
        case (.help, _): overlay = nil
        case (.tagPicker, _): await handleOnTagPicker(key)
        case (nil, .list): outcome = await handleOnList(key)
        case (nil, .add): await route(key, to: addForm)
        case (nil, .detail):
            if isEditingDetail {
                await route(key, to: detailForm)
            } else {
                outcome = await handleOnDetail(key)
            }
        }
        await followSelection()
        return outcome
    }

    /// Arranges the modules for a screen that shows the panes side by side or not. Beside
    /// the list, the detail follows the selection; on one pane it shows only when an item
    /// is opened, so a detail that was only following the selection goes (an edit under
    /// way stays, over the whole screen).
    func arrange(sideBySide: Bool) async {
        guard sideBySide != isSplit else { return }
        isSplit = sideBySide
        detailView?.followsSelection = sideBySide
        toldSelection = nil
        if !sideBySide, wireframe.isDetailPresented, !isEditingDetail { await detail.handle(.close) }
        await followSelection()
    }

    /// Tells the List module where the selection is whenever it moved or the list was read
    /// again (the item may have changed), so that the detail beside the list shows the
    /// selected item as it is.
    private func followSelection() async {
        guard isSideBySide, !isEditingDetail, let mark = listView?.selectionMark else { return }
        guard mark != toldSelection || !wireframe.isDetailPresented else { return }
        toldSelection = mark
        await list.handle(.select(mark.id))
    }
}
