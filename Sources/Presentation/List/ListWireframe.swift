/// The List module's routing: shows the list in its host, and presents the Add module.
///
/// Shared by every front; a front only supplies the host.
@MainActor
public final class ListWireframe {
    private weak var host: (any ModuleHost)?
    private let addPresenter: AddPresenter

    /// Creates the wireframe; `host` is held weakly (its front owns it).
    init(host: any ModuleHost, addPresenter: AddPresenter) {
        self.host = host
        self.addPresenter = addPresenter
    }

    /// Shows the list in the host.
    func presentListInterface() {
        host?.present(.list)
    }

    /// Presents the Add module, its form empty or starting with `name`; `delegate` hears
    /// how it ends.
    func presentAddInterface(delegate: any AddModuleDelegate, name: String?) {
        addPresenter.start(delegate: delegate, name: name)
    }
}
