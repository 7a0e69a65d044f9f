/// A program run in ``PeerComparison``: how it lists what is upcoming, adds one item and
/// completes one, on a data set already in its own files.
struct Peer: Sendable {
    /// The name the report gives it, such as `calcurse`.
    let name: String
    /// Its version, as it tells it.
    let version: String
    let path: String
    let environment: [String: String]
    /// Lists the upcoming items.
    let list: [String]
    /// Adds one item due tomorrow.
    let add: [String]
    /// Completes the data set's item `index` (counted from 0, in the data set's order).
    let complete: @Sendable (Int) -> [String]
    /// The items a list printed, from its output.
    let rows: @Sendable (String) -> Int
    /// What its add and complete commands are, when they are not what the name says.
    let note: String?
    /// One of the machine's floors (``SQLiteShellFloor``, ``SQLiteCFloor``) rather than a
    /// program todo must beat.
    var isFloor = false
}
