import AppCore
import Foundation

extension Workload {
    /// The data set as Taskwarrior's `task export` writes it: pending and completed tasks
    /// with a UUID, an entry time, a due time, tags and a priority.
    func taskwarriorJSON() -> Data {
        var out = "[\n"
        out.reserveCapacity(size * 260)
        let entry = Self.taskwarriorTime(today.adding(days: -30))
        for index in 0..<size {
            let (title, due, completed) = item(index)
            let fields = SearchTerms.fields(index, visibleSet: Self.visible + Self.overdue)
            let description = ([title] + fields.titleWords).joined(separator: " ")
            let uuid = String(format: "00000000-0000-4000-8000-%012d", index + 1)
            out += "{\"uuid\":\"\(uuid)\",\"description\":\"\(description)\",\"entry\":\"\(entry)\","
            out += "\"due\":\"\(Self.taskwarriorTime(due))\","
            out += completed ? "\"status\":\"completed\",\"end\":\"\(entry)\"" : "\"status\":\"pending\""
            if !fields.tags.isEmpty {
                out += ",\"tags\":[" + fields.tags.map { "\"\($0)\"" }.joined(separator: ",") + "]"
            }
            if let priority = fields.priority { out += ",\"priority\":\"\(priority.prefix(1).uppercased())\"" }
            out += index == size - 1 ? "}\n" : "},\n"
        }
        return Data((out + "]\n").utf8)
    }

    /// Noon UTC of `day` in Taskwarrior's basic ISO 8601 form, `20261201T120000Z`.
    private static func taskwarriorTime(_ day: CalendarDay) -> String {
        day.iso.replacingOccurrences(of: "-", with: "") + "T120000Z"
    }
}
