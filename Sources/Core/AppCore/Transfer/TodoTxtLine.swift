/// One task line of a todo.txt file taken apart, every field checked: what
/// ``TodoTxtReader`` turns into an item.
///
/// The prefix follows the format's rules: `x` as the first word marks a completed task,
/// and the day after it is the completion day, then the creation day; on an open task an
/// uppercase `(A)` to `(Z)` as the first word is the priority, then the creation day. A word
/// written like a day (`NNNN-NN-NN`) in a day's place must be a day of the calendar. Every
/// later word is a tag, a pair or a word of the title (``TodoTxtWord``), wherever it stands.
struct TodoTxtLine {
    /// Whether the line starts with `x`.
    var isCompleted = false
    /// The day after the `x`, if one is written.
    var completionDay: CalendarDay?
    /// The creation day, if one is written.
    var creationDay: CalendarDay?
    /// `(A)` high, `(B)` medium, `(C)` to `(Z)` low; `pri:X` the same when there is no `(X)`.
    var priority: Priority?
    /// The words of the title, single-spaced, checked by ``TitleRules``.
    var title = ""
    /// `+project` and `@context` words, normalised (``TagRules``).
    var tags: [String] = []
    /// `due:YYYY-MM-DD` (or `due:YYYY-MM-DDTHH:MM`).
    var due: CalendarDay?
    /// The time of `due:YYYY-MM-DDTHH:MM`, or of `due-time:HHMM` beside a due day
    /// (``TodoTxtDueTime``).
    var dueTime: TimeOfDay?
    /// `t:YYYY-MM-DD`, the threshold (start) day: hidden until then. A `t:` that is not a day
    /// (or a second one) stays in the notes, as any other pair.
    var start: CalendarDay?
    /// `id:N`.
    var id: TodoItem.ID?
    /// The repeat rule (`rec:`, `every:`), when it maps to one of todo's and the line has a due day.
    var rule: RecurrenceRule?
    /// Whether a repeat rule was kept in the notes instead (unmappable, or no due day).
    var ruleKeptInNotes = false
    /// The other pairs, one per line, in the order written, checked by ``NotesRules``.
    var notes = ""

    /// Takes apart `words` (a line's words, at least one), the line numbered `line` from 1.
    init(_ words: [String], line: Int) throws(ImportError) {
        func bad(_ reason: String) -> ImportError { .badLine(line: line, reason: reason) }
        func day(_ index: Int, _ name: String) throws(ImportError) -> CalendarDay? {
            guard index < words.count, TodoTxtWord.isDateShaped(words[index]) else { return nil }
            guard let day = CalendarDay(iso: words[index]) else {
                let problem = ISODayProblem(words[index]) ?? .notWrittenAsADay
                throw bad("the \(name) \(JSONText.quoted(words[index])) is not a day: \(problem)")
            }
            return day
        }
        var index = 0
        if words.first == "x" {
            isCompleted = true
            completionDay = try day(1, "completion date")
            index = completionDay == nil ? 1 : 2
        } else if let first = words.first, let priority = Self.priority(first) {
            self.priority = priority
            index = 1
        }
        creationDay = try day(index, "creation date")
        if creationDay != nil { index += 1 }
        try readBody(words[index...], bad: bad)
    }

    /// The words after the prefix.
    private mutating func readBody(_ words: ArraySlice<String>, bad: (String) -> ImportError) throws(ImportError) {
        var titleWords: [String] = []
        var tags: [String] = []
        var notes: [String] = []
        var ruleWord: (text: String, rule: RecurrenceRule?, noteIndex: Int)?
        var timeWord: (text: String, time: TimeOfDay, noteIndex: Int)?
        for word in words {
            switch TodoTxtWord(word) {
            case .text:
                titleWords.append(TodoTxtWord.unescaped(word))
            case .tag(let tag):
                tags.append(tag)
            case .pair(let key, let value) where key == "due":
                guard due == nil else { throw bad("the line gives due: twice") }
                switch TodoTxtDueTime.due(value) {
                case .success(let moment): (due, dueTime) = moment
                case .failure(let problem):
                    throw bad("\(JSONText.quoted(word)) is not a due day: \(problem.description)")
                }
            case .pair(let key, let value) where key == TodoTxtDueTime.key:
                guard timeWord == nil else { throw bad("the line gives \(TodoTxtDueTime.key): twice") }
                guard let time = TodoTxtDueTime.time(value) else {
                    throw bad(
                        "\(JSONText.quoted(word)) is not a time of day: write \(TodoTxtDueTime.key):HHMM, 24-hour, "
                            + "such as \(TodoTxtDueTime.key):0930")
                }
                timeWord = (word, time, notes.count)
                notes.append(word)
            case .pair(let key, let value) where key == "t" && start == nil && CalendarDay(iso: value) != nil:
                start = CalendarDay(iso: value)
            case .pair(let key, let value) where TodoTxtRule.isRuleKey(key):
                if let earlier = ruleWord.map({ JSONText.quoted($0.text) }) {
                    throw bad("the line gives two repeat rules, \(earlier) and \(JSONText.quoted(word))")
                }
                ruleWord = (word, TodoTxtRule.rule(key: key, value: value), notes.count)
                notes.append(word)
            case .pair(let key, let value) where key == "id" && value.allSatisfy({ $0.isASCII && $0.isNumber }):
                guard id == nil else { throw bad("the line gives id: twice") }
                id = try Self.id(word, value, bad: bad)
            case .pair(let key, let value) where key == "pri" && priority == nil && Self.priority("(\(value))") != nil:
                priority = Self.priority("(\(value))")
            case .pair:
                notes.append(word)
            }
        }
        var taken: [Int] = []
        if let timeWord, due != nil {
            if dueTime != nil {
                throw bad("the line gives the due time twice, in due: and in \(JSONText.quoted(timeWord.text))")
            }
            dueTime = timeWord.time
            taken.append(timeWord.noteIndex)
        }
        if let ruleWord {
            if let written = ruleWord.rule, due != nil {
                rule = written
                taken.append(ruleWord.noteIndex)
            } else {
                ruleKeptInNotes = true
            }
        }
        for index in taken.sorted(by: >) { notes.remove(at: index) }
        do { title = try TitleRules.checked(titleWords.joined(separator: " ")) } catch { throw bad(error.description) }
        do { self.notes = try NotesRules.checked(notes.joined(separator: "\n")) } catch { throw bad(error.description) }
        self.tags = TagRules.normalized(tags)
    }

    /// `(A)` to `(Z)`: A high, B medium, the rest low; `nil` for any other word.
    static func priority(_ word: String) -> Priority? {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count == 3, scalars[0] == "(", scalars[2] == ")", ("A"..."Z").contains(scalars[1]) else {
            return nil
        }
        switch scalars[1] {
        case "A": return .high
        case "B": return .medium
        default: return .low
        }
    }

    /// The id `id:N` gives: from 1 to ``TodoItem/highestID``.
    private static func id(_ word: String, _ digits: String, bad: (String) -> ImportError) throws(ImportError)
        -> TodoItem.ID
    {
        let value = TodoItem.ID(digits)
        guard value != 0 else { throw bad("\(JSONText.quoted(word)) is not a positive number") }
        guard let value, value <= TodoItem.highestID else {
            throw bad(
                "\(JSONText.quoted(word)) is above the highest item number todo accepts, \(TodoItem.highestID)")
        }
        return value
    }
}
