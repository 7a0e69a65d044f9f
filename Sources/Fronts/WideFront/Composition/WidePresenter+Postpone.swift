import Presentation

/// `P`: the line that asks how far to postpone the selected item. The list view keeps what
/// is typed; the List module reads it (``Presentation/ListIntent/postpone(_:by:)``) and says
/// what it did, or why not.
extension WidePresenter {
    /// Opens the postpone line for the selected item (none selected: nothing happens).
    func askPostponement() {
        guard let id = selection.id, let listView else { return }
        listView.openPostponeLine(for: id)
        overlay = .postponeLine
    }

    /// A key while the postpone line is open: typing edits it, Enter postpones the item by
    /// what was typed, Esc closes it.
    func handleOnPostponeLine(_ key: WideKey) async {
        guard let listView, let line = listView.postponeLine else {
            overlay = nil
            return
        }
        switch key {
        case .enter:
            overlay = nil
            listView.closePostponeLine()
            await list.handle(.postpone([line.id], by: line.text))
        case .escape:
            overlay = nil
            listView.closePostponeLine()
        case .backspace: listView.editPostponeLine(.deleteBackward)
        case .clearField: listView.editPostponeLine(.clear)
        case .character(let character) where character != "\n": listView.editPostponeLine(.insert(character))
        default: break
        }
    }
}
