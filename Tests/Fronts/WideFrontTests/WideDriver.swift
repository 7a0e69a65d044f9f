import AppCore
import Presentation
import TestSupport

@testable import WideFront

/// Drives the wide front key by key on an in-memory grid, as a person would: rows are
/// selected with the arrow keys, never named by number.
@MainActor
final class WideDriver: FrontDriver {
    nonisolated static let name = "wide"
    nonisolated static let lacks: Set<FrontAbility> = [
        .itemNumbers, .severalItemsAtOnce, .reopening, .doneList, .refusingEmptyFilters, .actingOnAFilter,
    ]

    let harness: WideHarness
    private let syncService: TestSyncService
    private(set) var tags: [ShownTag] = []

    private init(store: any TodoStore, clock: WallClock) {
        syncService = TestSyncService(store: store, clock: clock)
        harness = WideHarness(store: store, clock: clock, sync: SyncAssembly(service: syncService))
    }

    static func start(store: any TodoStore, clock: WallClock) async -> Self {
        let driver = Self(store: store, clock: clock)
        await driver.harness.start()
        return driver
    }

    func beginAdd() async { await harness.press(.character("a")) }

    func typeName(_ name: String) async { await harness.type(name) }

    func submitDue(_ due: String) async {
        if harness.session.activeField != .due { await harness.press(.tab) }
        // The form refused the name and kept it: a person reads why and stops here.
        guard harness.session.activeField == .due else { return }
        await harness.press(.clearField)
        await harness.type(due)
        await harness.press(.enter)
    }

    func cancelAdd() async { await harness.press(.escape) }

    func complete(_ ids: [Int64]) async {
        for id in ids {
            await select(id)
            await harness.press(.character("x"))
        }
    }

    func reopen(_ ids: [Int64]) async {}

    func delete(_ ids: [Int64]) async {
        for id in ids {
            await select(id)
            await harness.press(.character("d"))
        }
    }

    /// `p` on the selected row for a day; `P`, the span, Enter for another.
    func postpone(_ id: Int64, by span: String) async {
        await select(id)
        if span.isEmpty {
            await harness.press(.character("p"))
        } else {
            await harness.press(.character("P"))
            await harness.type(span)
            await harness.press(.enter)
        }
    }

    func completeMatching(_ text: String) async {}
    func deleteMatching(_ text: String) async {}
    func postponeMatching(_ text: String, by span: String) async {}

    func undo() async { await harness.press(.character("u")) }
    func redo() async { await harness.press(.character("R")) }

    /// `S`, then the front's ticks until the footer says what the sync did or why it failed
    /// (it runs beside the keys), and the list shows what came.
    func sync(with server: MemoryTaskCollection) async {
        syncService.use(server)
        await harness.press(.character("S"))
        for _ in 0..<3000 where harness.session.status == nil {
            try? await Task.sleep(for: .milliseconds(10))
            await harness.session.tick()
        }
    }
    func toggleLater() async { await harness.press(.character("A")) }
    func scrollToBottom() async { await harness.press(.end) }
    func noticeChangesMadeElsewhere() async { await harness.session.refreshIfChanged() }

    func filter(_ text: String) async {
        await harness.press(.character("/"), .clearField)
        await harness.type(text)
        await harness.press(.enter)
    }

    func clearFilter() async { await harness.press(.escape) }

    /// The wide front has no done list (``FrontAbility/doneList``).
    func showDone(_ text: String) async {}

    /// `t`: the tag picker, read while it is open (a picker left open is closed first).
    func showTags() async {
        if harness.text.contains(WideWording.pickerTitle) { await harness.press(.escape) }
        await harness.press(.character("t"))
        tags = ShownList.tags(in: harness.lines)
    }

    /// Moves the selection to item `id` with the arrow keys.
    func select(_ id: Int64) async {
        await harness.press(.home)
        for _ in 0..<500 where harness.session.selectedItemID != id { await harness.press(.down) }
    }

    var rows: [ShownRow] { ShownList.rows(in: harness.listPane) }
    var screen: String { harness.text }

    var message: String {
        guard let status = harness.session.status, !status.isProblem else { return "" }
        return status.message
    }

    var problem: String {
        if let problem = harness.session.formProblem, harness.session.focus == .add { return problem }
        if let problem = harness.session.detailFormProblem, harness.session.focus == .detail { return problem }
        guard let status = harness.session.status, status.isProblem else { return "" }
        return status.message
    }

    var isOnList: Bool { harness.session.focus == .list }
    var selectedItem: Int64? { harness.session.selectedItemID }
}
