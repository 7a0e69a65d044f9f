/// One item as `todo export` writes it and `todo import` reads it.
///
/// `{"id": 3, "title": "Buy milk", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z",
/// "completed": null, "notes": ""}`; `due` is null for an item without a due day; on import,
/// `id`, `created`, `completed` and `notes` may be left out (exports of earlier versions
/// have no notes).
struct TransferEntry {
    let id: Int64?
    let title: String
    /// The due day as written, or `nil` for `null` (no due day).
    let due: String?
    let created: String?
    let completed: String?
    let notes: String?
}
