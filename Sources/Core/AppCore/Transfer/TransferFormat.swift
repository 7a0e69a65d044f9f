/// The files `todo import` reads and `todo export` writes.
public enum TransferFormat: String, CaseIterable, Sendable {
    /// todo's own JSON (`todo export`), the default.
    case json
    /// Taskwarrior's `task export` (read only).
    case taskwarrior
    /// A todo.txt file (github.com/todotxt/todo.txt).
    case todotxt
    /// An iCalendar file (RFC 5545): a VCALENDAR of VTODOs.
    case ical

    /// The formats `todo export` writes.
    public static let exportable: [TransferFormat] = [.json, .todotxt, .ical]
}
