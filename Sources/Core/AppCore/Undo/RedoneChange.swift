/// What a redo re-applied: the kind of change, and the items as it left them again.
public struct RedoneChange: Hashable, Sendable {
    /// The kind of change re-applied.
    public let kind: ChangeKind
    /// The items it concerned, as they now are (for a redone delete, as they were); at most
    /// ``UndoneChange/itemLimit``.
    public let items: [TodoItem]
    /// How many items the change concerned.
    public let count: Int

    /// Creates the record of a redo.
    public init(kind: ChangeKind, items: [TodoItem], count: Int) {
        self.kind = kind
        self.items = items
        self.count = count
    }
}

extension RedoneChange {
    /// What a redo reports, from the step's items as they were (`before`) and as it puts
    /// them back (`again`): the changed items as they now are, else the deleted ones, else
    /// the created ones.
    public static func reporting(kind: ChangeKind, before: [TodoItem], again: [TodoItem]) -> RedoneChange {
        let touched = Set(before.map(\.id))
        let changed = again.filter { touched.contains($0.id) }
        let reported = !changed.isEmpty ? changed : !before.isEmpty ? before : again
        return RedoneChange(kind: kind, items: Array(reported.prefix(UndoneChange.itemLimit)), count: reported.count)
    }
}
