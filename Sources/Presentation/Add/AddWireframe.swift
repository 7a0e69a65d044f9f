/// The Add module's routing: puts the form into its host and takes it away.
///
/// Shared by every front; a front only supplies the host.
@MainActor
public final class AddWireframe {
    private weak var host: (any ModuleHost)?

    /// Creates the wireframe; `host` is held weakly (its front owns it).
    init(host: any ModuleHost) {
        self.host = host
    }

    /// Shows the form in the host.
    func presentAddInterface() {
        host?.present(.add)
    }

    /// Takes the form away; the host shows what it covered.
    func dismissAddInterface() {
        host?.dismiss(.add)
    }
}
