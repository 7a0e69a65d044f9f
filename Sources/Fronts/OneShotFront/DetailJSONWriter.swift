import AppCore
import Presentation

/// Writes an item as `todo show --json` prints it: `{"id": 3, "title": "Call mum", "due":
/// "2026-11-20", "created": "2026-11-16T08:02:00Z", "completed": null, "notes": "",
/// "tags": ["family"], "priority": "high", "every": "1 week"}` (`"due": null` for an item with
/// no due day, `"priority": null` and `"every": null` for none), then `"start": "2026-11-30"`
/// for an item with a start day (left out without one).
enum DetailJSONWriter {
    static func json(for record: DetailRecord) -> String {
        "{\"id\": \(record.id), \"title\": \(JSONText.quoted(record.title)), "
            + "\"due\": \(record.due.map(JSONText.quoted) ?? "null"), "
            + "\"created\": \(JSONText.quoted(record.created)), "
            + "\"completed\": \(record.completed.map(JSONText.quoted) ?? "null"), "
            + "\"notes\": \(JSONText.quoted(record.notes)), "
            + "\"tags\": \(JSONText.array(record.tags)), "
            + "\"priority\": \(record.priority.map(JSONText.quoted) ?? "null"), "
            + "\"every\": \(record.every.map(JSONText.quoted) ?? "null")"
            + (record.start.map { ", \"start\": " + JSONText.quoted($0) } ?? "") + "}"
    }
}
