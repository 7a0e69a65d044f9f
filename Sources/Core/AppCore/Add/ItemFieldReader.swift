import Foundation

/// Reads what a user typed into an item's fields, with the rules every use case applies
/// (Add, and the Detail module's edit): one place for titles, due dates and notes.
struct ItemFieldReader {
    let today: CalendarDay
    let weeks: WeekCalendar

    /// The title as it would be stored.
    func title(_ text: String) throws(AddError) -> String {
        do { return try TitleRules.checked(text) } catch { throw .invalidTitle(error) }
    }

    /// The title as it would be stored and the tags it names: each `+word` or `@word` that
    /// reads as a tag (``TagRules/reading(_:)``) leaves the title and becomes a tag ("Buy
    /// milk +home" is "Buy milk", tagged home); any other word ("C++", "+=") stays; a tag
    /// word that breaks the rules (`+a,b`) is refused.
    func titleAndTags(_ text: String) throws(AddError) -> (title: String, tags: [String]) {
        let split: (title: String, tags: [String])
        do { split = try TitleTags.split(text) } catch { throw .invalidTitleTag(error) }
        return (try title(split.title), split.tags)
    }

    /// `tags` as typed, each checked, normalised (``TagRules/normalized(_:)``).
    func tags(_ tags: [String]) throws(AddError) -> [String] {
        var checked: [String] = []
        for tag in tags {
            do { checked.append(try TagRules.checked(tag)) } catch { throw .invalidTag(error) }
        }
        return TagRules.normalized(checked)
    }

    /// The tags a tags field names: words separated by spaces or commas, each with or
    /// without its `+` ("+home, work" is home and work); empty, or a lone `-`, for none.
    func tagList(_ text: String) throws(AddError) -> [String] {
        if text.trimmingCharacters(in: .whitespaces) == "-" { return [] }
        return try tags(text.split { $0.isWhitespace || $0 == "," }.map(String.init))
    }

    /// The tags an item has after `edit` (`nil`: it changes none) and the `+word` tags of a
    /// new title, from the tags it has, `current`: a replacement's tags, or the current
    /// ones, with the given ones added and the taken-off ones removed.
    func tags(_ edit: TagEdit?, titleTags: [String], to current: [String]) throws(AddError) -> [String] {
        let base: [String]
        var added = titleTags
        var removed: [String] = []
        switch edit {
        case .replace(let text)?: base = try tagList(text)
        case .change(let add, let remove)?:
            base = current
            added += add
            removed = remove
        case nil: base = current
        }
        return TagRules.applying(add: try tags(added), remove: try tags(removed), to: base)
    }

    /// The priority a priority field names (``Priority/parse(_:)``); empty for none.
    func priority(_ text: String) throws(AddError) -> Priority? {
        if text.allSatisfy(\.isWhitespace) { return nil }
        do { return try Priority.parse(text) } catch { throw .unreadablePriority(error) }
    }

    /// The due day `text` names (`nil`: someday, no due day). A day before today is
    /// refused, unless it is `keeping`, the day the item already has (an overdue item
    /// may keep its day).
    func due(_ text: String, keeping current: CalendarDay? = nil) throws(AddError) -> CalendarDay? {
        let due: DueDate
        do { due = try DueDateParser(today: today, weeks: weeks).parseMoment(text).due } catch {
            throw .unreadableDue(error)
        }
        guard case .on(let day) = due else { return nil }
        guard day >= today || day == current else { throw .dueInPast(due: day, today: today) }
        return day
    }

    /// The time of day a due text gives before its rule, if any ("fri 9am every week" is
    /// 09:00); `nil` for none, and for text ``dueAndRule(_:keeping:)`` refuses.
    func time(ofDue text: String) -> TimeOfDay? {
        let words = text.split(whereSeparator: \.isWhitespace)
        let dayWords = words.prefix { $0.lowercased() != "every" }
        return try? DueDateParser(today: today, weeks: weeks).parseMoment(
            JoinedText.of(dayWords.map(String.init), separator: " ")
        ).time
    }

