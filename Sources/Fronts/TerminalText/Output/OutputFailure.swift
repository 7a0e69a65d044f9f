import Foundation

/// A write to standard output or error that failed: a full disk, a closed descriptor, a
/// terminal that went away, or a pipe whose reader has gone.
public struct OutputFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stream that could not be written.
    public let stream: StandardStream
    /// Why, as an `errno` value.
    public let code: Int32

    /// Creates a failure of `stream` with `errno` `code`.
    public init(stream: StandardStream, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// What happened: "cannot write to standard output: No space left on device".
    public var description: String {
        "cannot write to \(stream.name): \(String(cString: strerror(code)))"
    }

    /// Whether the reader at the other end of a pipe went away (`todo list | head -1`):
    /// the usual way for a pipeline to end, not a problem to report.
    public var isClosedPipe: Bool { code == EPIPE }

    /// The exit status: 141 when the reader went away (what a shell reports for a program
    /// ended by SIGPIPE, as it would have been had the signal not been ignored), else 1.
    public var exitStatus: Int32 { isClosedPipe ? 128 + SIGPIPE : 1 }

    /// Says what happened on standard error, except when there is nothing to say (the
    /// reader went away) or nowhere to say it (standard error itself failed).
    public func report() {
        guard stream == .output, !isClosedPipe else { return }
        try? StandardStream.error.write(ErrorLine.text(description))
    }
}
