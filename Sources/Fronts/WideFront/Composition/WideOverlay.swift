/// Something shown over the panes that takes the keys until it is answered.
enum WideOverlay: Equatable {
    /// The list of keys: any key closes it, but for those that move one taller than the
    /// screen (↑ ↓ PgUp PgDn Home End).
    case help
    /// The tags to filter by (`t`): ↑ ↓ choose, Enter picks, any other key closes it.
    case tagPicker
    /// The line that asks how far to postpone the selected item (`P`): typing edits it,
    /// Enter postpones, Esc closes it.
    case postponeLine
}
