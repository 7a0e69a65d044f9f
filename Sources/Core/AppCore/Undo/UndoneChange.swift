/// What an undo reverted: the kind of change, and the items it gave back or took away.
public struct UndoneChange: Hashable, Sendable {
    /// The kind of change that was reverted.
    public let kind: ChangeKind
    /// The items as they are after the undo: those reopened, given back or restored; for
    /// an undone add or import, the items that went (at most ``itemLimit`` of them).
    public let items: [TodoItem]
    /// How many items ``items`` stands for (an import may have brought many).
    public let count: Int
    /// The items the change created beside those it changed, which the undo took away:
    /// the next occurrences an undone completion had added (at most ``itemLimit``).
    public let removed: [TodoItem]

    /// How many items an undone change reports at most, however many it touched.
    public static let itemLimit = 100

    /// Creates the record of an undo.
    public init(kind: ChangeKind, items: [TodoItem], count: Int, removed: [TodoItem] = []) {
        self.removed = removed
        self.kind = kind
        self.items = items
        self.count = count
    }
}
