import Presentation

/// The keys on the list and on an item's detail shown over the whole screen.
extension WidePresenter {
    func handleOnList(_ key: WideKey) async -> Outcome {
        if listView?.search.isTyping == true {
            await handleOnSearch(key)
            return .carryOn
        }
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
        case .open, .edit: await open(editing: action == .edit)
        case .add: await list.handle(.add(name: nil))
        case .complete: if let row = listView?.selectedRow { await list.handle(.complete([row.id])) }
        case .delete: if let row = listView?.selectedRow { await list.handle(.delete([row.id])) }
        case .undo: await list.handle(.undo)
        case .toggleLater: await list.handle(.toggleLater)
        case .refresh: await list.handle(.refresh)
        case .search: listView?.search.open()
        case .pickTag: await openTagPicker()
        case .clearFilter: await changeFilter { $0.clear() }
        case .help: overlay = .help
        case .quit: return .quit
        }
        return .carryOn
    }

    /// Enter or `e` on a row: beside the list, the detail (which shows the selected item)
    /// opens its form; on one pane, the item is opened over the list (`e`: to edit it).
    private func open(editing: Bool) async {
        guard let row = listView?.selectedRow else { return }
        if isSideBySide {
            await detail.handle(.edit)
        } else {
            await list.handle(editing ? .edit(row.id) : .open(row.id))
        }
    }

    func handleOnDetail(_ key: WideKey) async -> Outcome {
        guard let action = DetailKeyAction(key: key) else { return .carryOn }
        switch action {
        case .edit: await detail.handle(.edit)
        case .back: await detail.handle(.close)
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
}
