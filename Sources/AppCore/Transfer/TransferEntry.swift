/// One item as `todo export` writes it and `todo import` reads it.
///
/// `{"id": 3, "title": "Buy milk", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z",
/// "completed": null}`; on import, `id`, `created` and `completed` may be left out.
struct TransferEntry {
    let id: Int64?
    let title: String
    let due: String
    let created: String?
    let completed: String?
}
