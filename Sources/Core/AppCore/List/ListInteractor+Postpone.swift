/// The postpone use case: move items' due days later, each counted from its due day (an
/// overdue one from today), a repeating item's series moving with it.
extension ListInteractor {
    /// Moves the items with these numbers by `spanText` (``PostponeSpan``; blank: one day),
    /// all or none, in one undo step. An item done already is refused
    /// (``TodoStoreError/alreadyCompleted(_:)``), and so is one without a due day
    /// (``PostponeError/noDueDay(_:)``): there is no day to count from.
    public func postpone(ids: [TodoItem.ID], by spanText: String) async throws -> PostponeSummary {
        let span = try PostponeSpan(reading: spanText)
        let ids = TodoItem.distinct(ids)
        var done: [TodoItem.ID] = []
        var undated: [ItemSummary] = []
        var missing: [TodoItem.ID] = []
        for id in ids {
            do {
                let item = try await store.item(id: id)
                if item.isCompleted {
                    done.append(id)
                } else if item.due == nil {
                    undated.append(ItemSummary(item))
                }
            } catch TodoStoreError.itemsNotFound {
                missing.append(id)
            }
        }
        if !missing.isEmpty { throw TodoStoreError.itemsNotFound(missing) }
        if !done.isEmpty { throw TodoStoreError.alreadyCompleted(done) }
        if !undated.isEmpty { throw PostponeError.noDueDay(undated) }
        let moved = try await store.edit(ids: ids, as: .postpone, changing: postponement(span, today: clock.today()))
        return PostponeSummary(moved: moved.map(ItemSummary.init))
    }

    /// Moves every open item `filter` matches that has a due day by `spanText`, in one undo
    /// step; the matching items without one are named, left as they are. Moves nothing when
    /// nothing matches (``PostponeSummary/moved`` empty).
    public func postpone(matching filter: ItemFilter, by spanText: String) async throws -> PostponeSummary {
        let span = try PostponeSpan(reading: spanText)
        let matching = try await store.openItems(dueIn: .all, matching: filter)
        let dated = matching.filter { $0.due != nil }
        let undated = matching.filter { $0.due == nil }.map(ItemSummary.init)
        guard !dated.isEmpty else { return PostponeSummary(moved: [], undated: undated) }
        let update = postponement(span, today: clock.today())
        // An item completed meanwhile stays as it is.
        let moved = try await store.edit(ids: dated.map(\.id), as: .postpone) { item in
            item.isCompleted ? nil : try update(item)
        }
        return PostponeSummary(moved: moved.filter { !$0.isCompleted }.map(ItemSummary.init), undated: undated)
    }

    /// What postponing by `span` makes of an item's fields: its due day moved (counted from
    /// today when overdue), its series re-anchored on the new day (``ItemFieldReader/keptRule``);
    /// `nil` for an item without a due day.
    private func postponement(_ span: PostponeSpan, today: CalendarDay) -> ItemFieldsUpdate {
        let reader = ItemFieldReader(today: today, weeks: weeks)
        return { item in
            guard let due = item.due else { return nil }
            guard let day = span.day(after: PostponeSpan.dayCountedFrom(due: due, today: today)) else {
                throw PostponeError.tooFar(ItemSummary(item), span: span.text)
            }
            var fields = item.fields
            fields.due = day
            fields.recurrence = try reader.keptRule(item.recurrence, from: due, to: day)
            return fields
        }
    }
}
