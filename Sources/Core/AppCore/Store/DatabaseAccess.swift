/// What a command may do to its database, declared by each command and read by the
/// composition root. Only storing something new (an item added, a file imported) creates a
/// database: a typo in a path never leaves one behind.
public enum DatabaseAccess: Sendable {
    /// Read and write, for what may store something new (`todo add`, `todo import`, the
    /// REPL, the wide front): a missing database (or an empty file) is made a todo database.
    case readWrite
    /// Read and change the items a database holds (`todo done`, `undone`, `delete`,
    /// `edit`, `undo`): nothing new is stored, so a missing database is reported
    /// (``TodoStoreError/noDatabase(path:)``) and never created.
    case changeExisting
    /// Read only (`todo list`, `todo export`): nothing is created, upgraded or written; a
    /// missing database is reported.
    case readOnly
}
