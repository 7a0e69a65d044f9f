/// A TOML 1.0 document read from text: its root table.
///
/// Reading never crashes: any text gives either a document or a ``TOMLError`` with a line,
/// a column and a plain-English message. Reading takes time and memory in proportion to
/// the text's length, and nesting is limited to ``TOMLLimits/maximumDepth`` levels.
///
/// ```swift
/// let document = try TOMLDocument(parsing: "[sync]\nurl = \"https://example.com\"\n")
/// let url = document["sync"]?.table?["url"]?.string
/// ```
public struct TOMLDocument: Equatable, Sendable {
    /// The root table: the keys before the first header, and every top-level table.
    public let root: TOMLTable

    /// Reads a document from text.
    ///
    /// - Throws: ``TOMLError`` for text that is not valid TOML 1.0.
    public init(parsing text: String) throws(TOMLError) {
        let source = try SourceText(bytes: Array(text.utf8), checkUTF8: false)
        root = try TOMLParser.parse(source)
    }

    /// Reads a document from UTF-8 bytes, such as a file's contents; a leading byte order mark is skipped.
    ///
    /// - Throws: ``TOMLError`` for bytes that are not UTF-8 or not valid TOML 1.0.
    public init(utf8 bytes: some Sequence<UInt8>) throws(TOMLError) {
        let source = try SourceText(bytes: Array(bytes), checkUTF8: true)
        root = try TOMLParser.parse(source)
    }

    /// The value of a top-level key, such as `document["sync"]`.
    public subscript(key: String) -> TOMLValue? {
        root[key]
    }

    /// The 1-based line where a top-level key was defined.
    public func line(of key: String) -> Int? {
        root.line(of: key)
    }
}
