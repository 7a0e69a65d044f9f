import AppCore

/// The Add module's presenter: prepares the form, explains the due date as it is typed,
/// and saves or cancels in the reference order (store, dismiss, delegate).
@MainActor
public final class AddPresenter {
    private let interactor: AddInteractor
    private let wireframe: AddWireframe
    private weak var view: (any AddView)?
    private weak var delegate: (any AddModuleDelegate)?
    /// Whether the form on show asks for notes after the due date.
    private var asksNote = false
    /// Whether the form on show has a start day.
    private var asksStart = false

    /// Creates the presenter; `view` is held weakly.
    init(interactor: AddInteractor, wireframe: AddWireframe, view: any AddView) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.view = view
    }

    /// Starts a presentation: a form in the host, empty or with `name` (then checked at
    /// once, as if typed); `delegate` hears how it ends.
    func start(delegate: any AddModuleDelegate, name: String?) {
        self.delegate = delegate
        asksNote = view?.asksNote ?? false
        asksStart = view?.asksStart ?? false
        view?.showForm(
            AddWording.form(
                name: name ?? "", interpretation: interpretation(of: ""), askingNote: asksNote,
                askingStart: asksStart))
        wireframe.presentAddInterface()
        if let name { nameEntered(name) }
    }

    private func interpretation(of text: String) -> DueInterpretation {
        AddWording.interpretation(today: interactor.today(), time: interactor.interpretDueTime(text)) {
            () throws(AddError) in try interactor.interpretDueAndRule(text)
        }
    }
}

extension AddPresenter: AddModuleInterface {
    /// The name was given: the view is told at once whether it will do, before the due
    /// date is asked.
    func nameEntered(_ name: String) {
        do {
            _ = try interactor.checkTitle(name)
            view?.showNameAccepted()
        } catch {
            view?.showError(error.description, field: .name)
        }
    }

    /// The due date was answered on a form that asks for notes next: the view is told what
    /// it means, and moves on to the notes when it will do (else it is asked again).
    private func dueEntered(_ text: String) {
        do {
            _ = try interactor.interpretDueAndRule(text)
        } catch {
            view?.showError(error.description, field: .due)
            return
        }
        dueTextChanged(text)
        view?.showDueAccepted()
    }

    /// The start day was answered: the view is told whether it will do (a form asked a
    /// field at a time then moves on).
    private func startEntered(_ text: String) {
        do {
            _ = try interactor.checkStart(text)
        } catch {
            view?.showError(error.description, field: .start)
            return
        }
        view?.showStartAccepted()
    }

    public func dueTextChanged(_ text: String) {
        view?.showDueInterpretation(interpretation(of: text))
    }

    public func saveAddAction(
        name: String, dueText: String, tags: [String], priorityText: String?, every: String?, notes: String,
        startText: String
    ) async {
        let saved: ItemSummary
        do {
            saved = try await interactor.save(
                title: name, dueText: dueText, tags: tags, priorityText: priorityText, everyText: every, notes: notes,
                startText: startText)
        } catch let error as AddError {
            let field: AddFormField =
                switch error.field {
                case .due, .every: .due
                case .start: asksStart ? .start : .name
                default: .name
                }
            view?.showError(error.description, field: field)
            return
        } catch {
            view?.showError(String(describing: error), field: nil)
            return
        }
        view?.showSaved(AddWording.saved(saved))
        wireframe.dismissAddInterface()
        let delegate = self.delegate
        self.delegate = nil
        await delegate?.addModuleDidSaveAddAction(added: saved.id)
    }

    public func fieldEntered(_ field: AddFormField, text: String) {
        switch field {
        case .name: nameEntered(text)
        case .due: asksNote ? dueEntered(text) : dueTextChanged(text)
        case .start: startEntered(text)
        case .note: break
        }
    }

    public func fieldChanged(_ field: AddFormField, text: String) {
        if field == .due { dueTextChanged(text) }
    }

    public func submit(_ form: ItemForm<AddFormField>) async {
        await saveAddAction(
            name: form[.name], dueText: form[.due], tags: [], priorityText: nil, every: nil, notes: form[.note],
            startText: form[.start])
    }

    public func cancelForm() async {
        cancelAddAction()
    }

    public func cancelAddAction() {
        view?.showCancelled(AddWording.cancelled)
        wireframe.dismissAddInterface()
        let delegate = self.delegate
        self.delegate = nil
        delegate?.addModuleDidCancelAddAction()
    }
}
