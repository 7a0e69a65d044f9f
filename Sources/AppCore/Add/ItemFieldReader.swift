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

    /// The title as it would be stored and the tags it names: each `+word` token that is
    /// a valid tag (``TagRules``) leaves the title and becomes a tag ("Buy milk +home" is
    /// "Buy milk", tagged home); a `+` token that is no valid tag ("C++", "+=") stays.
    func titleAndTags(_ text: String) throws(AddError) -> (title: String, tags: [String]) {
        let split = TitleTags.split(text)
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
        do { due = try DueDateParser(today: today, weeks: weeks).parseDue(text) } catch { throw .unreadableDue(error) }
        guard case .on(let day) = due else { return nil }
        guard day >= today || day == current else { throw .dueInPast(due: day, today: today) }
        return day
    }

    /// The notes as they would be stored.
    func notes(_ text: String) throws(AddError) -> String {
        do { return try NotesRules.checked(text) } catch { throw .invalidNotes(error) }
    }
}
