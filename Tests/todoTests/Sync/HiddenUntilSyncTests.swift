import Foundation
import TestSupport
import Testing

/// Issue 33: a start day (hidden until) travels through `todo sync` both ways as DTSTART; a
/// DTSTART the phone wrote with a time of day keeps its day here and goes back unchanged
/// while its day is; a repeating task with a start day means the same series on the server
/// (RFC 5545 counts an RRULE from DTSTART).
struct HiddenUntilSyncTests {
    @Test(arguments: SyncTarget.servers)
    func aPhonesDTSTARTIsTheStartDayAndGoesBackUnchangedWhileItsDayIs(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let passport = try scenario.phone.create(
                summary: "Renew passport", due: "2026-11-25T17:00", dtstart: "2026-11-23T08:00")
            try scenario.sync()
            let number = try scenario.number(of: "Renew passport")
            #expect(!(try scenario.succeed("list").stdout.contains("Renew passport")))
            #expect(try scenario.succeed("show", "\(number)", "--json").stdout.contains(#""start": "2026-11-23""#))

            try scenario.succeed("edit", "\(number)", "--title", "Renew the passport", "--due", "thu 17:00")
            try scenario.sync()
            var task = try #require(try scenario.phone.list().first { $0.uid == passport })
            // Kept byte for byte, as the phone wrote it.
            #expect(task.unfoldedICal.contains("\nDTSTART;VALUE=DATE-TIME:20261123T080000\n"), "\(task.ical)")
            #expect(task.due == "2026-11-26T17:00:00")

            try scenario.succeed("edit", "\(number)", "--start", "tue")
            try scenario.sync()
            task = try #require(try scenario.phone.list().first { $0.uid == passport })
            #expect(task.unfoldedICal.contains("\nDTSTART:20261124T000000"), "\(task.ical)")
            #expect(!task.unfoldedICal.contains("20261123T080000"))
        }
    }

    @Test(arguments: SyncTarget.servers)
    func aRepeatingItemWithAStartDayIsTheSameSeriesOnTheServer(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            try scenario.succeed("add", "Stand-up", "--due", "mon", "--every", "week", "--start", "sun")
            try scenario.succeed(
                "add", "Pay rent", "--due", "2026-12-01", "--every", "month", "--start", "2026-11-27")
            try scenario.sync()
            let tasks = try scenario.phone.list()
            let standUp = try #require(tasks.first { $0.summary == "Stand-up" })
            let rent = try #require(tasks.first { $0.summary == "Pay rent" })
            #expect(standUp.unfoldedICal.contains("\nDTSTART;VALUE=DATE:20261122"), "\(standUp.ical)")
            #expect(rent.unfoldedICal.contains("\nDTSTART;VALUE=DATE:20261201"), "\(rent.ical)")
            #expect(rent.unfoldedICal.contains("\nX-TODO-START;VALUE=DATE:20261127"), "\(rent.ical)")
            #expect(try scenario.phone.occurrences(standUp.uid) == ["2026-11-23", "2026-11-30", "2026-12-07"])
            #expect(try scenario.phone.occurrences(rent.uid) == ["2026-12-01", "2027-01-01", "2027-02-01"])

            // The phone moves the weekly one on; here, the next occurrence starts a day before it.
            try scenario.phone.complete(standUp.uid)
            try scenario.sync()
            let export = try scenario.succeed("export").stdout
            #expect(export.contains(#""due": "2026-11-30", "#), "\(export)")
            #expect(export.contains(#""start": "2026-11-29""#), "\(export)")
        }
    }
}
