/// Something shown over the panes that takes the keys until it is answered.
enum WideOverlay: Equatable {
    /// The list of keys; Esc closes it.
    case help
    /// "Delete 3 Buy milk? y/n".
    case confirmDelete(id: Int64, title: String)
}
