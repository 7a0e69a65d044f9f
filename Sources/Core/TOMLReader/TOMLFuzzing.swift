/// Checks for fuzzers: feed them any bytes and they say whether the reader kept its promises.
///
/// The reader promises that any input gives, in time and memory proportional to its size,
/// either a document or a ``TOMLError`` whose line and column point into the input, and that
/// reading UTF-8 bytes and reading the same text as a `String` agree. A libFuzzer target
/// (see `Fuzz/TOMLFuzzTarget.swift`) calls ``check(_:_:)`` and crashes when it reports a problem.
public enum TOMLFuzzing {
    /// Reads `size` bytes at `data` as a TOML document and checks the reader's promises.
    ///
    /// - Parameters:
    ///   - data: The first byte; may point anywhere when `size` is 0.
    ///   - size: The number of bytes.
    /// - Returns: `nil` when every promise holds, else a description of the broken one.
    public static func check(_ data: UnsafePointer<UInt8>, _ size: Int) -> String? {
        check(size > 0 ? Array(UnsafeBufferPointer(start: data, count: size)) : [])
    }

    /// Reads `bytes` as a TOML document and checks the reader's promises.
    ///
    /// - Returns: `nil` when every promise holds, else a description of the broken one.
    public static func check(_ bytes: [UInt8]) -> String? {
        let lineCount = bytes.reduce(1) { $0 + ($1 == ASCII.lineFeed ? 1 : 0) }
        let fromBytes = read { () throws(TOMLError) in try TOMLDocument(utf8: bytes) }
        if case .failure(let error) = fromBytes, let problem = problem(with: error, lineCount: lineCount) {
            return problem
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return nil
        }
        let fromText = read { () throws(TOMLError) in try TOMLDocument(parsing: text) }
        switch (fromBytes, fromText) {
        case (.success(let left), .success(let right)):
            return left.debugDescription == right.debugDescription ? nil : "bytes and text read differently"
        case (.failure(let left), .failure(let right)):
            return left == right ? nil : "bytes and text fail differently: \(left) / \(right)"
        default:
            return "bytes and text disagree about whether the document is valid"
        }
    }

    /// The result of a read.
    private static func read(
        _ body: () throws(TOMLError) -> TOMLDocument
    ) -> Result<TOMLDocument, TOMLError> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// What is wrong with an error's location or message, if anything.
    private static func problem(with error: TOMLError, lineCount: Int) -> String? {
        if error.line < 1 || error.line > lineCount {
            return "error line \(error.line) is outside 1...\(lineCount): \(error)"
        }
        if error.column < 1 {
            return "error column \(error.column) is below 1: \(error)"
        }
        if error.message.isEmpty {
            return "error without a message at line \(error.line)"
        }
        return nil
    }
}
