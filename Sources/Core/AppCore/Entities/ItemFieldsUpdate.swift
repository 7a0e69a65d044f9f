/// What an edit of several items at once (``TodoStore/edit(ids:changing:)``) makes of each:
/// its new fields from the item as stored, whole (`nil`: it stays as it is). It runs inside
/// the store's transaction, so what it reads is what it changes; what it throws undoes the
/// whole edit.
public typealias ItemFieldsUpdate = @Sendable (TodoItem) throws -> ItemFields?

/// Applies an ``ItemFieldsUpdate`` as every store does.
public enum ItemFieldsUpdating {
    /// The item `update` makes of `item`, its tags normalised (``TagRules/normalized(_:)``),
    /// or `nil` when it stays as it is.
    public static func updated(_ item: TodoItem, by update: ItemFieldsUpdate) throws -> TodoItem? {
        guard var fields = try update(item) else { return nil }
        fields.tags = TagRules.normalized(fields.tags)
        return item.with(fields: fields)
    }
}
