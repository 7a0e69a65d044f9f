/// The modules a host can show.
public enum ModuleKind: Hashable, Sendable {
    /// The upcoming list.
    case list
    /// The form that adds an item.
    case add
    /// One item, whole, and its edit form.
    case detail
}

/// Where a module's view is shown: the one thing a front supplies to the shared
/// wireframes besides its views.
///
/// The compact front's host shows one module at a time, like a phone's navigation
/// stack; the wide front gives each wireframe a pane of its own.
@MainActor
public protocol ModuleHost: AnyObject {
    /// Shows the module's view and gives it the user's input.
    func present(_ module: ModuleKind)
    /// Takes the module's view away; what it covered, if anything, is shown again.
    func dismiss(_ module: ModuleKind)
}
