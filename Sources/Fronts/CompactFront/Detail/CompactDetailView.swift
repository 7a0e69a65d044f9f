import Presentation
import TerminalText

/// The Detail module's view on the compact front: prints the item when it is opened, and
/// an edit form filled one line per field (title, due date, notes, tags, priority), each
/// offered with its
/// current value.
@MainActor
public final class CompactDetailView: DetailView {
    private let console: CompactConsole
    /// The field the next line fills, or `nil` when no edit is under way.
    private(set) var field: DetailField?
    /// The edit form as shown: the current values an empty answer keeps.
    private(set) var form: DetailEditFormDisplayData?
    /// The answers accepted so far.
    private(set) var title = ""
    private(set) var dueText = ""
    private(set) var notes = ""
    private(set) var tagsText = ""
    private(set) var priorityText = ""
    /// The item on show.
    private(set) var itemID: Int64?

    /// Creates a view writing to `console`.
    public init(console: CompactConsole) {
        self.console = console
    }

    /// Keeps an answer; the Detail module says whether it will do.
    func answered(_ text: String) {
        switch field {
        case .title: title = text
        case .due: dueText = text
        case .notes: notes = text
        case .tags: tagsText = text
        case .priority: priorityText = text
        case .every, nil: break
        }
    }

    /// The current value of the field being asked, which an empty answer keeps.
    var currentValue: String {
        switch field {
        case .title: form?.title ?? ""
        case .due: form?.dueText ?? ""
        case .notes: form?.notes ?? ""
        case .tags: form?.tagsText ?? ""
        case .priority: form?.priorityText ?? ""
        case .every: form?.everyText ?? ""
        case nil: ""
        }
    }

    public func showDetail(_ detail: DetailDisplayData) {
        itemID = detail.id
        field = nil
        console.show(DetailTextRenderer(style: console.style).lines(for: detail))
    }

    public func showNoItem(_ message: String) {
        itemID = nil
        console.show(message)
    }

    public func showEditForm(_ form: DetailEditFormDisplayData) {
        self.form = form
        title = form.title
        dueText = form.dueText
        notes = form.notes
        tagsText = form.tagsText
        priorityText = form.priorityText
        field = .title
        console.hint(
            "\(form.heading) (\(form.keepHint); due: \(form.dueHint); tags: \(form.tagsHint); "
                + "priority: \(form.priorityHint); repeat: \(form.everyHint))")
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        console.show("Due: \(interpretation.text)")
    }

    public func showFieldAccepted(_ accepted: DetailField) {
        switch accepted {
        case .title: field = .due
        case .due: field = .notes
        case .notes: field = .tags
        case .tags: field = .priority
        case .priority: field = .every
        case .every: field = nil
        }
    }

    public func showError(_ message: String, field: DetailField?) {
        console.report(message)
        if let field, self.field != nil { self.field = field }
    }

    public func showMessage(_ message: String) {
        field = nil
        console.show(message)
    }
}
