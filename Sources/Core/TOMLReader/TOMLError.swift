/// Why a TOML document could not be read, and where.
///
/// `line` and `column` are 1-based; columns count characters (what a reader sees),
/// not bytes. `message` is plain English and, where it helps, says what to write instead.
public struct TOMLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in characters.
    public let column: Int
    /// What is wrong, in plain English, for example `a value is missing after "="`.
    public let message: String

    /// Creates an error at a line and column with a message.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as `line 3, column 7: message`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }

    /// The error prefixed by a file path, as compilers write it: `path:3:7: message`.
    public func description(inFile path: String) -> String {
        "\(path):\(line):\(column): \(message)"
    }
}

/// A failure found while reading, located by byte offset; turned into a ``TOMLError`` at the end.
struct ParseFailure: Error {
    /// The byte offset in the document where the problem is.
    let offset: Int
    /// The plain-English message.
    let message: String
}
