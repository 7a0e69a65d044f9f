/// Item ids written compactly as ranges, "1-5,8,10-12": how an undo step records the items
/// a change created (an import of a million items is one range).
public enum IDRanges {
    /// `ids` as ranges of consecutive numbers, in the order given.
    public static func encode(_ ids: [TodoItem.ID]) -> String {
        var parts: [String] = []
        var start: TodoItem.ID?
        var end: TodoItem.ID = 0
        func close() {
            guard let first = start else { return }
            parts.append(first == end ? "\(first)" : "\(first)-\(end)")
        }
        for id in ids {
            if start != nil, id == end + 1 {
                end = id
            } else {
                close()
                start = id
                end = id
            }
        }
        close()
        return JoinedText.of(parts, separator: ",")
    }

    /// The ranges `text` holds (each with its first and last id); malformed parts are
    /// skipped.
    public static func decode(_ text: String) -> [ClosedRange<TodoItem.ID>] {
        text.split(separator: ",").compactMap { part in
            let ends = part.split(separator: "-", maxSplits: 1)
            guard let first = ends.first.flatMap({ TodoItem.ID($0) }) else { return nil }
            let last = ends.count == 2 ? TodoItem.ID(ends[1]) : first
            guard let last, first <= last else { return nil }
            return first...last
        }
    }
}
