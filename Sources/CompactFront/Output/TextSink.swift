import Foundation

/// Where the compact front's text goes: a terminal or pipe, or memory in tests.
@MainActor
public protocol TextSink: AnyObject {
    /// Writes `text` as it is.
    func write(_ text: String)
}

/// A sink that writes straight to a file descriptor (standard output or error).
@MainActor
public final class FileDescriptorSink: TextSink {
    private let handle: FileHandle

    /// Creates a sink over `descriptor`, which stays open.
    public init(descriptor: Int32) {
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    }

    public func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

/// A sink that keeps everything written, for tests: the compact front's in-memory screen.
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
