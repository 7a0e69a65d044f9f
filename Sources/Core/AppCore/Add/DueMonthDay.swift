/// A day of a month named in words: `dec 25`, `25 dec`, `december 25` (month names full or
/// three letters).
struct DueMonthDay: Hashable, Sendable {
    /// The month, 1 to 12.
    let month: Int
    /// The day of the month as written; not necessarily one the month has.
    let day: Int

    /// The English month names, January first.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// Reads a month name and a day number, in either order, from the words of a
    /// due-date text; `nil` when they are not that.
    init?(_ words: [Substring]) {
        guard words.count == 2 else { return nil }
        if let month = Self.month(named: words[0]), let day = Self.dayNumber(words[1]) {
            self.month = month
            self.day = day
        } else if let day = Self.dayNumber(words[0]), let month = Self.month(named: words[1]) {
            self.month = month
            self.day = day
        } else {
            return nil
        }
    }

    /// The most days this month has in any year (29 for February).
    var mostDays: Int { CalendarDay.daysIn(month: month, year: 2000) }

    /// Whether some year has this day (not 30 February, not day 0).
    var exists: Bool { (1...mostDays).contains(day) }

    /// The first such day that is not before `today`: this year's, or a later year's
    /// (29 February: the next year that has it); `nil` past the end of the calendar or
    /// for a day no year has.
    func next(onOrAfter today: CalendarDay) -> CalendarDay? {
        guard exists else { return nil }
        // Every fourth year has 29 February except some century years: eight years suffice.
        for year in today.year...(today.year + 8) where year <= 9999 {
            if let candidate = CalendarDay(year: year, month: month, day: day), candidate >= today { return candidate }
        }
        return nil
    }

    /// The month a word names, full or three letters, already lowercased.
    private static func month(named word: Substring) -> Int? {
        monthNames.firstIndex { name in
            let lowered = name.lowercased()
            return word == lowered || word == lowered.prefix(3)
        }.map { $0 + 1 }
    }

    /// A day number of one or two ASCII digits.
    private static func dayNumber(_ word: Substring) -> Int? {
        guard (1...2).contains(word.utf8.count) else { return nil }
        return ASCIIDigits.value(word.utf8)
    }
}
