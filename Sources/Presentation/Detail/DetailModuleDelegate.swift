/// Hears what a Detail module did. The List presenter is one; it is held weakly.
@MainActor
public protocol DetailModuleDelegate: AnyObject {
    /// The item shown was changed, completed, reopened or deleted: the list is out of date.
    func detailModuleDidChangeItem() async
    /// The detail was closed (dismissed from its host): the list is shown again.
    func detailModuleDidClose() async
}
