import Presentation

/// The search line and the tag picker: keys that change the List module's filter. Which
/// items match, and every sentence about them, stay in the List module.
extension WidePresenter {
    /// A key while the search line takes the keys: each change of the text filters the list
    /// at once.
    func handleOnSearch(_ key: WideKey) async {
        guard let action = SearchKeyAction(key: key) else { return }
        switch action {
        case .keep: await changeFilter { $0.keep() }
        case .clear: await changeFilter { $0.clear() }
        case .move(let offset): listView?.moveSelection(by: offset)
        case .edit(let edit): await changeFilter { $0.apply(edit) }
        }
    }

    /// Changes the search line, and hands its text to the List module when it changed
    /// (the module reads it, and reads the list again only when the filter changed).
    func changeFilter(_ change: (inout SearchLine) -> Void) async {
        guard let listView else { return }
        let before = listView.search.text
        change(&listView.search)
        let after = listView.search.text
        if after != before { await list.handle(.search(text: after)) }
    }

    /// `t`: asks the List module for the tags, and shows them to pick from (or says there
    /// are none).
    func openTagPicker() async {
        await list.handle(.showTags)
        if listView?.tagPicker != nil { overlay = .tagPicker }
    }

    /// A key while the tag picker is open: ↑ ↓ choose, Enter filters by the tag chosen
    /// (with the words already searched for), any other key closes it.
    func handleOnTagPicker(_ key: WideKey) async {
        guard let listView, let picker = listView.tagPicker else {
            overlay = nil
            return
        }
        switch key {
        case .up, .character("k"): listView.tagPicker?.move(by: -1)
        case .down, .character("j"): listView.tagPicker?.move(by: 1)
        case .enter:
            closeTagPicker()
            await changeFilter { $0.add(tag: picker.tag) }
        default: closeTagPicker()
        }
    }

    private func closeTagPicker() {
        overlay = nil
        listView?.tagPicker = nil
    }
}
