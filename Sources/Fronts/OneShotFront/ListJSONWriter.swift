import AppCore
import Presentation

/// Writes the List module's display data as JSON:
/// `{"today": "2026-11-19", "sections": [{"title": "Tomorrow", "items": [{"id": 3,
/// "title": "Buy milk", "due": "2026-11-20", "day": "Friday", "tags": ["home"], "priority":
/// "high", "every": null}]}]}` (`"every"`: the repeat rule, such as `"1 month"`; `"start"`, the
/// day an item hidden until then starts, only on such an item's row). In the list of completed items, `"completed"` (the day) stands for `"due"`.
enum ListJSONWriter {
    static func json(for list: ListDisplayData) -> String {
        var out = "{\n  \"today\": \(JSONText.quoted(list.today)),\n  \"sections\": ["
        for (sectionIndex, section) in list.sections.enumerated() {
            out += sectionIndex == 0 ? "\n" : ",\n"
            out += "    {\"title\": \(JSONText.quoted(section.title)), \"items\": ["
            for (rowIndex, row) in section.rows.enumerated() {
                out += rowIndex == 0 ? "\n" : ",\n"
                out += "      {\"id\": \(row.id), \"title\": \(JSONText.quoted(row.title)), "
                out += "\"\(list.showsDone ? "completed" : "due")\": \(row.due.map(JSONText.quoted) ?? "null"), "
                out += "\"day\": \(JSONText.quoted(row.dayLabel)), \"tags\": \(JSONText.array(row.tagList)), "
                out += "\"priority\": \(row.priorityName.map(JSONText.quoted) ?? "null"), "
                out += "\"every\": \(row.every.map(JSONText.quoted) ?? "null")"
                out += row.start.map { ", \"start\": " + JSONText.quoted($0) } ?? ""
                out += "}"
            }
            out += "\n    ]}"
        }
        out += list.sections.isEmpty ? "]\n}" : "\n  ]\n}"
        return out
    }
}
