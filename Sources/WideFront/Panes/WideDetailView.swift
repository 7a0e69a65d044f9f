import Presentation

/// The Detail module's view on the wide front. (Work in progress: draws nothing yet.)
@MainActor
final class WideDetailView: DetailView {
    func showDetail(_ detail: DetailDisplayData) {}
    func showNoItem(_ message: String) {}
    func showEditForm(_ form: DetailEditFormDisplayData) {}
    func showDueInterpretation(_ interpretation: DueInterpretation) {}
    func showFieldAccepted(_ field: DetailField) {}
    func showError(_ message: String, field: DetailField?) {}
    func showMessage(_ message: String) {}
}
