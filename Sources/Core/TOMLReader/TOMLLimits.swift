/// The hard limits that keep hostile documents from hurting the program that reads them.
///
/// Reading always takes time and memory in proportion to the document's size; these limits
/// bound what proportion cannot: how deep values may nest and how long a number may be.
public enum TOMLLimits {
    /// The deepest nesting of tables and arrays, counting every `[table]` level, dotted-key
    /// level, array and inline table; the root table is level 0. Deeper documents are an error.
    public static let maximumDepth = 64

    /// The longest floating-point number, in characters, including underscores.
    public static let maximumNumberLength = 1_000
}
