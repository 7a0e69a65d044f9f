/// How far `postpone` moves a due day, read from what a user typed: the one grammar every
/// front uses, beside the due-date parser whose counts it shares (``DueCount``).
///
/// Accepted (any case, spaces around ignored):
/// - nothing: one day;
/// - `3d`, `2w`, `1m`, `1y` (or with a sign, `+3d`), or `3 days`, `in 2 weeks`: that many
///   days, weeks, months or years later (a month later than a day its month lacks is that
///   month's last day);
/// - a weekday, full or three letters (`mon`, `friday`), or `next mon`: the next such day
///   after the day counted from (a week later when that day is one);
/// - `tomorrow` (`tom`): one day.
///
/// The day counted from is the item's due day, or today for an overdue item
/// (``dayCountedFrom(due:today:)``); ``day(after:)`` does the one piece of arithmetic, so
/// that a due time can ride along with the day.
public struct PostponeSpan: Hashable, Sendable {
    /// What the span is.
    enum Step: Hashable, Sendable {
        /// A count of days, weeks, months or years.
        case count(DueCount)
        /// The next such weekday.
        case weekday(Weekday)
    }

    let step: Step
    /// The text as typed, for messages ("" for the default day).
    public let text: String

    /// One day: what `postpone` moves by when not told.
    public static let oneDay = PostponeSpan(step: .count(DueCount.oneDay), text: "")

    private init(step: Step, text: String) {
        self.step = step
        self.text = text
    }

    /// Reads `text`; blank text is one day. Throws ``PostponeError`` saying what was wrong.
    public init(reading text: String) throws(PostponeError) {
        var words = DueDateParser.words(text)
        if words.isEmpty {
            self = .oneDay
            return
        }
        if words.count == 2, words[0] == "next", let weekday = DueDateParser.weekday(named: words[1]) {
            self.init(step: .weekday(weekday), text: text)
            return
        }
        if words.count == 1, let weekday = DueDateParser.weekday(named: words[0]) {
            self.init(step: .weekday(weekday), text: text)
            return
        }
        if words.count == 1, ["tomorrow", "tom", "tmr"].contains(words[0]) {
            self.init(step: .count(DueCount.oneDay), text: text)
            return
        }
        if words.count == 2 { words.insert("in", at: 0) }  // `3 days` reads as `in 3 days`
        guard let count = DueCount(words) else { throw .unrecognised(text) }
        guard !count.isBackwards else { throw .backwards(text) }
        guard count.amount > 0 else { throw .zero(text) }
        self.init(step: .count(count), text: text)
    }

    /// Whether `word` is written as a span (`3d`, `+0d`, `-1d`, `mon`, `tomorrow`), right or
    /// not: a command's last word that does is its span, which is then read (and refused
    /// saying why), rather than taken for an item or a filter word.
    public static func looksLikeSpan(_ word: String) -> Bool {
        let words = DueDateParser.words(word)
        guard words.count == 1 else { return false }
        return DueCount(words) != nil || DueDateParser.weekday(named: words[0]) != nil
            || ["tomorrow", "tom", "tmr"].contains(words[0])
    }

    /// The day a postponement counts from: the due day, or today when that has passed (an
    /// overdue item moves from today, not from the day it missed).
    public static func dayCountedFrom(due: CalendarDay, today: CalendarDay) -> CalendarDay {
        max(due, today)
    }

    /// The day `start` moves to; `nil` past the end of the calendar or further than a count
    /// reaches (``DueDateParser/maximumOffsetDays``).
    public func day(after start: CalendarDay) -> CalendarDay? {
        switch step {
        case .count(let count): return count.day(from: start)
        case .weekday(let weekday):
            let ahead = (weekday.rawValue - start.weekday.rawValue + 7) % 7
            let day = start.adding(days: ahead == 0 ? 7 : ahead)
            return day <= CalendarDay.latest ? day : nil
        }
    }

    /// The words Tab completes after `postpone`'s item numbers.
    public static let words: [String] = ["1d", "3d", "1w", "1m"] + Weekday.allCases.map { $0.shortName.lowercased() }
}
