/// One line of a list of tags as a user sees it on a front (`todo tags`, the REPL's
/// `tags`, the wide tag picker): the tag as drawn and how many open items carry it.
public struct ShownTag: Hashable, Sendable, CustomStringConvertible {
    /// The tag as drawn: "+home".
    public let label: String
    /// How many open items carry it.
    public let count: Int

    /// Creates a line.
    public init(_ label: String, _ count: Int) {
        self.label = label
        self.count = count
    }

    public var description: String { "\(label) \(count) open" }
}
