import AppCore
import Foundation
import Testing

@Suite struct TodoTxtTests {
    let timeZone = TimeZone(secondsFromGMT: 3600) ?? .current
    let now = Timestamp.parse("2026-11-19T09:30:00Z") ?? Date()

    func read(_ text: String) throws -> ImportBatch {
        try TodoTxtReader.read(Data(text.utf8), timeZone: timeZone, now: now)
    }

    func items(_ text: String) throws -> [ImportedTodoItem] {
        try read(text).items
    }

    func day(_ iso: String) throws -> CalendarDay {
        try #require(CalendarDay(iso: iso))
    }

    /// The start of `iso` in the tests' time zone (UTC+1).
    func start(_ iso: String) throws -> Date {
        try day(iso).start(in: timeZone)
    }

    func expectRefused(_ text: String, line: Int, saying reason: String) {
        #expect {
            _ = try read(text)
        } throws: { error in
            guard case ImportError.badLine(let number, let said) = error else { return false }
            return number == line && said.contains(reason)
        }
    }

    // MARK: The format's own examples

    @Test func theReadmesExampleFileGivesPrioritiesAndTags() throws {
        let read = try items(
            [
                "(A) Thank Mom for the meatballs @phone ", "(B) Schedule Goodwill pickup +GarageSale @phone",
                "Post signs around the neighborhood +GarageSale", "@GroceryStore Eskimo pies",
            ].joined(separator: "\n"))
        #expect(
            read.map(\.title) == [
                "Thank Mom for the meatballs", "Schedule Goodwill pickup", "Post signs around the neighborhood",
                "Eskimo pies",
            ])
        #expect(read.map(\.priority) == [.high, .medium, nil, nil])
        #expect(read.map(\.tags) == [["phone"], ["GarageSale", "phone"], ["GarageSale"], ["GroceryStore"]])
        #expect(read.allSatisfy { $0.due == nil && $0.completed == nil && $0.created == now })
        #expect(Set(read.compactMap(\.source)).count == 4)
    }

    @Test func aLineIsKnownByItsWordsAndARepeatedLineByItsOccurrence() throws {
        let read = try items("Call mum +family\nBuy milk\n  Call   mum +family \nCall mum +family")
        let sources = read.compactMap(\.source)
        #expect(sources.count == 4)
        #expect(sources.allSatisfy { $0.hasPrefix("todotxt:") })
        #expect(sources[2] == sources[0] + "#2")
        #expect(sources[3] == sources[0] + "#3")
        #expect(try items("Buy milk").first?.source == sources[1])
    }

    @Test func aPriorityCountsOnlyFirstUppercaseAndFollowedByASpace() throws {
        let read = try items(
            "Really gotta call Mom (A) @phone @someday\n(b) Get back to the boss\n(B)->Submit TPS report")
        #expect(read.map(\.priority) == [nil, nil, nil])
        #expect(
            read.map(\.title) == ["Really gotta call Mom (A)", "(b) Get back to the boss", "(B)->Submit TPS report"])
    }

    @Test func aCreationDateCountsOnlyFirstOrAfterThePriority() throws {
        let read = try items(
            "2011-03-02 Document +TodoTxt task format\n(A) 2011-03-02 Call Mom\n(A) Call Mom 2011-03-02")
        #expect(read.map(\.title) == ["Document task format", "Call Mom", "Call Mom 2011-03-02"])
        #expect(read.map(\.created) == [try start("2011-03-02"), try start("2011-03-02"), now])
        #expect(read.map(\.tags) == [["TodoTxt"], [], []])
    }

    @Test func signsInsideWordsAndTermsAreText() throws {
        let read = try items(
            """
            (A) Finish research paper on .benevolence and .life +English @school
            Email SoAndSo at soandso@example.com
            Learn how to add 2+2
            """)
        #expect(read.map(\.tags) == [["English", "school"], [], []])
        #expect(read[0].title == "Finish research paper on .benevolence and .life")
        #expect(read[1].title == "Email SoAndSo at soandso@example.com")
        #expect(read[2].title == "Learn how to add 2+2")
    }

    @Test func aLowercaseXAndASpaceStartACompletedLine() throws {
        let read = try items(
            """
            x 2011-03-03 Call Mom
            xylophone lesson
            X 2012-01-01 Make resolutions
            (A) x Find ticket prices
            """)
        #expect(read.map { $0.completed != nil } == [true, false, false, false])
        #expect(
            read.map(\.title) == [
                "Call Mom", "xylophone lesson", "X 2012-01-01 Make resolutions", "x Find ticket prices",
            ])
    }

    @Test func aCompletedLineGivesItsCompletionThenItsCreationDay() throws {
        let item = try #require(
            try items("x 2011-03-02 2011-03-01 Review Tim's pull request +TodoTxtTouch @github").first)
        #expect(item.title == "Review Tim's pull request")
        #expect(item.completed == (try start("2011-03-02")))
        #expect(item.created == (try start("2011-03-01")))
        #expect(item.tags == ["github", "TodoTxtTouch"])
    }

    @Test func aCompletedLineWithoutDaysIsCompletedNowAndNotCreatedAfterItsCompletion() throws {
        let read = try items("x Call Mom\nx 2011-03-03 Call Dad")
        #expect(read[0].completed == now && read[0].created == now)
        #expect(read[1].completed == (try start("2011-03-03")) && read[1].created == read[1].completed)
    }

    // MARK: Fields

    @Test(arguments: [("A", Priority.high), ("B", .medium), ("C", .low), ("Z", .low)])
    func priorityLettersMapToHighMediumAndLow(letter: String, priority: Priority) throws {
        #expect(try items("(\(letter)) Call").first?.priority == priority)
    }

    @Test func aCompletedLineKeepsItsPriorityAsPri() throws {
        let read = try items("x 2026-11-20 Call pri:B\n(A) Mail pri:C")
        #expect(read.map(\.priority) == [.medium, .high])
        #expect(read.map(\.notes) == ["", "pri:C"])
    }

    @Test func projectsAndContextsAreTagsAndRefusedWordsStayInTheTitle() throws {
        let item = try #require(try items("Fix +C++ build @ home +home @Home +work @12 ++x").first)
        #expect(item.tags == ["C++", "home", "work"])
        #expect(item.title == "Fix build @ home @12 ++x")
    }

    @Test func dueGivesTheDueDayAndALineWithoutOneIsForSomeday() throws {
        let read = try items("Pay rent due:2026-12-01 +home\nSomeday")
        #expect(read.map(\.due) == [try day("2026-12-01"), nil])
        #expect(read[0].title == "Pay rent")
    }

    @Test(arguments: [
        ("rec:1d", "1 day"), ("rec:3d", "3 days"), ("rec:1w", "1 week"), ("rec:+2w", "2 weeks"), ("rec:1m", "1 month"),
        ("rec:+1y", "1 year"), ("rec:w", "1 week"), ("rec:1b", "weekday"), ("every:mon,thu", "mon,thu"),
    ])
    func aRuleWithADueDayBecomesTheRule(word: String, canonical: String) throws {
        let batch = try read("Water plants due:2026-11-23 \(word)")
        let item = try #require(batch.items.first)
        #expect(item.recurrence?.pattern.canonical == canonical)
        #expect(item.notes == "" && batch.rulesKeptInNotes == 0)
    }

    @Test func aMonthlyRuleKeepsTheDueDaysDayOfTheMonth() throws {
        #expect(try items("Rent due:2027-01-31 rec:1m").first?.recurrence?.dayOfMonth == 31)
    }

    @Test(arguments: ["rec:2b", "rec:0d", "rec:1000d", "rec:fortnightly", "every:sometimes"])
    func aRuleTodoCannotFollowIsKeptInTheNotesAndCounted(word: String) throws {
        let batch = try read("Odd one due:2026-11-23 \(word) t:2026-11-20")
        let item = try #require(batch.items.first)
        #expect(item.recurrence == nil)
        // t: is the start day now (issue 33), no longer a note line.
        #expect(item.notes == word && item.start == CalendarDay(iso: "2026-11-20"))
        #expect(batch.rulesKeptInNotes == 1)
    }

    @Test func aRuleWithoutADueDayIsKeptInTheNotesAndCounted() throws {
        let batch = try read("Water plants rec:1w\nCall due:2026-11-20")
        #expect(batch.items.map(\.recurrence) == [nil, nil])
        #expect(batch.items[0].notes == "rec:1w")
        #expect(batch.rulesKeptInNotes == 1)
    }

    @Test func idGivesTheItemsNumber() throws {
        let read = try items("Call id:7\nMail\nFile id:abc")
        #expect(read.map(\.id) == [7, nil, nil])
        #expect(read[2].notes == "id:abc")
    }

    @Test func otherPairsGoToTheNotesOnePerLineAndTimesAndLinksStay() throws {
        let item = try #require(
            try items("Read t:2026-11-25 https://example.com/a at 10:30 re: a:b:c energy:low see:p.4").first)
        #expect(item.title == "Read https://example.com/a at 10:30 re: a:b:c")
        #expect(item.notes == "energy:low\nsee:p.4" && item.start == CalendarDay(iso: "2026-11-25"))
    }

    @Test func aBackslashBeforeAWordThatWouldBeATagOrAPairIsTakenAway() throws {
        let item = try #require(try items(#"Fix \id:123 and call \@home \+x, not \word \\+y"#).first)
        #expect(item.title == #"Fix id:123 and call @home \+x, not \word \+y"#)
        #expect(item.tags.isEmpty && item.id == nil)
    }

    // MARK: Lines

    @Test func crlfAndBlankLinesAreReadAndLinesCountFromOne() throws {
        let batch = try read("\u{FEFF}Call\r\n\r\n  \t \r\nMail\r\n")
        #expect(batch.items.map(\.title) == ["Call", "Mail"])
        expectRefused("Call\r\n\r\n  \r\nMail due:2026-02-30\r\n", line: 4, saying: "February 2026 has 28 days")
    }

    @Test func whiteSpaceInsideALineIsOneSpaceInTheTitle() throws {
        #expect(try items("  (C)\t2026-01-05   spaced\t\tout \u{A0} here  ").first?.title == "spaced out here")
    }

    @Test func aMalformedDateIsRefusedNamingItsLine() {
        expectRefused("ok\nx 2026-02-30 Call", line: 2, saying: #"the completion date "2026-02-30" is not a day"#)
        expectRefused("x 2026-11-20 2026-13-01 Call", line: 1, saying: #"creation date "2026-13-01""#)
        expectRefused("ok\nok\n(A) 2026-00-10 Call", line: 3, saying: "there is no month 00")
        expectRefused(
            "Call due:2026-13-01", line: 1, saying: #""due:2026-13-01" is not a due day: there is no month 13"#)
        expectRefused("Call due:tomorrow", line: 1, saying: #""due:tomorrow" is not a due day: write due:YYYY-MM-DD"#)
    }

    @Test func aLineThatIsWrongOtherwiseIsRefusedNamingIt() {
        expectRefused("a id:3\nb\nc id:3", line: 3, saying: "id 3 was already given by line 1")
        expectRefused("ok\n+home @phone", line: 2, saying: "the title is blank")
        expectRefused("a id:0", line: 1, saying: #""id:0" is not a positive number"#)
        expectRefused("a id:9007199254740992", line: 1, saying: "above the highest item number")
        expectRefused("a due:2026-11-20 due:2026-11-21", line: 1, saying: "due: twice")
        expectRefused("a due:2026-11-20 rec:1w every:mon", line: 1, saying: "two repeat rules")
        expectRefused("a\0b", line: 1, saying: "NUL")
    }

    @Test func textThatIsNotUTF8IsRefusedNamingItsLine() {
        #expect(throws: ImportError.badLine(line: 2, reason: "the line is not UTF-8 text; save the file as UTF-8")) {
            _ = try TodoTxtReader.read(
                Data("ok\n".utf8) + Data([0xFF, 0xFE, 0x41]), timeZone: timeZone, now: now)
        }
    }

    @Test func anEmptyFileGivesNoItems() throws {
        #expect(try read("").items.isEmpty)
        #expect(try read("\n\n").items.isEmpty)
    }

    // MARK: Writing

    func sample() throws -> [TodoItem] {
        [
            TodoItem(
                id: 3, title: "Pay rent", due: try day("2026-12-01"), created: try start("2026-11-01"), completed: nil,
                notes: "not written", tags: ["home", "money"], priority: .high,
                recurrence: Recurrence(.interval(count: 1, unit: .month), startingOn: try day("2026-12-01"))),
            TodoItem(
                id: 4, title: "Call Mom", due: nil, created: try start("2026-11-02"),
                completed: try start("2026-11-03").addingTimeInterval(3600 * 20), priority: .medium),
            TodoItem(
                id: 5, title: "Gym", due: try day("2026-11-23"), created: try start("2026-11-02"), completed: nil,
                recurrence: Recurrence(.weekdays([.thursday, .monday]), startingOn: try day("2026-11-23"))),
            TodoItem(
                id: 6, title: "Standup", due: try day("2026-11-20"), created: try start("2026-11-02"), completed: nil,
                priority: .low,
                recurrence: Recurrence(.weekdays(RecurrencePattern.workingDays), startingOn: try day("2026-11-20"))),
        ]
    }

    @Test func theWriterWritesTheFormatsLines() throws {
        #expect(
            TodoTxtWriter.write(try sample(), timeZone: timeZone) == """
                (A) 2026-11-01 Pay rent +home +money due:2026-12-01 rec:1m id:3
                x 2026-11-03 2026-11-02 Call Mom pri:B id:4
                2026-11-02 Gym due:2026-11-23 every:mon,thu id:5
                (C) 2026-11-02 Standup due:2026-11-20 rec:1b id:6

                """)
        #expect(TodoTxtWriter.write([], timeZone: timeZone) == "")
    }

    @Test func theWriterKeepsATitleThatLooksLikeThePrefixOrHoldsBreaksOrReservedWords() throws {
        let created = try start("2026-11-02")
        let items = [
            TodoItem(id: 1, title: "x marks the spot", due: nil, created: created, completed: nil),
            TodoItem(id: 2, title: "(A) 2026-01-01 first", due: nil, created: created, completed: nil),
            TodoItem(id: 3, title: "Two\nlines\t and  spaces", due: nil, created: created, completed: nil),
            TodoItem(id: 4, title: #"Fix id:12, call @home +1 \@x"#, due: nil, created: created, completed: created),
        ]
        let text = TodoTxtWriter.write(items, timeZone: timeZone)
        #expect(
            text == #"""
                2026-11-02 x marks the spot id:1
                2026-11-02 (A) 2026-01-01 first id:2
                2026-11-02 Two lines and spaces id:3
                x 2026-11-02 2026-11-02 Fix \id:12, call \@home \+1 \\@x id:4

                """#)
        let back = try read(text).items
        #expect(
            back.map(\.title) == [
                "x marks the spot", "(A) 2026-01-01 first", "Two lines and spaces", #"Fix id:12, call @home +1 \@x"#,
            ])
        #expect(back.map(\.tags) == [[], [], [], []])
        #expect(back.map { $0.completed != nil } == [false, false, false, true])
    }

    @Test func aWordOrTagStartingWithACombiningLetterComesBackTheSame() throws {
        // U+0345 is a letter that joins the character before it, a backslash or a plus sign.
        let item = TodoItem(
            id: 1, title: "Fix \u{345}a:b", due: nil, created: try start("2026-11-02"), completed: nil,
            tags: ["\u{345}x"])
        let text = TodoTxtWriter.write([item], timeZone: timeZone)
        let expected = "2026-11-02 Fix \\\u{345}a:b +\u{345}x id:1\n"
        #expect(text == expected)
        let back = try #require(try read(text).items.first)
        #expect(back.title == item.title && back.tags == item.tags && back.notes == "")
    }

    @Test func writingThenReadingKeepsEveryFieldTheFormatHolds() throws {
        let items = try sample()
        let back = try read(TodoTxtWriter.write(items, timeZone: timeZone))
        #expect(back.rulesKeptInNotes == 0)
        #expect(back.items.map(\.id) == items.map(\.id))
        #expect(back.items.map(\.title) == items.map(\.title))
        #expect(back.items.map(\.due) == items.map(\.due))
        #expect(back.items.map(\.tags) == items.map(\.tags))
        #expect(back.items.map(\.priority) == items.map(\.priority))
        #expect(back.items.map(\.recurrence) == items.map(\.recurrence))
        #expect(back.items.map(\.created) == items.map(\.created))
        #expect(
            back.items.map { $0.completed.map { CalendarDay(containing: $0, in: timeZone) } } == [
                nil, try day("2026-11-03"), nil, nil,
            ])
        #expect(back.items.map(\.notes) == ["", "", "", ""])
    }

    @Test func readingThenWritingGivesTheSameItemsAgain() throws {
        let first = try items(
            """
            (B) 2026-11-01 Schedule pickup +GarageSale @phone due:2026-11-30 rec:+2w
            x 2026-11-03 2026-11-01 Review request @github pri:A
            Post signs +GarageSale id:9
            """)
        let stored = first.enumerated().map { index, item in
            TodoItem(
                id: item.id ?? TodoItem.ID(index + 1), title: item.title, due: item.due, created: item.created,
                completed: item.completed, tags: item.tags, priority: item.priority, recurrence: item.recurrence)
        }
        let again = try items(TodoTxtWriter.write(stored, timeZone: timeZone))
        #expect(again.map(\.title) == first.map(\.title))
        #expect(again.map(\.tags) == first.map(\.tags))
        #expect(again.map(\.priority) == [.medium, .high, nil])
        #expect(again.map(\.recurrence) == first.map(\.recurrence))
        #expect(again.map(\.id) == [1, 2, 9])
        #expect(again.map(\.completed) == first.map(\.completed))
    }
}
