import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The bytes an import reads: a file, read a piece at a time (``ImportChunks``) so that a
/// file of any size takes the same memory, or bytes already in memory.
///
/// A regular file can be read more than once (a Taskwarrior export is read twice, to find
/// its repeating series first); a pipe or a terminal once, unless ``rewindable()`` first
/// copies it into a temporary file.
public final class ImportSource: Sendable {
    private enum Storage {
        /// Bytes in memory.
        case bytes(Data)
        /// An open file: a regular one (read at offsets, any number of times), or a stream.
        case file(descriptor: Int32, regular: Bool, size: Int)
    }

    private let storage: Storage

    /// The bytes of `data`.
    public init(data: Data) {
        storage = .bytes(data)
    }

    private init(descriptor: Int32) {
        var status = stat()
        let regular = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        storage = .file(descriptor: descriptor, regular: regular, size: regular ? Int(status.st_size) : 0)
    }

    deinit {
        if case .file(let descriptor, _, _) = storage { close(descriptor) }
    }

    /// Opens the file at `path` to read; `nil` when it cannot be opened or is a folder.
    public static func file(at path: String) -> ImportSource? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            return nil
        }
        return ImportSource(descriptor: descriptor)
    }

    /// Standard input (a copy of its descriptor, so that closing the source leaves it open);
    /// `nil` when it is closed.
    public static func standardInput() -> ImportSource? {
        let descriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 0)
        return descriptor >= 0 ? ImportSource(descriptor: descriptor) : nil
    }

    /// How many bytes there are, when known (a regular file, bytes in memory); 0 otherwise.
    var byteCount: Int {
        switch storage {
        case .bytes(let data): data.count
        case .file(_, _, let size): size
        }
    }

    /// This source, or, for a stream that can be read only once, a copy of it in a
    /// temporary file (removed when the copy is closed), to read more than once.
    func rewindable() throws(ImportError) -> ImportSource {
        guard case .file(let descriptor, false, _) = storage else { return self }
        var template = Array((NSTemporaryDirectory() + "/todo-import-XXXXXX").utf8CString)
        let copy = template.withUnsafeMutableBufferPointer { name -> Int32 in
            guard let base = name.baseAddress else { return -1 }
            let copy = mkstemp(base)
            if copy >= 0 { unlink(base) }
            return copy
        }
        guard copy >= 0 else { throw Self.failure("cannot make a temporary copy of it") }
        let spooled = ImportSource(descriptor: copy)
        var chunk = [UInt8](repeating: 0, count: ImportChunks.chunkSize)
        while true {
            let count = try readBytes(into: &chunk, at: 0, offset: 0, descriptor: descriptor, regular: false)
            if count == 0 { break }
            let written = chunk.withUnsafeBytes { write(copy, $0.baseAddress, count) }
            guard written == count else { throw Self.failure("cannot make a temporary copy of it") }
        }
        return spooled
    }

    /// Reads up to `buffer.count - start` bytes at `offset` of the input into `buffer` from
    /// `start`; returns how many (0: the end).
    func readBytes(into buffer: inout [UInt8], at start: Int, offset: Int) throws(ImportError) -> Int {
        switch storage {
        case .bytes(let data):
            let count = min(buffer.count - start, data.count - offset)
            guard count > 0 else { return 0 }
            buffer.withUnsafeMutableBytes { target in
                let begin = data.startIndex + offset
                data.copyBytes(
                    to: UnsafeMutableRawBufferPointer(rebasing: target[start..<start + count]),
                    from: begin..<begin + count)
            }
            return count
        case .file(let descriptor, let regular, _):
            return try readBytes(into: &buffer, at: start, offset: offset, descriptor: descriptor, regular: regular)
        }
    }

    private func readBytes(
        into buffer: inout [UInt8], at start: Int, offset: Int, descriptor: Int32, regular: Bool
    )
        throws(ImportError) -> Int
    {
        while true {
            let count = buffer.withUnsafeMutableBytes { target -> Int in
                let place = target.baseAddress.map { $0 + start }
                let room = target.count - start
                return regular ? pread(descriptor, place, room, off_t(offset)) : read(descriptor, place, room)
            }
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw Self.failure(String(cString: strerror(errno)))
        }
    }

    private static func failure(_ reason: String) -> ImportError {
        .readFailed(reason)
    }
}
