import Presentation

/// The Add module's view on the compact front: a form filled in one line per field,
/// name then due date.
@MainActor
public final class CompactAddView: AddView {
    /// The field being asked for.
    enum Field {
        case name, due
    }

    private let console: CompactConsole
    /// The field the next line fills.
    private(set) var field = Field.name
    /// The name typed so far.
    private(set) var name = ""

    /// Creates a view writing to `console`.
    public init(console: CompactConsole) {
        self.console = console
    }

    /// Takes the name and moves on to the due date.
    func nameEntered(_ text: String) {
        name = text
        field = .due
    }

    public func showForm(_ form: AddFormDisplayData) {
        name = form.name
        field = .name
        console.hint("\(form.heading) (an empty name cancels; due: \(form.dueHint))")
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        console.show("Due: \(interpretation.text)")
    }

    public func showError(_ message: String, field: AddFormField?) {
        console.report(message)
        if field == .name { self.field = .name }
    }

    public func showSaved(_ message: String) {
        console.show(message)
    }
}
