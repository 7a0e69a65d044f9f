import Presentation

/// The super presenter: holds the very same List and Add presenters the compact front
/// uses (through their module interfaces), owns focus, the selection and the key help,
/// and maps each key to the focused module's intent. It adds focus and key routing and
/// nothing else: listing, grouping, adding, validating, saving, completing, deleting,
/// undoing, and every sentence about them, stay in the shared modules.
@MainActor
public final class WidePresenter {
    /// What handling a key asks of the front.
    enum Outcome {
        case carryOn, quit
    }

    private let list: any ListModuleInterface
    private let add: any AddModuleInterface
    private let wireframe: WideWireframe
    private weak var listView: WideListView?
    private weak var addView: WideAddView?
    private let status: WideStatus
    /// What covers the panes, if anything.
    private(set) var overlay: WideOverlay?

    init(wireframe: WideWireframe, listView: WideListView, addView: WideAddView, status: WideStatus) {
        list = wireframe.modules.list
        add = wireframe.modules.add
        self.wireframe = wireframe
        self.listView = listView
        self.addView = addView
        self.status = status
    }

    /// The module whose pane has the focus.
    var focus: ModuleKind { wireframe.focus }

    /// Presents the list and fills it, watching for changes made elsewhere.
    func start() async {
        list.watchForChanges()
        await list.start()
    }

    /// Reads the list again (after the screen changed size, say).
    func refresh() async {
        await list.handle(.refresh)
    }

    /// Checks for changes made elsewhere (another `todo`), at most a cheap query.
    func refreshIfChanged() async {
        await list.handle(.refreshIfChanged)
    }

    /// Routes one key.
    func handle(_ key: WideKey) async -> Outcome {
        if key == .interrupt { return .quit }
        if key == .resize || key == .suspend { return .carryOn }
        status.clear()
        if let overlay { return await answer(overlay, with: key) }
        switch focus {
        case .list, .detail: return await handleOnList(key)
        case .add: await handleOnForm(key)
        }
        return .carryOn
    }

    private func answer(_ overlay: WideOverlay, with key: WideKey) async -> Outcome {
        switch overlay {
        case .help: self.overlay = nil
        }
        return .carryOn
    }

    private func handleOnList(_ key: WideKey) async -> Outcome {
        guard let action = ListKeyAction(key: key) else { return .carryOn }
        switch action {
        case .moveUp: await moveSelection(by: -1)
        case .moveDown: await moveSelection(by: 1)
        case .pageUp: await moveSelection(by: -Self.pageRows)
        case .pageDown: await moveSelection(by: Self.pageRows)
        case .first:
            await list.handle(.scroll(.top))
            listView?.selectEdge(last: false)
        case .last:
            await list.handle(.scroll(.bottom))
            listView?.selectEdge(last: true)
        case .add: await list.handle(.add(name: nil))
        case .complete: if let row = listView?.selectedRow { await list.handle(.complete([row.id])) }
        case .delete: if let row = listView?.selectedRow { await list.handle(.delete([row.id])) }
        case .undo: await list.handle(.undo)
        case .toggleLater: await list.handle(.toggleLater)
        case .refresh: await list.handle(.refresh)
        case .help: overlay = .help
        case .quit: return .quit
        }
        return .carryOn
    }

    /// How far PgUp and PgDn move.
    static let pageRows = 20

    /// Moves the selection; past the rows the list view was given, the List module moves
    /// its window first, by half a window at least, so that the next moves need no reading.
    private func moveSelection(by offset: Int) async {
        guard let listView else { return }
        let beyond = listView.moveSelection(by: offset)
        let stride = max(abs(beyond), (listView.visibleRowLimit ?? 0) / 2)
        if beyond > 0, listView.hasRowsAfter {
            await list.handle(.scroll(.down(stride)))
            listView.moveSelection(by: beyond)
        } else if beyond < 0, listView.hasRowsBefore {
            await list.handle(.scroll(.up(stride)))
            listView.moveSelection(by: beyond)
        }
    }

    private func handleOnForm(_ key: WideKey) async {
        guard let addView else { return }
        switch key {
        case .escape: add.cancelAddAction()
        case .enter: await add.saveAddAction(name: addView.name, dueText: addView.dueText)
        case .tab, .backTab, .up, .down:
            if addView.field == .name, !addView.name.isEmpty { add.nameEntered(addView.name) }
            addView.switchField()
        case .backspace: edit { addView.deleteBackward() }
        case .clearField: edit { addView.clearField() }
        case .character(let character): edit { addView.insert(character) }
        default: break
        }
    }

    /// Edits the form, and has the Add module explain the due date as it is typed.
    private func edit(_ change: () -> Void) {
        change()
        if let addView, addView.field == .due { add.dueTextChanged(addView.dueText) }
    }
}
