import Foundation

/// When a task was last changed on the server: its first VTODO's LAST-MODIFIED, else its
/// DTSTAMP (the time the client that wrote it stamped it), read as a moment (a UTC time as
/// such; another in its TZID's zone, else in `timeZone`). `nil` when it has neither, or
/// neither can be read.
enum RemoteChangeTime {
    static func of(_ text: String, timeZone: TimeZone) -> Date? {
        var depth = 0
        var inTodo = false
        var stamps: [String: Date] = [:]
        for (number, logical) in VTodoText.logicalLines(text).enumerated() {
            let unfolded = logical.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(
                of: "\r\n\t", with: "")
            guard let line = try? ICalendarLine(ICalendarLines.Unfolded(bytes: Array(unfolded.utf8), number: number))
            else { continue }
            let value = line.value.trimmingCharacters(in: .whitespaces).uppercased()
            switch line.name {
            case "BEGIN":
                if inTodo { depth += 1 } else if value == "VTODO" { inTodo = true }
            case "END":
                if inTodo, depth > 0 {
                    depth -= 1
                } else if inTodo {
                    return stamps["LAST-MODIFIED"] ?? stamps["DTSTAMP"]
                }
            case "LAST-MODIFIED", "DTSTAMP":
                guard inTodo, depth == 0, stamps[line.name] == nil, let time = ICalendarTime(line) else { continue }
                stamps[line.name] = time.instant(zone: ICalendarTime.zone(named: line.parameters["TZID"]) ?? timeZone)
            default: continue
            }
        }
        return stamps["LAST-MODIFIED"] ?? stamps["DTSTAMP"]
    }
}
