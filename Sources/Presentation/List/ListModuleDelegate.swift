/// Hears which item the user selected or opened in the list: all that passes from the
/// List module to another (the Detail module is one). Held weakly.
@MainActor
public protocol ListModuleDelegate: AnyObject {
    /// The selection moved to this item (`nil`: no item is selected, the list is empty).
    func listModuleDidSelect(_ id: Int64?) async
    /// The user opened this item; with `editing`, to change it (the detail then closes
    /// when the edit is saved or abandoned).
    func listModuleDidOpen(_ id: Int64, editing: Bool) async
}
