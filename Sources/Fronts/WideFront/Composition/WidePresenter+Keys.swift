import Presentation

/// The keys on the list and on an item's detail shown over the whole screen.
extension WidePresenter {
    func handleOnList(_ key: WideKey) async -> Outcome {
        if listView?.isSearching == true {
            await handleOnSearch(key)
            return .carryOn
        }
        guard let action = ListKeyAction(key: key) else { return .carryOn }
        switch action {
        case .moveUp: await moveSelection(by: -1)
        case .moveDown: await moveSelection(by: 1)
        case .pageUp: await moveSelection(by: -ListPaging.pageRows)
        case .pageDown: await moveSelection(by: ListPaging.pageRows)
        case .first, .last: await selectEdge(last: action == .last)
        case .open, .edit: await open(editing: action == .edit)
        case .add: await list.handle(.add(name: nil))
        case .complete: if let id = selection.id { await list.handle(.complete([id])) }
        case .delete: if let id = selection.id { await list.handle(.delete([id])) }
        case .postpone: if let id = selection.id { await list.handle(.postpone([id], by: "")) }
        case .postponeAsking: askPostponement()
        case .undo: await list.handle(.undo)
        case .redo: await list.handle(.redo)
        case .toggleLater: await list.handle(.toggleLater)
        case .refresh: await list.handle(.refresh)
        case .sync: sync?.startSync()
        case .search: listView?.openSearch()
        case .pickTag: await openTagPicker()
        case .clearFilter: await changeFilter(.clear)
        case .help: openHelp()
        case .quit: return .quit
        }
        return .carryOn
    }

    /// Enter or `e` on a row: beside the list, the detail (which shows the selected item)
    /// opens its form; on one pane, the item is opened over the list (`e`: to edit it).
    private func open(editing: Bool) async {
        guard let id = selection.id else { return }
        if isSideBySide {
            await detail.handle(.edit)
        } else {
            await list.handle(editing ? .edit(id) : .open(id))
        }
    }

    func handleOnDetail(_ key: WideKey) async -> Outcome {
        guard let action = DetailKeyAction(key: key) else { return .carryOn }
        switch action {
        case .edit: await detail.handle(.edit)
        case .back: await detail.handle(.close)
        case .help: openHelp()
        case .quit: return .quit
        }
        return .carryOn
    }

    /// `?`: the key help, from its top.
    func openHelp() {
        helpView?.open()
        overlay = .help
    }

    /// A key while the help is open: any key closes it, but for the keys that move a help
    /// taller than its box (↑ ↓ PgUp PgDn Home End).
    func handleOnHelp(_ key: WideKey) {
        let action = HelpKeyAction(key: key)
        if action == .close || helpView?.scrolls != true { overlay = nil } else { helpView?.scroll(action) }
    }

    /// Moves the selection as far as the rows the list view was given go; for the rest of
    /// the move, the List module moves its window first, as the list view's paging says.
    func moveSelection(by offset: Int) async {
        guard let listView else { return }
        let move = listView.move(selection, by: offset)
        selection = move.selection
        guard let scroll = move.scroll else { return }
        await list.handle(.scroll(scroll))
        selection = listView.move(listView.resolve(selection), by: move.beyond).selection
    }

    /// Home, End: the List module moves its window to the first or last rows, and the
    /// selection goes to the first or last of them.
    private func selectEdge(last: Bool) async {
        await list.handle(.scroll(last ? .bottom : .top))
        if let listView { selection = listView.edge(last: last) }
    }
}
