import Presentation

/// What the keys in a form ask of the form's module, besides editing its view.
@MainActor
struct FormRoute {
    /// The form's view, which the keys edit.
    let view: any WideFormView
    /// Enter.
    let save: @MainActor () async -> Void
    /// Esc.
    let cancel: @MainActor () async -> Void
    /// The active field is being left: the module checks it.
    let leaveField: @MainActor () -> Void
    /// The active field's text changed: the module explains a due date as it is typed.
    let changed: @MainActor () -> Void
}

/// The keys in the Add form and in the detail's edit form, routed by one piece of code.
extension WidePresenter {
    func route(_ key: WideKey, to form: FormRoute?) async {
        guard let form, let action = FormKeyAction(key: key) else { return }
        switch action {
        case .save: await form.save()
        case .cancel: await form.cancel()
        case .moveField(let forward):
            form.leaveField()
            form.view.moveField(forward: forward)
        case .edit(let edit):
            form.view.apply(edit)
            form.changed()
        }
    }

    /// The Add form's route.
    var addForm: FormRoute? {
        guard let addView else { return nil }
        let add = self.add
        return FormRoute(
            view: addView, save: { await add.saveAddAction(name: addView.name, dueText: addView.dueText) },
            cancel: { add.cancelAddAction() },
            leaveField: { if addView.field == .name, !addView.name.isEmpty { add.nameEntered(addView.name) } },
            changed: { if addView.field == .due { add.dueTextChanged(addView.dueText) } })
    }

    /// The detail's edit form's route, for one key: every field is saved at once, as the key
    /// found them.
    var detailForm: FormRoute? {
        guard let detailView, let edit = detailView.edit else { return nil }
        let detail = self.detail
        return FormRoute(
            view: detailView, save: { await detail.saveEdit(edit) },
            cancel: { await detail.cancelEdit() },
            leaveField: {
                switch detailView.field {
                case .title: detail.titleEntered(edit.title ?? "")
                case .due: detail.dueEntered(edit.dueText ?? "")
                case .tags: detail.tagsEntered(detailView.tagsText ?? "")
                case .priority: detail.priorityEntered(edit.priorityText ?? "")
                case .every: detail.everyEntered(edit.everyText ?? "")
                case .notes: detail.notesEntered(edit.notes ?? "")
                case nil: break
                }
            },
            changed: { if detailView.field == .due, let text = detailView.dueText { detail.dueTextChanged(text) } })
    }
}