    /// The rule a repeat field names for an item due on `due` (``RecurrenceRule`` forms, the
    /// day after `until` in any form a due field takes; `none` or empty for no rule), and
    /// the due day the item then has. A rule needs a due day. `dueGiven`: whether that day
    /// was given with the rule (an add's `--due`, an edit that moves the due day), else it
    /// is the day the item would have anyway (today for an add, the item's day for an
    /// edit); see ``series(_:due:dueGiven:)``.
    func rule(_ text: String, due: CalendarDay?, dueGiven: Bool) throws(AddError) -> (
        due: CalendarDay?, rule: Recurrence?
    ) {
        if text.allSatisfy(\.isWhitespace) { return (due, nil) }
        let rule: RecurrenceRule?
        do { rule = try RecurrenceRule.parse(text, readingDay: endDay) } catch { throw .invalidRule(error) }
        guard let rule else { return (due, nil) }
        guard let due else { throw .invalidRule(.needsDueDay) }
        let series = try series(rule, due: due, dueGiven: dueGiven)
        return (series.due, series.rule)
    }

    /// The day `text` names after `until`, as a due field reads it (`nil`: none).
    private func endDay(_ text: String) -> CalendarDay? {
        guard case .on(let day)? = try? DueDateParser(today: today, weeks: weeks).parseDue(text) else { return nil }
        return day
    }

    /// The series a typed rule makes from an item due on `due`, and the day its first
    /// occurrence is due:
    /// - a plain monthly rule from the last day of a month (`eom --every month`) is the
    ///   last day of every month (`month on the last day`), not that day's number;
    /// - a rule on a day's place in the month (`month on the first tuesday`) starts on its
    ///   first day on or after `due` when the due day was not given with it (`dueGiven`
    ///   false); a due day given with it stands, and the next occurrence follows the rule;
    /// - an end day before the first day is refused.
    func series(_ rule: RecurrenceRule, due: CalendarDay, dueGiven: Bool) throws(AddError) -> (
        due: CalendarDay, rule: Recurrence
    ) {
        var pattern = rule.pattern
        if case .interval(let count, .month) = pattern, MonthDay.lastDay.names(due) {
            pattern = .monthly(count: count, on: .lastDay)
        }
        let recurrence = Recurrence(RecurrenceRule(pattern, end: rule.end), startingOn: due)
        let first = dueGiven ? due : recurrence.firstDay(onOrAfter: due) ?? due
        if case .until(let last)? = rule.end, last < first {
            throw .invalidRule(.endBeforeStart(until: last, first: first))
        }
        return (first, recurrence)
    }

    /// The due day and repeat rule of a due field, which may end in a rule: "1 dec every
    /// month", "fri every 2 weeks", "every weekday" (due today; a rule on a day's place in
    /// the month from its first day on or after today); `keeping` as for
    /// ``due(_:keeping:)``.
    func dueAndRule(_ text: String, keeping current: CalendarDay? = nil) throws(AddError) -> (
        due: CalendarDay?, rule: Recurrence?
    ) {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard let index = words.firstIndex(where: { $0.lowercased() == "every" }) else {
            return (try due(text, keeping: current), nil)
        }
        let dayText = JoinedText.of(words[..<index].map(String.init), separator: " ")
        let day = try due(dayText, keeping: current)
        let ruleText = JoinedText.of(words[(index + 1)...].map(String.init), separator: " ")
        if ruleText.isEmpty { throw .invalidRule(.empty) }
        return try rule(ruleText, due: day, dueGiven: !dayText.isEmpty)
    }

    /// The rule an item keeps through an edit: the same rule when the due day stays; when it
    /// moves, the rule as ``series(_:due:dueGiven:)`` makes it from the new day, given (an
    /// interval's day of the month taken from it, its end kept); a rule left on an item
    /// without a due day is refused.
    func keptRule(_ rule: Recurrence?, from old: CalendarDay?, to due: CalendarDay?) throws(AddError) -> Recurrence? {
        guard let rule else { return nil }
        guard let due else { throw .invalidRule(.needsDueDay) }
        return due == old ? rule : try series(rule.rule, due: due, dueGiven: true).rule
    }

    /// The notes as they would be stored.
    func notes(_ text: String) throws(AddError) -> String {
        do { return try NotesRules.checked(text) } catch { throw .invalidNotes(error) }
    }
}
