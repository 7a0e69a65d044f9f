import Presentation

/// The search line and the tag picker: keys that change the List module's filter. The list
/// view's input models keep the text typed and the tag chosen; which items match, and
/// every sentence about them, stay in the List module.
extension WidePresenter {
    /// A key while the search line takes the keys: each change of the text filters the list
    /// at once.
    func handleOnSearch(_ key: WideKey) async {
        guard let action = SearchKeyAction(key: key) else { return }
        switch action {
        case .keep: await changeFilter(.keep)
        case .clear: await changeFilter(.clear)
        case .move(let offset): if let listView { selection = listView.move(selection, by: offset).selection }
        case .edit(let edit): await changeFilter(.type(edit))
        }
    }

    /// Changes the search line, and hands its text to the List module when it changed
    /// (the module reads it, and reads the list again only when the filter changed).
    func changeFilter(_ edit: SearchLineInput.Edit) async {
        guard let change = listView?.changeSearch(edit) else { return }
        await list.handle(.search(text: change.text))
    }

    /// `t`: asks the List module for the tags, and shows them to pick from (or says there
    /// are none).
    func openTagPicker() async {
        await list.handle(.showTags)
        if listView?.isPickingTag == true { overlay = .tagPicker }
    }

    /// A key while the tag picker is open: ↑ ↓ choose, Enter filters by the tag chosen
    /// (with the words already searched for), any other key closes it.
    func handleOnTagPicker(_ key: WideKey) async {
        guard let listView, listView.isPickingTag else {
            overlay = nil
            return
        }
        switch TagPickerKeyAction(key: key) {
        case .move(let offset): listView.moveTagPicker(by: offset)
        case .pick:
            overlay = nil
            if let tag = listView.closeTagPicker() { await changeFilter(.add(tag: tag)) }
        case .close:
            overlay = nil
            listView.closeTagPicker()
        }
    }
}
