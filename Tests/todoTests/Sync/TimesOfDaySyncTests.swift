import Foundation
import TestSupport
import Testing

/// Issue 33: a time of day travels through `todo sync` both ways, as floating time; a DUE
/// the phone wrote in a zone is the local wall-clock time it stands for, and is sent back
/// unchanged while the day and time are; a repeating task keeps its time.
struct TimesOfDaySyncTests {
    @Test(arguments: SyncTarget.all)
    func aTimeOfDayTravelsBothWaysAsFloatingTime(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let dentist = try scenario.phone.create(summary: "Dentist", due: "2026-11-20T09:00")
            let call = try scenario.phone.create(summary: "Call Ann", due: "2026-11-20T15:30@Europe/Paris")
            let lunch = try scenario.phone.create(summary: "Lunch", due: "2026-11-21T12:00")
            try scenario.sync()
            // Floating: as written; in Paris's zone: the UTC wall-clock time it stands for.
            let listed = try scenario.succeed("list").stdout
            #expect(listed.contains("Dentist   Friday 09:00"), "\(listed)")
            #expect(listed.contains("Call Ann  Friday 14:30"), "\(listed)")
            let callBefore = try #require(try scenario.phone.list().first { $0.uid == call })

            try scenario.succeed("add", "Dinner", "--due", "fri 18:00")
            try scenario.succeed("edit", "\(try scenario.number(of: "Dentist"))", "--due", "fri 10:00")
            try scenario.succeed("edit", "\(try scenario.number(of: "Lunch"))", "--due", "sat")
            try scenario.sync()

            let tasks = try scenario.phone.list()
            #expect(tasks.first { $0.summary == "Dinner" }?.due == "2026-11-20T18:00:00")
            #expect(tasks.first { $0.uid == dentist }?.due == "2026-11-20T10:00:00")
            #expect(tasks.first { $0.uid == dentist }?.unfoldedICal.contains("\nDUE:20261120T100000") == true)
            #expect(tasks.first { $0.uid == lunch }?.due == "2026-11-21")
            // Unchanged here: sent back byte for byte, its TZID kept.
            #expect(tasks.first { $0.uid == call }?.ical == callBefore.ical)

            // The phone moves a time: it comes here.
            try scenario.phone.edit(dentist, due: "2026-11-20T11:15")
            try scenario.sync()
            #expect(try scenario.succeed("list").stdout.contains("Dentist   Friday 11:15"))
        }
    }

    @Test(arguments: SyncTarget.servers)
    func aRepeatingTaskCompletedOnThePhoneComesBackAtItsTime(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let standUp = try scenario.phone.create(
                summary: "Stand-up", due: "2026-11-19T09:30", rrule: "FREQ=DAILY")
            try scenario.sync()
            try scenario.phone.complete(standUp)
            try scenario.sync()
            let listed = try scenario.succeed("list").stdout
            #expect(listed.contains("Stand-up ~daily  Friday 09:30"), "\(listed)")
        }
    }
}
