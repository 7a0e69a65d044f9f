import Presentation

/// The compact front's host: one module on screen at a time, like a phone's navigation
/// stack. Presenting Add covers the list until Add is dismissed.
@MainActor
public final class CompactHost: ModuleHost {
    private var stack: [ModuleKind] = []

    /// Creates an empty host.
    public init() {}

    /// The module on screen, which receives the user's input.
    public var visible: ModuleKind? { stack.last }

    public func present(_ module: ModuleKind) {
        stack.removeAll { $0 == module }
        stack.append(module)
    }

    public func dismiss(_ module: ModuleKind) {
        stack.removeAll { $0 == module }
    }
}
