/// Maps a Taskwarrior repeat period (a task's `recur`) to todo's rule, where one says the
/// same thing.
///
/// The words Taskwarrior 2.6 takes, in any case, spaces around and between a count and its
/// unit ignored:
/// - `daily`, `day`, `Nd`, `Nday(s)` → every N days; `weekdays` → Monday to Friday;
/// - `weekly`, `week`, `wk`, `Nw`, `Nwk(s)`, `Nweek(s)` → every N weeks; `biweekly`,
///   `fortnight` → every 2 weeks;
/// - `monthly`, `month`, `mo`, `mth`, `Nm`, `Nmo(s)`, `Nmth(s)`, `Nmnths`, `Nmonth(s)` →
///   every N months (`m` is months in Taskwarrior: `task calc 2m` is `P60D`, and a
///   `recur:2m` task comes back on the same day two months later; minutes are `min`);
///   `bimonthly` → every 2 months;
/// - `quarterly`, `quarter`, `qtr`, `qrtr`, `Nq`, `Nqtr(s)`, `Nqrtr(s)`, `Nquarter(s)` →
///   every 3N months; `semiannual` → every 6 months;
/// - `yearly`, `annual`, `year`, `yr`, `Ny`, `Nyr(s)`, `Nyear(s)` → every N years;
///   `biannual`, `biyearly` → every 2 years;
/// - ISO 8601 periods of one part: `P1D`, `P2W`, `P1M`, `P1Y`.
///
/// Taskwarrior itself steps `mo` and `month` as 30 days and `Ny` as 365, which drift over
/// the calendar; todo reads them as the calendar months and years they name. Anything
/// else (hours, minutes, seconds, a fraction `1.5d`, a count of 0 or over
/// ``RecurrencePattern/maximumCount``, several parts `P1M2D`) has no rule in todo: `nil`.
enum TaskwarriorRecur {
    /// todo's rule for `recur`, or `nil` when todo has none that says the same.
    static func pattern(_ recur: String) -> RecurrencePattern? {
        let text = recur.lowercased().filter { $0 != " " && $0 != "\t" }
        if let named = named[text] { return named }
        if text.hasPrefix("p") { return iso(text.dropFirst()) }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 4, let count = Int(digits),
            let (multiple, unit) = units[String(text.dropFirst(digits.count))]
        else { return nil }
        return interval(count * multiple, unit)
    }

    /// The words that stand alone, without a count.
    private static let named: [String: RecurrencePattern] = [
        "daily": .interval(count: 1, unit: .day), "day": .interval(count: 1, unit: .day),
        "weekdays": .weekdays(RecurrencePattern.workingDays), "weekday": .weekdays(RecurrencePattern.workingDays),
        "weekly": .interval(count: 1, unit: .week), "week": .interval(count: 1, unit: .week),
        "wk": .interval(count: 1, unit: .week),
        "biweekly": .interval(count: 2, unit: .week), "fortnight": .interval(count: 2, unit: .week),
        "monthly": .interval(count: 1, unit: .month), "month": .interval(count: 1, unit: .month),
        "mo": .interval(count: 1, unit: .month), "mth": .interval(count: 1, unit: .month),
        "bimonthly": .interval(count: 2, unit: .month),
        "quarterly": .interval(count: 3, unit: .month), "quarter": .interval(count: 3, unit: .month),
        "qtr": .interval(count: 3, unit: .month), "qrtr": .interval(count: 3, unit: .month),
        "semiannual": .interval(count: 6, unit: .month),
        "yearly": .interval(count: 1, unit: .year), "annual": .interval(count: 1, unit: .year),
        "year": .interval(count: 1, unit: .year), "yr": .interval(count: 1, unit: .year),
        "biannual": .interval(count: 2, unit: .year), "biyearly": .interval(count: 2, unit: .year),
    ]

    /// The units written after a count, each with how many of todo's units one of it is.
    private static let units: [String: (Int, RecurrenceUnit)] = {
        var units: [String: (Int, RecurrenceUnit)] = [:]
        for word in ["d", "day", "days"] { units[word] = (1, .day) }
        for word in ["w", "wk", "wks", "week", "weeks"] { units[word] = (1, .week) }
        for word in ["m", "mo", "mos", "mth", "mths", "mnths", "month", "months"] { units[word] = (1, .month) }
        for word in ["q", "qtr", "qtrs", "qrtr", "qrtrs", "quarter", "quarters"] { units[word] = (3, .month) }
        for word in ["y", "yr", "yrs", "year", "years"] { units[word] = (1, .year) }
        return units
    }()

    /// `P` followed by one count and its unit letter (`2w`, `1m`...).
    private static func iso(_ period: Substring) -> RecurrencePattern? {
        guard let letter = period.last, period.count >= 2, period.count <= 5 else { return nil }
        let digits = period.dropLast()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(digits) else { return nil }
        switch letter {
        case "d": return interval(count, .day)
        case "w": return interval(count, .week)
        case "m": return interval(count, .month)
        case "y": return interval(count, .year)
        default: return nil
        }
    }

    private static func interval(_ count: Int, _ unit: RecurrenceUnit) -> RecurrencePattern? {
        (1...RecurrencePattern.maximumCount).contains(count) ? .interval(count: count, unit: unit) : nil
    }
}
