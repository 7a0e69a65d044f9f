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

    /// Keeps the name typed; the Add module says whether it will do.
    func nameTyped(_ text: String) {
        name = text
    }

    public func showForm(_ form: AddFormDisplayData) {
        name = form.name
        field = .name
        console.hint("\(form.heading) (an empty name cancels; due: \(form.dueHint))")
    }

    public func showNameAccepted() {
        field = .due
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

    public func showCancelled(_ message: String) {
        console.show(message)
    }
}
