import AppCore
import Foundation
import Presentation
import TestSupport

/// The three modules assembled as ``ModuleHarness`` does, with a Detail view that also
/// writes what it is shown into the event log, so that a test can see whether the view
/// got the item before the host presented it. The clock reads Thursday 2026-11-19, 09:30
/// UTC.
@MainActor
final class DetailHarness {
    let log = EventLog()
    let store: RecordingStore
    let listView = SpyListView()
    let addView = SpyAddView()
    let detailView: LoggedDetailView
    let host: SpyHost
    let modules: AssembledModules
    /// The clock's now: when the items a test is given were added.
    let now: Date

    init(today: String = "2026-11-19") {
        let log = self.log
        store = RecordingStore { call in log.record("store \(call)") }
        host = SpyHost(log: log)
        detailView = LoggedDetailView(log: log)
        let clock = Fixtures.clock(today)
        now = clock.now()
        modules = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
            .assemble(views: ModuleViews(list: listView, add: addView, detail: detailView), hosts: ModuleHosts(host))
    }

    /// Adds an item straight to the store, added at the clock's now; `due` nil for someday.
    @discardableResult
    func given(_ title: String, due: String?, notes: String = "") async throws -> TodoItem {
        try await store.add(NewTodoItem(title: title, due: due.map(Fixtures.day), created: now, notes: notes))
    }

    /// How many events came before the test's own (``startList()`` sets it).
    private var eventsBefore = 0

    /// What happened since ``startList()``, in order.
    var events: [String] { Array(log.events.dropFirst(eventsBefore)) }

    /// Starts the list (as every front does first); ``events`` begin after it.
    func startList() async {
        await modules.list.start()
        eventsBefore = log.events.count
    }
}

/// A Detail view that remembers what it was shown and logs each call as "view ...".
@MainActor
final class LoggedDetailView: DetailView {
    let log: EventLog
    var details: [DetailDisplayData] = []
    var noItems: [String] = []
    var forms: [ItemForm<DetailField>] = []
    var interpretations: [DueInterpretation] = []
    var accepted: [DetailField] = []
    var errors: [(message: String, field: DetailField?)] = []
    var messages: [String] = []
    var followsSelection = false

    init(log: EventLog) { self.log = log }

    var lastDetail: DetailDisplayData? { details.last }

    /// The value of the labelled line ("Due", "Added", "Done") of the last detail shown.
    func line(_ label: String) -> String? {
        lastDetail?.lines.first { $0.label == label }?.value
    }

    func showDetail(_ detail: DetailDisplayData) {
        details.append(detail)
        log.record("view detail \(detail.id)")
    }

    func showNoItem(_ message: String) {
        noItems.append(message)
        log.record("view no item")
    }

    func showEditForm(_ form: ItemForm<DetailField>) {
        forms.append(form)
        log.record("view form")
    }

    func showDueInterpretation(_ interpretation: DueInterpretation) { interpretations.append(interpretation) }
    func showFieldAccepted(_ field: DetailField) { accepted.append(field) }

    func showError(_ message: String, field: DetailField?) {
        errors.append((message, field))
        log.record("view error")
    }

    func showMessage(_ message: String) {
        messages.append(message)
        log.record("view message")
    }
}
