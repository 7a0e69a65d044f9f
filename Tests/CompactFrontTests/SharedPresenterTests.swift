import TestSupport
import Testing

/// The shared List and Add presenter behaviours, through the compact front's real views.
@MainActor
@Suite struct SharedPresenterTests {
    @Test(arguments: SharedPresenterBehaviour.all)
    func sharedBehaviourHoldsOnTheCompactFront(_ behaviour: SharedPresenterBehaviour) async throws {
        try await behaviour.check(on: CompactDriver.self)
    }
}
