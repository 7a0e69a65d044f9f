/// Something shown over the panes that takes the keys until it is answered.
enum WideOverlay: Equatable {
    /// The list of keys; any key closes it.
    case help
    /// The tags to filter by (`t`): ↑ ↓ choose, Enter picks, any other key closes it.
    case tagPicker
}
