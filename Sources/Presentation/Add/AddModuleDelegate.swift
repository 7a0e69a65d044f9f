/// Hears how an Add module presentation ended. The List presenter is one; it is held
/// weakly, for one presentation.
@MainActor
public protocol AddModuleDelegate: AnyObject {
    /// The item numbered `id` was saved and the Add module dismissed.
    func addModuleDidSaveAddAction(added id: Int64) async
    /// The add was cancelled and the Add module dismissed; nothing was stored.
    func addModuleDidCancelAddAction()
}
