import AppCore

/// The Detail module's presenter: shows one item whole, edits its title, due day and notes
/// with Add's rules, and completes, reopens or deletes it.
///
/// It is the List module's delegate: it shows the item the list selects (when its view
/// follows the selection) or opens. Its own delegate, the List presenter, hears when the
/// item changed.
@MainActor
public final class DetailPresenter {
    private let interactor: DetailInteractor
    private let wireframe: DetailWireframe
    private weak var view: (any DetailView)?
    /// Hears when the item changed; held weakly.
    weak var delegate: (any DetailModuleDelegate)?
    /// The item on show.
    private var shown: ItemDetail?
    /// Whether the edit form is open.
    private var isEditing = false
    /// Whether the detail was opened to edit, and closes when the edit ends.
    private var closesAfterEdit = false

    /// Creates the presenter; `view` is held weakly.
    init(interactor: DetailInteractor, wireframe: DetailWireframe, view: any DetailView) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.view = view
    }

    /// Reads the item and shows it; `false` (and the problem shown) when it cannot be read.
    private func load(_ id: Int64) async -> Bool {
        do {
            show(try await interactor.load(id: id))
            return true
        } catch {
            shown = nil
            view?.showError(String(describing: error), field: nil)
            return false
        }
    }

    private func show(_ item: ItemDetail) {
        shown = item
        view?.showDetail(DetailWording.displayData(for: item))
    }

    private func interpretation(of text: String, for item: ItemDetail) -> DueInterpretation {
        AddWording.interpretation(today: interactor.today(), time: interactor.interpretDueTime(text)) {
            () throws(AddError) in try interactor.interpretDueAndRule(text, keeping: item.due)
        }
    }

    /// Carries out a change to the item shown, says what it did, shows the item as it now
    /// is (or closes the detail when the item is gone), and tells the delegate.
    private func change(_ action: (ItemDetail) async throws -> (message: String, item: ItemDetail?)) async {
        guard let shown else { return }
        let result: (message: String, item: ItemDetail?)
        do {
            result = try await action(shown)
        } catch {
            view?.showError(String(describing: error), field: nil)
            return
        }
        view?.showMessage(result.message)
        if let item = result.item { show(item) }
        await delegate?.detailModuleDidChangeItem()
        if result.item == nil { await close() }
    }

    private func close() async {
        isEditing = false
        closesAfterEdit = false
        wireframe.dismissDetailInterface()
        await delegate?.detailModuleDidClose()
    }

    /// After an edit ends: back to the list when the detail was opened to edit, else the
    /// item (the delegate first hears of a change, while the detail still covers the list).
    private func endEdit(showing item: ItemDetail, changed: Bool) async {
        isEditing = false
        shown = item
        if changed { await delegate?.detailModuleDidChangeItem() }
        if closesAfterEdit {
            await close()
        } else {
            show(item)
        }
    }
}

extension DetailPresenter: ListModuleDelegate {
    public func listModuleDidSelect(_ id: Int64?) async {
        guard view?.followsSelection == true, !isEditing else { return }
        wireframe.presentDetailInterface()
        guard let id else {
            shown = nil
            view?.showNoItem(DetailWording.noItem)
            return
        }
        _ = await load(id)
    }

    public func listModuleDidOpen(_ id: Int64, editing: Bool) async {
        isEditing = false
        guard await load(id) else { return }
        closesAfterEdit = editing
        wireframe.presentDetailInterface()
        if editing { await handle(.edit) }
    }
}

extension DetailPresenter: DetailModuleInterface {
    public func handle(_ intent: DetailIntent) async {
        switch intent {
        case .edit:
            guard let shown else { return }
            isEditing = true
            view?.showEditForm(
                DetailWording.editForm(
                    for: shown,
                    dueInterpretation: interpretation(
                        of: DetailWording.dueText(shown.due, at: shown.dueTime), for: shown),
                    askingStart: view?.asksStart ?? false))
        case .complete:
            await change { item in
                let done = try await interactor.complete(id: item.id)
                return (ListWording.completed(done.summary), done.item)
            }
        case .reopen:
            await change { item in
                let open = try await interactor.reopen(id: item.id)
                return (ListWording.reopened([open.summary]), open)
            }
        case .delete:
            await change { item in (ListWording.deleted(try await interactor.delete(id: item.id)), nil) }
        case .close:
            await close()
        }
    }

    public func fieldEntered(_ field: DetailField, text: String) {
        switch field {
        case .title: accept(.title) { () throws(AddError) in _ = try interactor.checkTitle(text) }
        case .due: dueEntered(text)
        case .notes: accept(.notes) { () throws(AddError) in _ = try interactor.checkNotes(text) }
        case .tags: accept(.tags) { () throws(AddError) in _ = try interactor.checkTags(text) }
        case .priority: accept(.priority) { () throws(AddError) in _ = try interactor.checkPriority(text) }
        case .every:
            let due = shown?.due ?? interactor.today()
            accept(.every) { () throws(AddError) in _ = try interactor.checkRule(text, due: due) }
        case .start: accept(.start) { () throws(AddError) in _ = try interactor.checkStart(text) }
        }
    }

    public func fieldChanged(_ field: DetailField, text: String) {
        if field == .due { dueTextChanged(text) }
    }

    public func submit(_ form: ItemForm<DetailField>) async {
        await saveEdit(form.edit)
    }

    public func cancelForm() async {
        await cancelEdit()
    }

    /// Tells the view whether a field's text will do.
    private func accept(_ field: DetailField, _ check: () throws(AddError) -> Void) {
        do {
            try check()
            view?.showFieldAccepted(field)
        } catch {
            view?.showError(error.description, field: field)
        }
    }

    /// The due field was answered: the view is told whether it will do, and what day it
    /// means.
    private func dueEntered(_ text: String) {
        guard let shown else { return }
        let meaning = interpretation(of: text, for: shown)
        if meaning.isProblem {
            view?.showError(meaning.text, field: .due)
        } else {
            view?.showDueInterpretation(meaning)
            view?.showFieldAccepted(.due)
        }
    }

    public func dueTextChanged(_ text: String) {
        guard let shown else { return }
        view?.showDueInterpretation(interpretation(of: text, for: shown))
    }

    public func saveEdit(_ edit: ItemEdit) async {
        guard let before = shown else { return }
        let after: ItemDetail
        do {
            after = try await interactor.edit(id: before.id, edit)
        } catch let error as AddError {
            view?.showError(error.description, field: DetailField(error.field))
            return
        } catch {
            view?.showError(String(describing: error), field: nil)
            return
        }
        let same =
            after.title == before.title && after.due == before.due && after.dueTime == before.dueTime
            && after.notes == before.notes
            && after.tags == before.tags && after.priority == before.priority
            && after.recurrence == before.recurrence && after.start == before.start
        view?.showMessage(same ? DetailWording.unchanged(after.summary) : DetailWording.changed(after.summary))
        await endEdit(showing: after, changed: !same)
    }

    public func cancelEdit() async {
        guard isEditing, let shown else { return }
        view?.showMessage(DetailWording.notChanged)
        await endEdit(showing: shown, changed: false)
    }
}

extension DetailField {
    /// The form's field of a use-case field.
    init(_ field: AddField) {
        switch field {
        case .title: self = .title
        case .due: self = .due
        case .notes: self = .notes
        case .tags: self = .tags
        case .priority: self = .priority
        case .every: self = .every
        case .start: self = .start
        }
    }
}
