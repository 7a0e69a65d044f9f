import Presentation

/// The super presenter: holds the very same List, Add and Detail presenters the compact
/// front uses (through their module interfaces), and coordinates them. It holds the
/// selection, the route (whether the panes are side by side), the focus and the overlay,
/// and maps each key to the focused module's intent. Listing, grouping, adding, showing,
/// editing, validating, saving, completing, deleting, undoing, and every sentence about
/// them, stay in the shared modules; paging, the search line and the tag picker are input
/// models the list view owns, and a form's fields are its module's ``ItemForm``.
@MainActor
public final class WidePresenter {
    /// What handling a key asks of the front.
    enum Outcome {
        case carryOn, quit
    }

    /// Where the selection was when the detail beside the list was last told of it: when
    /// either changes, the selected item may be another or have changed.
    private struct SelectionMark: Equatable {
        /// The selected item, if any.
        let id: Int64?
        /// The reading of the list.
        let reading: Int
    }

    let list: any ListModuleInterface
    let add: any AddModuleInterface
    let detail: any DetailModuleInterface
    let wireframe: WideWireframe
    weak var listView: WideListView?
    weak var addView: WideAddView?
    weak var detailView: WideDetailView?
    weak var helpView: WideHelpView?
    private let status: WideStatus
    /// The Sync module, when the front has one (`S` syncs).
    var sync: (any SyncModuleInterface)?
    /// The selected row of the list.
    var selection = ListSelection.first
    /// What covers the panes, if anything.
    var overlay: WideOverlay?
    /// Whether the panes are side by side (`nil` until arranged for a screen).
    private var isSplit: Bool?
    /// The selection the detail beside the list was last told of.
    private var toldSelection: SelectionMark?

    init(
        wireframe: WideWireframe, listView: WideListView, addView: WideAddView, detailView: WideDetailView,
        helpView: WideHelpView, status: WideStatus
    ) {
        list = wireframe.modules.list
        add = wireframe.modules.add
        detail = wireframe.modules.detail
        self.wireframe = wireframe
        self.listView = listView
        self.addView = addView
        self.detailView = detailView
        self.helpView = helpView
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
        await followSelection()
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
        case (.help, _): handleOnHelp(key)
        case (.tagPicker, _): await handleOnTagPicker(key)
        case (.postponeLine, _): await handleOnPostponeLine(key)
        case (nil, .list): outcome = await handleOnList(key)
        case (nil, .add): if let addView { await route(key, in: addView, to: add) }
        case (nil, .detail):
            if isEditingDetail, let detailView {
                await route(key, in: detailView, to: detail)
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
        detailView?.arrange(besideList: sideBySide)
        toldSelection = nil
        if !sideBySide, wireframe.isDetailPresented, !isEditingDetail { await detail.handle(.close) }
        await followSelection()
    }

    /// Moves the selection where the List module asked (to an item just added), finds it
    /// among the rows the list was last given (the item may have gone), and tells the List module whenever it moved or the list was read again (the item
    /// may have changed), so that the detail beside the list shows the selected item as it
    /// is.
    private func followSelection() async {
        guard let listView else { return }
        if let id = listView.takeRequestedSelection() { selection = ListSelection(id: id, index: selection.index) }
        selection = listView.resolve(selection)
        guard isSideBySide, !isEditingDetail else { return }
        let mark = SelectionMark(id: selection.id, reading: listView.reading)
        guard mark != toldSelection || !wireframe.isDetailPresented else { return }
        toldSelection = mark
        await list.handle(.select(mark.id))
    }
}
