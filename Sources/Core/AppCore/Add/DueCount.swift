/// A count of days, weeks, months or years from today: `+3d`, `-2w`, `+1m`, `+1y`, `3d`
/// (no sign: ahead), or in words, `in 3 days`, `in 1 month`.
struct DueCount: Hashable, Sendable {
    /// What a count counts.
    enum Unit: Hashable, Sendable {
        case day, week, month, year

        /// Whether the unit is counted on the calendar (months, years) rather than in days.
        var isCalendarUnit: Bool { self == .month || self == .year }
    }

    /// How many units; `Int.max` when the digits are too many to hold.
    let amount: Int
    /// What is counted.
    let unit: Unit
    /// Counted back from today (`-1d`).
    let isBackwards: Bool
    /// Written in words (`in 3 days`) rather than with a sign (`+3d`).
    let isInWords: Bool

    /// The most months a count reaches (a hundred years, within
    /// ``DueDateParser/maximumOffsetDays``).
    static let maximumMonths = DueDateParser.maximumOffsetMonths

    /// Reads a count from the words of a due-date text; `nil` when they are not one.
    init?(_ words: [Substring]) {
        if words.count == 1, let sign = words[0].first, sign == "+" || sign == "-" {
            let body = words[0].dropFirst()
            guard let letter = body.last, let unit = Self.symbols[letter], let amount = Self.amount(body.dropLast())
            else { return nil }
            self.init(amount: amount, unit: unit, isBackwards: sign == "-", isInWords: false)
        } else if words.count == 1, let letter = words[0].last, let unit = Self.symbols[letter],
            let amount = Self.amount(words[0].dropLast())
        {
            self.init(amount: amount, unit: unit, isBackwards: false, isInWords: false)
        } else if words.count == 3, words[0] == "in", let amount = Self.amount(words[1]),
            let unit = Self.unitWords[String(words[2])]
        {
            self.init(amount: amount, unit: unit, isBackwards: false, isInWords: true)
        } else {
            return nil
        }
    }

    init(amount: Int, unit: Unit, isBackwards: Bool, isInWords: Bool) {
        self.amount = amount
        self.unit = unit
        self.isBackwards = isBackwards
        self.isInWords = isInWords
    }

    /// The day this count names from `today`; `nil` when it counts further than the
    /// parser reaches or off either end of the calendar.
    func day(from today: CalendarDay) -> CalendarDay? {
        switch unit {
        case .day, .week:
            let perUnit = unit == .week ? 7 : 1
            // A bounded amount cannot overflow when multiplied by 7.
            guard amount <= DueDateParser.maximumOffsetDays, amount * perUnit <= DueDateParser.maximumOffsetDays
            else { return nil }
            let day = today.adding(days: isBackwards ? -amount * perUnit : amount * perUnit)
            return day >= CalendarDay.earliest && day <= CalendarDay.latest ? day : nil
        case .month, .year:
            let perUnit = unit == .year ? 12 : 1
            guard amount <= Self.maximumMonths, amount * perUnit <= Self.maximumMonths else { return nil }
            return today.adding(months: isBackwards ? -amount * perUnit : amount * perUnit)
        }
    }

    /// The furthest day a count of this unit reaches ahead of `today`, or `nil` when that
    /// is past the end of the calendar.
    func furthestDay(from today: CalendarDay) -> CalendarDay? {
        let furthest =
            unit.isCalendarUnit
            ? today.adding(months: Self.maximumMonths) : today.adding(days: DueDateParser.maximumOffsetDays)
        guard let furthest, furthest < CalendarDay.latest else { return nil }
        return furthest
    }

    /// The unit letters of `+3d`, `+2w`, `+1m`, `+1y`.
    private static let symbols: [Character: Unit] = ["d": .day, "w": .week, "m": .month, "y": .year]

    /// The unit words of `in 3 days`, singular or plural.
    private static let unitWords: [String: Unit] = [
        "day": .day, "days": .day, "week": .week, "weeks": .week,
        "month": .month, "months": .month, "year": .year, "years": .year,
    ]

    /// The number ASCII `digits` spell (`Int.max` when too many to hold), or `nil` when
    /// there are none or any is not 0 to 9.
    private static func amount(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(digits) ?? Int.max
    }
}

extension CalendarDay {
    /// The same day of the month `count` months later (earlier when negative), or the
    /// month's last day when it is shorter (a month after 31 January is 28 or 29
    /// February); `nil` outside years 1 to 9999.
    func adding(months count: Int) -> CalendarDay? {
        let (year, month, day) = parts
        let monthIndex = year * 12 + (month - 1) + count
        let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let newMonth = monthIndex - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        return CalendarDay(year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
    }
}

extension DueCount {
    /// One day ahead: what `postpone` moves by when not told.
    static let oneDay = DueCount(amount: 1, unit: .day, isBackwards: false, isInWords: false)
}
