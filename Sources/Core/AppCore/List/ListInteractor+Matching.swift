/// The use cases that act on every item a filter matches (`done +home`): each one
/// transaction and one undo step, as acting on numbers is. Each acts on the open items the
/// filter matches, reopening on the completed ones; when none matches it changes nothing
/// and says so by returning no items.
extension ListInteractor {
    /// Completes every open item `filter` matches.
    public func complete(matching filter: ItemFilter) async throws -> CompletionSummary {
        let ids = try await store.openItems(dueIn: .all, matching: filter).map(\.id)
        guard !ids.isEmpty else { return CompletionSummary(items: []) }
        let (now, today) = (clock.nowInWholeSeconds(), clock.today())
        return CompletionSummary(
            try await store.complete(ids: ids, at: now, today: today), completedAt: now, today: today)
    }

    /// Opens again every completed item `filter` matches.
    public func reopen(matching filter: ItemFilter) async throws -> [ItemSummary] {
        let ids = try await store.completedItems(matching: filter, limit: Int(Int32.max)).map(\.id)
        guard !ids.isEmpty else { return [] }
        return try await store.reopen(ids: ids).map(ItemSummary.init)
    }

    /// Deletes every open item `filter` matches (a repeating one's next occurrence is added,
    /// as deleting by number adds it).
    public func delete(matching filter: ItemFilter) async throws -> CompletionSummary {
        let ids = try await store.openItems(dueIn: .all, matching: filter).map(\.id)
        guard !ids.isEmpty else { return CompletionSummary(items: []) }
        return CompletionSummary(try await store.delete(ids: ids, at: clock.nowInWholeSeconds(), today: clock.today()))
    }

    /// Changes the tags and priority `edit` gives (``ItemEdit/tags``, ``ItemEdit/priorityText``;
    /// nothing else may be given) of every open item `filter` matches, in one undo step; returns
    /// the items as they now are. Throws ``AddError`` for a tag or priority that breaks the
    /// rules, or an edit that gives another field (nothing changes).
    public func edit(matching filter: ItemFilter, _ edit: ItemEdit) async throws -> [ItemSummary] {
        guard edit.title == nil, edit.dueText == nil, edit.notes == nil, edit.everyText == nil, edit.startText == nil
        else {
            throw AddError.onlyTagsAndPriorityForMany
        }
        if edit.isEmpty { throw AddError.nothingToChange }
        let reader = ItemFieldReader(today: clock.today(), weeks: weeks)
        let priority = try edit.priorityText.map { text throws(AddError) in try reader.priority(text) } ?? nil
        // Checked once here, so that the store's transaction meets no bad tag.
        _ = try reader.tags(edit.tags, titleTags: [], to: [])
        let ids = try await store.openItems(dueIn: .all, matching: filter).map(\.id)
        guard !ids.isEmpty else { return [] }
        let tags = edit.tags
        let priorityGiven = edit.priorityText != nil
        let edited = try await store.edit(ids: ids) { item in
            var fields = item.fields
            fields.tags = try reader.tags(tags, titleTags: [], to: item.tags)
            if priorityGiven { fields.priority = priority }
            return fields
        }
        return edited.map(ItemSummary.init)
    }
}
