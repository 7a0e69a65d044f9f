/// The line `P` opens on the list pane: which item it postpones and how far, as typed. The
/// List module reads the text (``Presentation/ListIntent/postpone(_:by:)``).
struct PostponeLineInput: Hashable, Sendable {
    /// The item it postpones.
    let id: Int64
    /// How far, as typed ("" for a day).
    private(set) var text = ""

    /// Makes a change typed into the line.
    mutating func edit(_ edit: FieldEdit) {
        edit.apply(to: &text)
    }
}
