/// The Detail module's routing: puts the item's detail into its host and takes it away.
///
/// Shared by every front; a front only supplies the host (a pushed screen on the compact
/// front, the right-hand pane or the whole screen on the wide one).
@MainActor
public final class DetailWireframe {
    private weak var host: (any ModuleHost)?

    /// Creates the wireframe; `host` is held weakly (its front owns it).
    init(host: any ModuleHost) {
        self.host = host
    }

    /// Shows the detail in the host.
    func presentDetailInterface() {
        host?.present(.detail)
    }

    /// Takes the detail away; the host shows what it covered.
    func dismissDetailInterface() {
        host?.dismiss(.detail)
    }
}
