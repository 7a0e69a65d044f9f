import AppCore
import Foundation
import Testing

@Suite struct TaskwarriorReaderTests {
    static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt
    static let utc = TimeZone(identifier: "UTC") ?? .gmt
    static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    /// 2026-11-24T10:00:00Z, standing in for missing times.
    static let now = Date(timeIntervalSince1970: 1_795_860_000)

    /// A file of Fixtures/ (see its README.md for how `task` made it).
    func fixture(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        return try Data(contentsOf: url)
    }

    func read(_ json: String, in timeZone: TimeZone = utc) throws(ImportError) -> ImportBatch {
        try TaskwarriorReader.read(Data(json.utf8), timeZone: timeZone, now: Self.now)
    }

    /// One task object with the three fields every task has, plus `fields` (`"due": ...`).
    func task(_ fields: String = "", description: String = "Pay rent", status: String = "pending", uuid: String = uuid1)
        -> String
    {
        "{\"description\": \"\(description)\", \"status\": \"\(status)\", \"uuid\": \"\(uuid)\""
            + (fields.isEmpty ? "" : ", " + fields) + "}"
    }

    static let uuid1 = "58053413-1111-4222-8333-444455556666"
    static let uuid2 = "86c2aaaa-1111-4222-8333-444455556666"
    static let uuid3 = "99990000-1111-4222-8333-444455556666"
    static let uuid4 = "aaaa0000-1111-4222-8333-444455556666"

    func day(_ iso: String) -> CalendarDay? { CalendarDay(iso: iso) }

    // MARK: - The real program's export

    @Test func aRealExportImportsOpenAndCompletedTasksAndEachSeriesOnce() throws {
        let batch = try TaskwarriorReader.read(fixture("taskwarrior-2.6.2.json"), timeZone: Self.newYork, now: Self.now)
        #expect(
            batch.items.map(\.title) == [
                "Pay rent", "Buy milk", "Renew passport", "Water the plants", "Pay the phone bill",
                "Check the backups", "File taxes", "Water the plants",
            ])
        #expect(batch.skipped == [.deletedInTaskwarrior: 1, .laterOccurrence: 2])
        #expect(batch.rulesKeptInNotes == 1)
        #expect(batch.items.allSatisfy { $0.id == nil })

        let rent = try #require(batch.items.first)
        #expect(rent.due == day("2026-12-01") && rent.completed == nil)
        #expect(rent.tags == ["bills", "home.finance"] && rent.priority == .high && rent.recurrence == nil)
        #expect(rent.notes == "2026-11-23 ask Mrs Okafor about the new account\n2026-11-23 transfer sent")
        #expect(rent.source == "taskwarrior:149008a1-6f43-4db3-831c-a0b6659504ea")
        #expect(Timestamp.format(rent.created) == "2026-11-23T08:54:35Z")

        let milk = batch.items[1]
        #expect(milk.due == nil && milk.tags == ["errands", "home"] && milk.priority == .low && milk.notes.isEmpty)

