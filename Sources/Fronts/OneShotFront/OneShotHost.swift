import Presentation

/// The host of a one-shot command: there is nothing to switch between, each command
/// shows one result and ends.
@MainActor
final class OneShotHost: ModuleHost {
    func present(_ module: ModuleKind) {}
    func dismiss(_ module: ModuleKind) {}
}
