import Presentation

/// A List view that remembers what it was shown.
@MainActor
final class SpyListView: ListView {
    var lists: [ListDisplayData] = []
    var messages: [String] = []
    var errors: [String] = []
    var tags: [TagListDisplayData] = []
    /// Set to be given a window of the list instead of every row.
    var visibleRowLimit: Int?
    /// Set to name the commands in the module's sentences.
    var commandNames: ListCommandNames?

    var lastList: ListDisplayData? { lists.last }
    /// The items the module asked to select, in order.
    var selections: [Int64] = []
    /// How many times the module took its last message away.
    var withdrawals = 0

    func showList(_ list: ListDisplayData) { lists.append(list) }
    func showMessage(_ message: String) { messages.append(message) }
    func showError(_ message: String) { errors.append(message) }
    func showTags(_ tags: TagListDisplayData) { self.tags.append(tags) }
    func selectItem(_ id: Int64) { selections.append(id) }
    func withdrawMessage() { withdrawals += 1 }
}

/// An Add view that remembers what it was shown.
@MainActor
final class SpyAddView: AddView {
    var forms: [ItemForm<AddFormField>] = []
    var interpretations: [DueInterpretation] = []
    var errors: [(message: String, field: AddFormField?)] = []
    var saved: [String] = []
    var cancelled: [String] = []
    var namesAccepted = 0

    func showForm(_ form: ItemForm<AddFormField>) { forms.append(form) }
    func showDueInterpretation(_ interpretation: DueInterpretation) { interpretations.append(interpretation) }
    func showError(_ message: String, field: AddFormField?) { errors.append((message, field)) }
    func showNameAccepted() { namesAccepted += 1 }
    func showSaved(_ message: String) { saved.append(message) }
    func showCancelled(_ message: String) { cancelled.append(message) }
}

/// A host that records presentations into the event log.
@MainActor
final class SpyDetailView: DetailView {
    var details: [DetailDisplayData] = []
    var noItems: [String] = []
    var forms: [ItemForm<DetailField>] = []
    var interpretations: [DueInterpretation] = []
    var accepted: [DetailField] = []
    var errors: [(String, DetailField?)] = []
    var messages: [String] = []
    var followsSelection = false

    func showDetail(_ detail: DetailDisplayData) { details.append(detail) }
    func showNoItem(_ message: String) { noItems.append(message) }
    func showEditForm(_ form: ItemForm<DetailField>) { forms.append(form) }
    func showDueInterpretation(_ interpretation: DueInterpretation) { interpretations.append(interpretation) }
    func showFieldAccepted(_ field: DetailField) { accepted.append(field) }
    func showError(_ message: String, field: DetailField?) { errors.append((message, field)) }
    func showMessage(_ message: String) { messages.append(message) }
}

@MainActor
final class SpyHost: ModuleHost {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func present(_ module: ModuleKind) { log.record("present \(module)") }
    func dismiss(_ module: ModuleKind) { log.record("dismiss \(module)") }
}

/// An Add module delegate that records how the add ended.
@MainActor
final class SpyAddDelegate: AddModuleDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func addModuleDidSaveAddAction(added id: Int64) async { log.record("delegate saved") }
    func addModuleDidCancelAddAction() { log.record("delegate cancelled") }
}
