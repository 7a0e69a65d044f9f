/// What a command may do to its database, chosen by the composition root: a command that
/// only reads (`todo list`, `todo export`) opens the database read-only, so that it never
/// creates, upgrades or changes one, and works on a database its user may only read.
public enum DatabaseAccess: Sendable {
    /// Read and write; a missing database (or an empty file) is made a todo database.
    case readWrite
    /// Read only: nothing is created or written; a missing database is reported.
    case readOnly
}
