import AppCore

// Placeholder until the wide front draws its Detail pane (issue 13): the wide front's
// helper replaces these with key presses (select the row; e, Ctrl-U and typing; Enter).
extension WideDriver {
    func open(_ id: Int64) async {}
    func edit(_ id: Int64, title: String?, due: String?, note: String?) async {}
}
