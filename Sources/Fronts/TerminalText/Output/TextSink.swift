import Foundation

/// Where a front's text goes: a terminal or pipe, or memory in tests.
@MainActor
public protocol TextSink: AnyObject {
    /// Writes `text` as it is, all of it, or throws why not.
    func write(_ text: String) throws(OutputFailure)
    /// Writes UTF-8 bytes as they are (a long list, without making a string of it).
    func write(bytes: [UInt8]) throws(OutputFailure)
}

extension TextSink {
    /// Writes the bytes as text.
    public func write(bytes: [UInt8]) throws(OutputFailure) {
        try write(String(decoding: bytes, as: UTF8.self))
    }
}

/// A sink that writes straight to standard output or error, with checked writes.
@MainActor
public final class StandardStreamSink: TextSink {
    private let stream: StandardStream

    /// Creates a sink over `stream`.
    public init(_ stream: StandardStream) {
        self.stream = stream
    }

    public func write(_ text: String) throws(OutputFailure) {
        try stream.write(text)
    }

    public func write(bytes: [UInt8]) throws(OutputFailure) {
        try stream.write(bytes: bytes)
    }
}

/// A sink that keeps everything written, for tests: a front's in-memory screen.
@MainActor
public final class MemorySink: TextSink {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty sink.
    public init() {}

    public func write(_ text: String) {
        self.text += text
    }
}
