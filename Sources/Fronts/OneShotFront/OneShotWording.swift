/// The sentences the one-shot front adds to what the modules say: how to undo a choice
/// made with a command's arguments.
enum OneShotWording {
    /// "Showing items matching +home milk; todo list without words shows every item".
    static func filterLine(_ filterText: String, done: Bool) -> String {
        filterText + "; " + (done ? "todo list --done" : "todo list") + " without words shows every item"
    }
}
