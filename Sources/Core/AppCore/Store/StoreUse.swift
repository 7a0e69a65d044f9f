/// What a store is opened for, which decides how many connections an SQLite store keeps
/// (a PostgreSQL store has one connection either way).
public enum StoreUse: Sendable {
    /// A session that lasts (the REPL, the wide front, a program using the library): a
    /// pool of connections, so that reading never waits for writing.
    case session
    /// One command that ends when its work is done (`todo add`, `todo list`): one
    /// connection, on which the database is checked and, if need be, upgraded. Every
    /// guarantee is the same (write-ahead log, `synchronous = FULL`, the busy timeout, the
    /// checks before the first write); opening is cheaper.
    case oneCommand
}
