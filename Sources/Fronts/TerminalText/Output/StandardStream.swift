import Foundation

/// Standard output or standard error, written with checked writes: every byte is written
/// (interrupted and partial writes are resumed) or the failure is thrown, never ignored and
/// never a crash (as `print` and `FileHandle.write(_:)` would).
public enum StandardStream: Sendable, Hashable {
    /// Standard output.
    case output
    /// Standard error.
    case error

    /// The descriptor.
    public var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// The stream's name as messages give it.
    public var name: String {
        switch self {
        case .output: "standard output"
        case .error: "standard error"
        }
    }

    /// Writes `text` as UTF-8, all of it, or throws why not.
    public func write(_ text: String) throws(OutputFailure) {
        var text = text
        if let code = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0)) }) {
            throw OutputFailure(stream: self, code: code)
        }
    }

    /// Writes `bytes`, all of them, or throws why not.
    public func write(bytes: [UInt8]) throws(OutputFailure) {
        if let code = bytes.withUnsafeBytes(writeAll) {
            throw OutputFailure(stream: self, code: code)
        }
    }

    /// Writes the whole buffer; returns the `errno` of the write that failed, or `nil`.
    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            #elseif canImport(Musl)
                let written = Musl.write(descriptor, base + offset, buffer.count - offset)
            #else
                let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
            #endif
            if written > 0 {
                offset += written
                continue
            }
            if written == 0 { return EIO }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: waitUntilWritable()
            case let code: return code
            }
        }
        return nil
    }

    /// Waits for a descriptor left non-blocking by another program to take more bytes.
    private func waitUntilWritable() {
        var target = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&target, 1, -1)
    }
}
