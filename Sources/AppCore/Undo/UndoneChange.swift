/// What an undo reverted: the kind of change, and the items it gave back or took away.
public struct UndoneChange: Hashable, Sendable {
    /// The kind of change that was reverted.
    public let kind: ChangeKind
    /// The items as they are after the undo: those reopened, given back or restored; for
    /// an undone add or import, the items that went (at most ``itemLimit`` of them).
    public let items: [TodoItem]
    /// How many items the undo touched (an import may have brought many).
    public let count: Int

    /// How many items an undone change reports at most, however many it touched.
    public static let itemLimit = 100

    /// Creates the record of an undo.
    public init(kind: ChangeKind, items: [TodoItem], count: Int) {
        self.kind = kind
        self.items = items
        self.count = count
    }
}
