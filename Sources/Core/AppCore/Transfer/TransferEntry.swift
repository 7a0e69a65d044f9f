/// One item as `todo export` writes it and `todo import` reads it.
///
/// `{"id": 3, "title": "Buy milk", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z",
/// "completed": null, "notes": "", "tags": ["home"], "priority": "high", "every": "1 month"}`; `due` is
/// null for an item without a due day, `priority` and `every` null for none; on import, `id`,
/// `created`, `completed`, `notes`, `tags`, `priority` and `every` may be left out (exports of
/// earlier versions have no notes, tags, priority or rule). `"start": "2026-11-30"` (the day
/// an item is hidden until) is written only for an item that has one, and may be null or left
/// out.
struct TransferEntry {
    let id: Int64?
    let title: String
    /// The due day as written, or `nil` for `null` (no due day).
    let due: String?
    let created: String?
    let completed: String?
    let notes: String?
    /// The tags as written (`nil`: left out or null).
    var tags: [String]? = nil
    /// The priority as written (`nil`: left out or null, no priority).
    var priority: String? = nil
    /// The repeat rule as written (`nil`: left out or null, none).
    var every: String? = nil
    /// The start day as written (`nil`: left out or null, none).
    var start: String? = nil
}