        let passport = batch.items[2]
        #expect(passport.due == day("2027-03-15") && passport.completed == nil && passport.priority == .medium)
        #expect(passport.tags == ["admin"])
    }

    @Test func aRealRecurringTaskBecomesItsFirstPendingInstanceWithTheRule() throws {
        let batch = try TaskwarriorReader.read(fixture("taskwarrior-2.6.2.json"), timeZone: Self.newYork, now: Self.now)
        let plants = batch.items[3]
        #expect(plants.due == day("2026-11-16") && plants.completed == nil)
        #expect(plants.recurrence?.pattern == .interval(count: 1, unit: .week))
        #expect(plants.source == "taskwarrior:039cf121-ba55-4de8-84a2-1f9a60036bcf", "the template's uuid")

        let phone = batch.items[4]
        #expect(phone.due == day("2027-01-31") && phone.recurrence?.storageText == "1 month;31")
        #expect(phone.tags == ["bills", "home.finance"])

        let backups = batch.items[5]
        #expect(backups.recurrence == nil && backups.notes == "Repeats in Taskwarrior: 12h")

        let taxes = batch.items[6]
        #expect(taxes.completed.map(Timestamp.format) == "2026-11-23T08:54:35Z" && taxes.due == day("2026-11-20"))

        let donePlants = batch.items[7]
        #expect(donePlants.completed != nil && donePlants.recurrence == nil && donePlants.due == day("2026-11-09"))
        #expect(donePlants.source == "taskwarrior:d5c1308b-48a2-4627-a3cf-5e99cd505cd7")
    }

    @Test func theRealLinesFormReadsAsTheArrayDoes() throws {
        let array = try TaskwarriorReader.read(fixture("taskwarrior-2.6.2.json"), timeZone: Self.newYork, now: Self.now)
        let lines = try TaskwarriorReader.read(
            fixture("taskwarrior-2.6.2-lines.json"), timeZone: Self.newYork, now: Self.now)
        #expect(lines == array)
        #expect(lines.items.count == 8)
    }

    // MARK: - Forms of the file

    @Test func oneObjectPerLineWithBlankLinesAndCommasIsRead() throws {
        let json = task(uuid: Self.uuid1) + ",\r\n\n  " + task(description: "Buy milk", uuid: Self.uuid2) + "\n"
        let batch = try read(json)
        #expect(batch.items.map(\.title) == ["Pay rent", "Buy milk"])
    }

    @Test(arguments: ["[]", "[\n]\n", "", "  \n", "\u{FEFF}[]"])
    func anExportWithNoTaskGivesAnEmptyBatch(json: String) throws {
        #expect(try read(json) == ImportBatch())
    }

    @Test func aSingleObjectIsOneTask() throws {
        #expect(try read(task()).items.count == 1)
    }

    @Test(arguments: [
        (#"[{"title": "x", "due": null}]"#, #"entry 1 has no "description"; it looks like todo's own export"#),
        ("hello", "it is not JSON"),
        ("[1, 2", "it is not JSON"),
        (#""a string""#, "the JSON is a string, not a list of tasks"),
        ("[1]", "entry 1 is a number or true/false, not a task"),
        (#"[{"description": "a", "status": "pending"}]"#, #"entry 1 has no "uuid""#),
        (#"[{"description": "a", "uuid": "x"}]"#, #"entry 1 has no "status""#),
        (#"[{"description": 5, "status": "pending", "uuid": "x"}]"#, #"entry 1's "description" is a number"#),
        (#"{"description": "a", "status": "pending", "uuid": "x"}"# + "\n{oops}", "line 2 is not JSON"),
        (#"{"description": "a", "status": "pending", "uuid": "x"}"# + "\n[]", "line 2 is a list, not a task"),
    ])
    func inputThatIsNotTaskwarriorsIsRefusedNamingThePlace(json: String, reason: String) {
        #expect {
            _ = try read(json)
        } throws: { error in
            guard case .notFormat(let format, let why) = error as? ImportError else { return false }
            return format == "a Taskwarrior export" && why.hasPrefix(reason)
                && (error as? ImportError)?.description.hasSuffix("nothing was imported") == true
        }
    }

    // MARK: - Bad entries

    @Test(arguments: [
        (#""due": "2026-12-01""#, #"due "2026-12-01" is not a Taskwarrior time such as 20261201T050000Z"#),
        (#""due": "tomorrow""#, #"due "tomorrow" is not a Taskwarrior time"#),
        (#""due": "20261301T000000Z""#, #"due "20261301T000000Z" is not"#),
        (#""due": 20261201"#, #""due" is a number or true/false, not a string"#),
        (#""entry": "20261201T250000Z""#, #"entry "20261201T250000Z" is not"#),
        (#""tags": "home""#, #""tags" is a string, not a list"#),
        (#""tags": ["!!!"]"#, #"tag "!!!", read as "---": the tag "---" has no letter or digit"#),
        (#""project": "!!""#, #"project "!!", read as "--": "#),
        (#""annotations": [{"entry": "20261201T000000Z"}]"#, #"annotation 1 is not an object with a "description""#),
        (#""parent": "nope""#, #"parent "nope" is not a UUID"#),
    ])
    func aBadFieldIsRefusedNamingTheEntryAndTheTask(fields: String, reason: String) {
        let json = "[\(task(uuid: Self.uuid2)), \(task(fields, uuid: Self.uuid1))]"
        #expect {
            _ = try read(json)
        } throws: { error in
            guard case .badEntry(let position, let why) = error as? ImportError else { return false }
            return position == 2 && why.hasPrefix("task 58053413: \(reason)")
        }
    }

    @Test func aBlankTitleIsRefusedByTheTitleRules() {
        #expect(throws: ImportError.badEntry(position: 1, reason: "task 58053413: \(TitleError.blank.description)")) {
            _ = try read("[\(task(description: "  "))]")
        }
    }

    @Test func notesOverTheLimitAreRefused() {
        let long = String(repeating: "x", count: 10_001)
        #expect {
            _ = try read("[\(task(#""annotations": [{"description": "\#(long)"}]"#))]")
        } throws: { error in
            guard case .badEntry(1, let why) = error as? ImportError else { return false }
            return why.hasPrefix("task 58053413: the note is 10001 characters long")
        }
    }

    @Test func aStatusTaskwarriorDoesNotWriteIsRefused() {
        #expect {
            _ = try read("[\(task(status: "open"))]")
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix(#"entry 1: task 58053413: status "open" is not one of"#)
                == true
        }
    }

    @Test func aUUIDGivenTwiceIsRefused() {
        #expect(throws: ImportError.badEntry(position: 2, reason: "task 58053413: entry 1 has the same uuid")) {
            _ = try read("[\(task()), \(task(description: "Again"))]")
        }
    }

    @Test func aUUIDThatIsNotOneIsRefused() {
        #expect(throws: ImportError.badEntry(position: 1, reason: #"uuid "x" is not a UUID"#)) {
            _ = try read("[\(task(uuid: "x"))]")
        }
    }

    // MARK: - Mapping

    @Test func aUTCMidnightDueFallsOnThePreviousDayInNewYork() throws {
        let json = "[\(task(#""due": "20261201T000000Z""#))]"
        #expect(try read(json, in: Self.newYork).items.first?.due == day("2026-11-30"))
        #expect(try read(json, in: Self.utc).items.first?.due == day("2026-12-01"))
        #expect(try read(json, in: Self.tokyo).items.first?.due == day("2026-12-01"))
    }

    @Test func anAnnotationIsDatedByItsDayInTheTimeZone() throws {
        let annotations = #"[{"entry": "20261201T020000Z", "description": "late call"}, {"description": "undated"}]"#
        let json = "[\(task("\"annotations\": \(annotations)"))]"
        #expect(try read(json, in: Self.newYork).items.first?.notes == "2026-11-30 late call\nundated")
        #expect(try read(json, in: Self.utc).items.first?.notes == "2026-12-01 late call\nundated")
    }

    @Test func missingEntryAndEndTimesAreNow() throws {
        let batch = try read("[\(task(status: "completed"))]")
        #expect(batch.items.first?.created == Self.now && batch.items.first?.completed == Self.now)
    }

    @Test func theUUIDIsTheSourceInLowerCase() throws {
        let batch = try read("[\(task(uuid: "ABCDEF00-1111-4222-8333-444455556666"))]")
        #expect(batch.items.first?.source == "taskwarrior:abcdef00-1111-4222-8333-444455556666")
    }

    @Test func tagsAndTheProjectBecomeTagsWithRefusedCharactersAsDashes() throws {
        let batch = try read(
            "[\(task(#""tags": ["a,b", "Home", "home", "dev/ops", "@phone"], "project": "Home Renovation.2027""#))]")
        #expect(batch.items.first?.tags == ["a-b", "dev/ops", "Home", "Home-Renovation.2027", "phone"])
    }

    @Test(arguments: [("H", Priority.high), ("M", .medium), ("L", .low), ("h", .high)])
    func priorityLettersMap(written: String, priority: Priority) throws {
        let item = try #require(try read("[\(task("\"priority\": \"\(written)\""))]").items.first)
        #expect(item.priority == priority && item.notes.isEmpty)
    }

    @Test func aPriorityOfTheUsersOwnIsKeptInTheNotes() throws {
        let item = try #require(try read("[\(task(#""priority": "urgent""#))]").items.first)
        #expect(item.priority == nil && item.notes == "Priority in Taskwarrior: urgent")
    }

    @Test func waitingIsOpenAndDeletedIsSkipped() throws {
        let json = "[\(task(status: "waiting", uuid: Self.uuid1)), \(task(status: "deleted", uuid: Self.uuid2))]"
        let batch = try read(json)
        #expect(batch.items.count == 1 && batch.items.first?.completed == nil)
        #expect(batch.skipped == [.deletedInTaskwarrior: 1])
    }

    // MARK: - Repeat rules

    @Test(arguments: [
        ("daily", "1 day"), ("day", "1 day"), ("1d", "1 day"), ("3d", "3 days"), ("3 days", "3 days"),
        ("weekly", "1 week"), ("1w", "1 week"), ("week", "1 week"), ("2w", "2 weeks"), ("2wk", "2 weeks"),
        ("3weeks", "3 weeks"), ("biweekly", "2 weeks"), ("fortnight", "2 weeks"), ("monthly", "1 month"),
        ("1mo", "1 month"), ("month", "1 month"), ("6mo", "6 months"), ("2m", "2 months"), ("bimonthly", "2 months"),
        ("quarterly", "3 months"), ("2q", "6 months"), ("semiannual", "6 months"), ("yearly", "1 year"),
        ("annual", "1 year"), ("1y", "1 year"), ("year", "1 year"), ("2y", "2 years"), ("biannual", "2 years"),
        ("weekdays", "weekday"), ("P1D", "1 day"), ("P2W", "2 weeks"), ("P1M", "1 month"), ("P1Y", "1 year"),
        ("Weekly", "1 week"),
    ])
    func aRecurThatMapsBecomesTheRule(recur: String, canonical: String) throws {
        let batch = try read("[\(task("\"due\": \"20261130T120000Z\", \"recur\": \"\(recur)\""))]")
        let item = try #require(batch.items.first)
        #expect(item.recurrence?.pattern.canonical == canonical)
        #expect(item.notes.isEmpty && batch.rulesKeptInNotes == 0)
    }

    @Test(arguments: [
        "hourly", "12h", "30min", "1.5d", "0d", "1000d", "P1DT2H", "P1M2D", "m", "sennight", "2 fortnights",
    ])
    func aRecurThatDoesNotMapIsKeptInTheNotesAndCounted(recur: String) throws {
        let batch = try read("[\(task("\"due\": \"20261130T120000Z\", \"recur\": \"\(recur)\""))]")
        let item = try #require(batch.items.first)
        #expect(item.recurrence == nil && item.notes == "Repeats in Taskwarrior: \(recur)")
        #expect(batch.rulesKeptInNotes == 1)
    }

    @Test func aRuleWithoutADueDayIsKeptInTheNotes() throws {
        let batch = try read("[\(task(#""recur": "weekly""#))]")
        #expect(batch.items.first?.notes == "Repeats in Taskwarrior: weekly" && batch.items.first?.recurrence == nil)
        #expect(batch.rulesKeptInNotes == 1)
    }

    @Test func theEarliestPendingInstanceCarriesTheTemplatesRuleAndTheOthersAreSkipped() throws {
        let template = task(#""due": "20261102T120000Z", "recur": "monthly""#, status: "recurring", uuid: Self.uuid1)
        let later = task(
            "\"due\": \"20261202T120000Z\", \"parent\": \"\(Self.uuid1)\", \"recur\": \"weekly\"", uuid: Self.uuid2)
        let first = task(
            "\"due\": \"20261102T120000Z\", \"parent\": \"\(Self.uuid1)\", \"recur\": \"weekly\"", uuid: Self.uuid3)
        let done = task(
            "\"due\": \"20261002T120000Z\", \"parent\": \"\(Self.uuid1)\", \"end\": \"20261003T120000Z\"",
            status: "completed", uuid: Self.uuid4)
        let batch = try read("[\(template), \(later), \(first), \(done)]")
        #expect(batch.items.count == 2 && batch.skipped == [.laterOccurrence: 1])
        let series = try #require(batch.items.first)
        #expect(series.due == day("2026-11-02") && series.recurrence?.storageText == "1 month;2")
        #expect(series.source == "taskwarrior:\(Self.uuid1)")
        #expect(batch.items[1].completed != nil && batch.items[1].recurrence == nil)
    }

    @Test func instancesWithoutTheirTemplateAreStillOneSeries() throws {
        let a = task(
            "\"due\": \"20261109T120000Z\", \"parent\": \"\(Self.uuid1)\", \"recur\": \"2w\"", uuid: Self.uuid2)
        let b = task(
            "\"due\": \"20261123T120000Z\", \"parent\": \"\(Self.uuid1)\", \"recur\": \"2w\"", uuid: Self.uuid3)
        let batch = try read("[\(b), \(a)]")
        #expect(batch.items.count == 1 && batch.skipped == [.laterOccurrence: 1])
        #expect(
            batch.items.first?.due == day("2026-11-09") && batch.items.first?.recurrence?.pattern.canonical == "2 weeks"
        )
        #expect(batch.items.first?.source == "taskwarrior:\(Self.uuid1)")
    }

    @Test func aTemplateWithoutAPendingInstanceIsTheSeriesItem() throws {
        let batch = try read("[\(task(#""due": "20261109T120000Z", "recur": "weekly""#, status: "recurring"))]")
        let item = try #require(batch.items.first)
        #expect(item.due == day("2026-11-09") && item.recurrence?.pattern == .interval(count: 1, unit: .week))
        #expect(item.source == "taskwarrior:\(Self.uuid1)" && item.completed == nil)
    }
}
