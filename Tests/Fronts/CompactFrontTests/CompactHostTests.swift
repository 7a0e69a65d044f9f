import Presentation
import Testing

@testable import CompactFront

@MainActor
@Suite struct CompactHostTests {
    @Test func presentingAddCoversTheListUntilItIsDismissed() {
        let host = CompactHost()
        host.present(.list)
        #expect(host.visible == .list)
        host.present(.add)
        #expect(host.visible == .add)
        host.dismiss(.add)
        #expect(host.visible == .list)
    }

    @Test func presentingTwiceDoesNotStackTheSameScreen() {
        let host = CompactHost()
        host.present(.list)
        host.present(.add)
        host.present(.add)
        host.dismiss(.add)
        #expect(host.visible == .list)
    }
}
