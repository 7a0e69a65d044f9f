/// The sentences the compact front adds to what the List module says: how to take off
/// what a typed command put on.
enum CompactListWording {
    /// The line above a filtered list: the module's "Showing items matching +home milk",
    /// then how this front clears it ("type list to show every item"; for the completed
    /// items, `list --done`).
    static func filterLine(_ filterText: String, done: Bool) -> String {
        filterText + "; " + (done ? "type list --done to show every done item" : "type list to show every item")
    }
}
