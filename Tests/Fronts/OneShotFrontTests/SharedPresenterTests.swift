import TestSupport
import Testing

/// The shared List and Add behaviours, through the one-shot commands' real views.
@MainActor
@Suite struct SharedPresenterTests {
    @Test(arguments: SharedPresenterBehaviour.applying(to: OneShotDriver.self))
    func sharedBehaviourHoldsOnTheOneShotFront(_ behaviour: SharedPresenterBehaviour) async throws {
        try await behaviour.check(on: OneShotDriver.self)
    }
}
