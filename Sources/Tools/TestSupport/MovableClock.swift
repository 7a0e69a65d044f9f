import AppCore
import Foundation
import Synchronization

/// A clock a test moves by hand, in UTC: for what happens when time passes while a front
/// is open (midnight, say).
public final class MovableClock: Sendable {
    private let instant: Mutex<Date>

    /// A clock showing the local time `time` on the day `iso`.
    public init(_ iso: String, time: String = "09:30") {
        instant = Mutex(Fixtures.clock(iso, time: time).now())
    }

    /// The clock to give the use cases; it reads the time this object is set to.
    public var clock: WallClock {
        WallClock(timeZone: TimeZone(identifier: "UTC") ?? .current) { [self] in self.instant.withLock { $0 } }
    }

    /// Moves the time to `time` on the day `iso`.
    public func set(_ iso: String, time: String = "09:30") {
        let date = Fixtures.clock(iso, time: time).now()
        instant.withLock { $0 = date }
    }
}
