import AppCore
import TestSupport

@testable import WideFront

/// Drives the wide front key by key on an in-memory grid.
@MainActor
final class WideDriver: FrontDriver {
    private let harness: WideHarness

    private init(store: any TodoStore) {
        harness = WideHarness(store: store)
    }

    static func start(store: any TodoStore) async -> Self {
        let driver = Self(store: store)
        await driver.harness.start()
        return driver
    }

    func beginAdd() async { await harness.press(.character("a")) }

    func typeName(_ name: String) async { await harness.type(name) }

    func submitDue(_ due: String) async {
        if harness.session.activeField != .due { await harness.press(.tab) }
        await harness.press(.clearField)
        await harness.type(due)
        await harness.press(.enter)
    }

    func cancelAdd() async { await harness.press(.escape) }

    func complete(id: Int64) async {
        await harness.press(.home)
        for _ in 0..<50 where harness.session.selectedItemID != id { await harness.press(.down) }
        await harness.press(.character("x"))
    }

    var screen: String { harness.text }

    func listShows(id: Int64, title: String) -> Bool {
        Self.rowIsShown(id: id, title: title, in: harness.listPane)
    }
}
