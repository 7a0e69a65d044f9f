import AppCore
import Foundation

/// Small values tests share.
public enum Fixtures {
    /// The day named by an ISO string the test knows is valid (a fixture error shows as
    /// 0001-01-01 in the failure).
    public static func day(_ iso: String) -> CalendarDay {
        CalendarDay(iso: iso) ?? .earliest
    }

    /// A clock stopped at the start of `iso` (plus `time`), in UTC.
    public static func clock(_ iso: String, time: String = "09:30") -> WallClock {
        let utc = TimeZone(identifier: "UTC") ?? .current
        return (try? WallClock.fixed("\(iso)T\(time)", timeZone: utc))
            ?? .fixed(Date(timeIntervalSince1970: 0), timeZone: utc)
    }
}
