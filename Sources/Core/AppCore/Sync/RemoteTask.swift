import Foundation

/// A resource of the collection read as a task: its text, its ETag, its UID and todo's
/// fields of it.
struct RemoteTask: Sendable {
    var resource: RemoteResource
    var item: ImportedTodoItem
    var uid: String
    var fields: SyncFields

    /// What a resource's text holds for todo.
    enum Reading {
        case task(RemoteTask)
        /// Valid iCalendar without a to-do todo keeps (an event, a cancelled task).
        case notATask
        /// Not valid iCalendar, or a to-do without a UID.
        case invalid
    }

    /// Reads `resource` for someone in `timeZone` at `now`.
    static func read(_ resource: RemoteResource, timeZone: TimeZone, now: Date) -> Reading {
        guard let batch = try? ICalendarReader.read(Data(resource.text.utf8), timeZone: timeZone, now: now) else {
            return .invalid
        }
        guard let item = batch.items.first else { return .notATask }
        guard let source = item.source, source.hasPrefix("ical:") else { return .invalid }
        return .task(
            RemoteTask(resource: resource, item: item, uid: String(source.dropFirst(5)), fields: SyncFields(item)))
    }

    /// The fields of a text (a record's base), or `nil` when it holds no task.
    static func fields(of text: String, timeZone: TimeZone, now: Date) -> SyncFields? {
        guard case .task(let task) = read(RemoteResource(href: "", etag: nil, text: text), timeZone: timeZone, now: now)
        else { return nil }
        return task.fields
    }
}
