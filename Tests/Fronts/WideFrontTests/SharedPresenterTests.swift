import TestSupport
import Testing

/// The shared List and Add presenter behaviours, through the wide front's real panes.
@MainActor
@Suite struct SharedPresenterTests {
    @Test(arguments: SharedPresenterBehaviour.applying(to: WideDriver.self))
    func sharedBehaviourHoldsOnTheWideFront(_ behaviour: SharedPresenterBehaviour) async throws {
        try await behaviour.check(on: WideDriver.self)
    }
}
