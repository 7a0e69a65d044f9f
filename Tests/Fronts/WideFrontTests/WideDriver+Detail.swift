import AppCore
import Presentation

@testable import WideFront

/// Showing and editing an item on the wide front, as a person does it: the row is selected
/// (the pane beside the list shows it), `e` opens the form, Tab goes from field to field,
/// Ctrl-U clears one before the new text is typed, Enter saves.
extension WideDriver {
    func open(_ id: Int64) async { await select(id) }

    func edit(_ id: Int64, title: String?, due: String?, note: String?) async {
        await edit(
            id, [(.title, title), (.due, due), (.notes, note)].compactMap { field, text in text.map { (field, $0) } })
    }

    func setRepeat(_ id: Int64, every rule: String) async { await edit(id, [(.every, rule)]) }

    /// The Tags field holds every tag, `+errands +shopping` (empty for none).
    func setTags(_ id: Int64, _ tags: [String]) async {
        await edit(id, [(.tags, tags.map { "+" + $0 }.joined(separator: " "))])
    }

    func setPriority(_ id: Int64, _ text: String) async { await edit(id, [(.priority, text)]) }

    func setStart(_ id: Int64, _ text: String) async { await edit(id, [(.start, text)]) }

    /// Esc on the form.
    func abandonEdit() async {
        if harness.session.focus == .detail { await harness.press(.escape) }
    }

    /// Selects the item, `e`, then for each field (in the form's order) Tab to it, Ctrl-U
    /// and its new text; Enter saves.
    private func edit(_ id: Int64, _ fields: [(DetailField, String)]) async {
        await select(id)
        await harness.press(.character("e"))
        for (field, text) in fields {
            // The form refused to leave a field: a person reads why and stops here.
            guard await tab(to: field) else { return }
            await harness.press(.clearField)
            await harness.type(text)
        }
        await harness.press(.enter)
    }

    /// Presses Tab until `field` is active; `false` when the form stays where it is.
    private func tab(to field: DetailField) async -> Bool {
        while let active = harness.session.activeDetailField, active != field {
            await harness.press(.tab)
            if harness.session.activeDetailField == active { return false }
        }
        return harness.session.activeDetailField == field
    }
}
