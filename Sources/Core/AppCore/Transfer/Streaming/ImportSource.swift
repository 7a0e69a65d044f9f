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
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: ImportChunks.chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count: Int
            do {
                count = try Self.readChunk(into: chunk, offset: 0, descriptor: descriptor, regular: false)
            } catch {
                close(copy)
                throw error
            }
            if count == 0 { break }
            guard write(copy, chunk.baseAddress, count) == count else {
                close(copy)
                throw Self.failure("cannot make a temporary copy of it")
            }
        }
        // Made once the copy is written, so that it knows its size (the time limit of a
        // PostgreSQL import is reckoned from it).
        return ImportSource(descriptor: copy)
    }

    /// The first bytes of the input, `limit` at most (fewer when it is shorter), to tell its
    /// format (``TransferFormatRecognition``) before it is read: only for a source that
    /// can be read again (``rewindable()``), which this reading leaves as it was.
    func firstBytes(_ limit: Int) throws(ImportError) -> Data {
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: limit, alignment: 1)
        defer { chunk.deallocate() }
        var filled = 0
        while filled < limit {
            let count = try readChunk(into: UnsafeMutableRawBufferPointer(rebasing: chunk[filled...]), offset: filled)
            if count == 0 { break }
            filled += count
        }
        return Data(UnsafeRawBufferPointer(rebasing: chunk[..<filled]))
    }

    /// How many bytes a read at `offset` may bring at most, `limit` at most: what is left
    /// of bytes in memory, `limit` for a file.
    func room(at offset: Int, limit: Int) -> Int {
        switch storage {
        case .bytes(let data): max(0, min(limit, data.count - offset))
        case .file: limit
        }
    }

    /// Reads up to `target.count` bytes at `offset` of the input (a stream: its next ones)
    /// into `target`; returns how many (0: the end).
    func readChunk(into target: UnsafeMutableRawBufferPointer, offset: Int) throws(ImportError) -> Int {
        switch storage {
        case .bytes(let data):
            let count = min(target.count, data.count - offset)
            guard count > 0 else { return 0 }
            let begin = data.startIndex + offset
            data.copyBytes(to: target, from: begin..<begin + count)
            return count
        case .file(let descriptor, let regular, _):
            return try Self.readChunk(into: target, offset: offset, descriptor: descriptor, regular: regular)
        }
    }

    private static func readChunk(
        into target: UnsafeMutableRawBufferPointer, offset: Int, descriptor: Int32, regular: Bool
    )
        throws(ImportError) -> Int
    {
        while true {
            let count =
                regular
                ? pread(descriptor, target.baseAddress, target.count, off_t(offset))
                : read(descriptor, target.baseAddress, target.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw failure(String(cString: strerror(errno)))
        }
    }

    private static func failure(_ reason: String) -> ImportError {
        .readFailed(reason)
    }
}
