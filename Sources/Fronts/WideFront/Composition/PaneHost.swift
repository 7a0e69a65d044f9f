import Presentation

/// A pane that one module's wireframe presents into. The wide front's super wireframe
/// gives the List, Add and Detail wireframes one each.
@MainActor
final class PaneHost: ModuleHost {
    /// Whether the module is presented (has the user's attention) in this pane.
    private(set) var isPresented = false
    private let whenDismissed: @MainActor () -> Void

    /// Creates a pane; `whenDismissed` runs each time its module is taken away.
    init(whenDismissed: @escaping @MainActor () -> Void = {}) {
        self.whenDismissed = whenDismissed
    }

    func present(_ module: ModuleKind) {
        isPresented = true
    }

    func dismiss(_ module: ModuleKind) {
        isPresented = false
        whenDismissed()
    }
}
