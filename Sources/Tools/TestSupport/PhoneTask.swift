/// A task as the phone client lists it: the fields the tests look at, and the resource's
/// whole iCalendar text (to check what `todo` must keep, such as a VALARM).
public struct PhoneTask: Decodable, Sendable, Equatable {
    /// The UID.
    public let uid: String
    /// SUMMARY, if any.
    public let summary: String?
    /// DUE: `YYYY-MM-DD` for a day, ISO 8601 for a time, nil for none.
    public let due: String?
    /// STATUS (`NEEDS-ACTION`, `COMPLETED`, ...), if any.
    public let status: String?
    /// RRULE as written, if any.
    public let rrule: String?
    /// DESCRIPTION, if any.
    public let description: String?
    /// CATEGORIES, in order.
    public let categories: [String]
    /// The resource's ETag.
    public let etag: String?
    /// The resource's URL.
    public let href: String
    /// The resource's iCalendar text.
    public let ical: String

    /// Whether the task is completed (STATUS:COMPLETED).
    public var isCompleted: Bool { status == "COMPLETED" }

    /// The iCalendar text with folded lines unfolded, for looking for a property.
    public var unfoldedICal: String {
        ical.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
            .replacingOccurrences(of: "\n ", with: "").replacingOccurrences(of: "\r\n", with: "\n")
    }
}
