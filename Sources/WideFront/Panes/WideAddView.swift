import Presentation
import TerminalText

/// The Add module's view in the wide front: the form pane, with a Name and a Due field,
/// the day the due text means shown live beside it, and problems inline.
@MainActor
public final class WideAddView: AddView {
    private let status: WideStatus
    private(set) var heading = "New item"
    private(set) var name = ""
    private(set) var dueText = ""
    /// The field keys type into.
    private(set) var field = AddFormField.name
    private(set) var interpretation: DueInterpretation?
    private(set) var problem: String?
    private var dueHint = ""

    /// Creates the view; "added" messages go to `status`.
    public init(status: WideStatus) {
        self.status = status
    }

    public func showForm(_ form: AddFormDisplayData) {
        heading = form.heading
        name = form.name
        dueText = form.dueText
        field = .name
        interpretation = form.dueInterpretation
        dueHint = form.dueHint
        problem = nil
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        self.interpretation = interpretation
    }

    public func showError(_ message: String, field: AddFormField?) {
        problem = message
        if let field { self.field = field }
    }

    public func showNameAccepted() {
        problem = nil
    }

    public func showSaved(_ message: String) {
        status.show(message, problem: false)
    }

    public func showCancelled(_ message: String) {
        status.show(message, problem: false)
    }

    // MARK: - Editing (view state, like a text field's)

    /// Types a character into the active field.
    func insert(_ character: Character) {
        edit { $0.append(character) }
    }

    /// Deletes the last character of the active field.
    func deleteBackward() {
        edit { if !$0.isEmpty { $0.removeLast() } }
    }

    /// Empties the active field.
    func clearField() {
        edit { $0 = "" }
    }

    /// Moves to the other field (there are two, so forward and back are the same); a
    /// problem with the name keeps the name field.
    func switchField() {
        if field == .name, problem != nil { return }
        field = field == .name ? .due : .name
    }

    private func edit(_ change: (inout String) -> Void) {
        problem = nil
        switch field {
        case .name: change(&name)
        case .due: change(&dueText)
        }
    }

    // MARK: - Drawing

    /// Draws the pane into `rect`; when the Add module is not presented, a hint instead of
    /// the form. Returns where the text cursor goes, if anywhere.
    func draw(on surface: any Surface, in rect: Rect, presented: Bool, focused: Bool) -> Point? {
        guard rect.height > 0 else { return nil }
        surface.put(
            PaneText.fitted(" \(heading)", width: rect.width), at: Point(x: rect.x, y: rect.y), style: .paneTitle)
        guard presented else {
            surface.put(
                PaneText.fitted(" Press a to add an item.", width: rect.width), at: Point(x: rect.x, y: rect.y + 2),
                style: .hint)
            return nil
        }
        let labelWidth = 7
        let fieldWidth = max(1, rect.width - labelWidth - 2)
        var cursor: Point?
        for (offset, (label, text, kind)) in [("Name", name, AddFormField.name), ("Due", dueText, .due)].enumerated() {
            let y = rect.y + 2 + offset * 2
            guard y < rect.y + rect.height else { break }
            let isActive = focused && field == kind
            surface.put(" \(label):", at: Point(x: rect.x, y: y), style: isActive ? .activeField : .normal)
            let shown = Self.tail(TerminalSafeText.visible(text), width: fieldWidth - 1)
            surface.put(
                DisplayWidth.fitted(shown, toWidth: fieldWidth), at: Point(x: rect.x + labelWidth, y: y),
                style: isActive ? .activeField : .field)
            if isActive { cursor = Point(x: rect.x + labelWidth + DisplayWidth.of(shown), y: y) }
        }
        var y = rect.y + 5
        if let interpretation, y < rect.y + rect.height, !(interpretation.isProblem && problem != nil) {
            let style: CellStyle = interpretation.isProblem ? .error : .dayLabel
            for line in Self.wrap(interpretation.text, width: rect.width - labelWidth - 1).prefix(2)
            where y < rect.y + rect.height {
                surface.put(line, at: Point(x: rect.x + labelWidth, y: y), style: style)
                y += 1
            }
        }
        if let problem {
            y += 1
            for line in Self.wrap(TerminalSafeText.visible(problem), width: rect.width - 2).prefix(3)
            where y < rect.y + rect.height {
                surface.put(" " + line, at: Point(x: rect.x, y: y), style: .error)
                y += 1
            }
        }
        if y + 1 < rect.y + rect.height {
            for line in Self.wrap("Due: \(dueHint).", width: rect.width - 2).prefix(2)
            where y + 1 < rect.y + rect.height {
                y += 1
                surface.put(" " + line, at: Point(x: rect.x, y: y), style: .hint)
            }
        }
        return cursor
    }

    /// The end of `text` that fits in `width` columns (the part being typed).
    static func tail(_ text: String, width: Int) -> String {
        var out = ""
        var used = 0
        for character in text.reversed() {
            let next = DisplayWidth.of(character)
            if used + next > width { break }
            out.insert(character, at: out.startIndex)
            used += next
        }
        return out
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = DisplayWidth.truncated(String(word), toWidth: width)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
