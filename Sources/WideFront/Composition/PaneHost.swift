import Presentation

/// A pane that one module's wireframe presents into. The wide front's super wireframe
/// gives the List and Add wireframes one each.
@MainActor
final class PaneHost: ModuleHost {
    /// Whether the module is presented (has the user's attention) in this pane.
    private(set) var isPresented = false

    func present(_ module: ModuleKind) {
        isPresented = true
    }

    func dismiss(_ module: ModuleKind) {
        isPresented = false
    }
}
