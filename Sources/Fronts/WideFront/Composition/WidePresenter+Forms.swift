import Presentation

/// The keys in the Add form and in the detail's edit form, routed by one piece of code:
/// the form's view puts what is typed into its ``ItemForm``, and the form says what each
/// answer asks of its module.
extension WidePresenter {
    func route<View: WideFormView>(_ key: WideKey, in view: View, to module: some ItemFormModule<View.Field>) async {
        guard let action = FormKeyAction(key: key) else { return }
        switch action {
        case .save: await module.perform(view.submission)
        case .cancel: await module.perform(.cancel)
        case .moveField(let forward):
            await module.perform(view.leaveField())
            view.moveField(forward: forward)
        case .edit(let edit): await module.perform(view.apply(edit))
        }
    }
}
