/// The List, Add and Detail modules, wired: what a front holds (strongly) to keep them
/// alive and to route the user's input to them.
@MainActor
public struct AssembledModules {
    /// The List module's presenter, the root of the object graph.
    public let listPresenter: ListPresenter
    /// The Add module's presenter.
    public let addPresenter: AddPresenter
    /// The Detail module's presenter.
    public let detailPresenter: DetailPresenter
    /// The List module's wireframe.
    public let listWireframe: ListWireframe
    /// The Add module's wireframe.
    public let addWireframe: AddWireframe
    /// The Detail module's wireframe.
    public let detailWireframe: DetailWireframe

    /// The List module's input.
    public var list: any ListModuleInterface { listPresenter }
    /// The Add module's input.
    public var add: any AddModuleInterface { addPresenter }
    /// The Detail module's input.
    public var detail: any DetailModuleInterface { detailPresenter }
}
