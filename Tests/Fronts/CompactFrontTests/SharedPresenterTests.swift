import TestSupport
import Testing

/// The shared List and Add behaviours, through the compact front's real views.
@MainActor
@Suite struct SharedPresenterTests {
    @Test(arguments: SharedPresenterBehaviour.applying(to: CompactDriver.self))
    func sharedBehaviourHoldsOnTheCompactFront(_ behaviour: SharedPresenterBehaviour) async throws {
        try await behaviour.check(on: CompactDriver.self)
    }
}
