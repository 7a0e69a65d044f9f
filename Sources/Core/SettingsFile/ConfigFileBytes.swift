import Foundation

/// The settings file's bytes, read only from a regular file and only up to ``limit``: a
/// named pipe, a device (`/dev/zero`), a socket or a huge file is refused with a message,
/// never waited on or read without end.
public enum ConfigFileBytes {
    /// The most a settings file may hold: 1 MB (a file of settings is a few hundred bytes).
    public static let limit = 1 << 20

    /// The bytes of the file at `path`; `nil` when there is none. Symbolic links are
    /// followed. The path is looked at (`stat`) before it is opened, so that no device or
    /// pipe is opened at all, and the opened descriptor is looked at again (`fstat`), so
    /// that a file swapped in between is refused the same way; it is opened non-blocking,
    /// so that even then a named pipe never blocks.
    public static func read(at path: String) throws(ConfigFileError) -> [UInt8]? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ConfigFileError(path: path, problem: .unreadable(reason(errno)))
        }
        try check(status, path: path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ConfigFileError(path: path, problem: .unreadable(reason(errno)))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else {
            throw ConfigFileError(path: path, problem: .unreadable(reason(errno)))
        }
        try check(status, path: path)
        return try contents(of: descriptor, path: path)
    }

    /// Refuses what is not a regular file, and a regular file larger than ``limit``.
    private static func check(_ status: stat, path: String) throws(ConfigFileError) {
        let kind: ConfigFileError.FileKind
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_size <= limit else {
                throw ConfigFileError(path: path, problem: .tooLarge(bytes: Int(status.st_size)))
            }
            return
        case S_IFDIR: kind = .folder
        case S_IFIFO: kind = .namedPipe
        case S_IFCHR, S_IFBLK: kind = .device
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        throw ConfigFileError(path: path, problem: .notAFile(kind))
    }

    /// Reads the descriptor to its end, refusing more than ``limit`` bytes (a file that grew
    /// after it was looked at).
    private static func contents(of descriptor: Int32, path: String) throws(ConfigFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ConfigFileError(path: path, problem: .unreadable(reason(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk.prefix(count))
            guard bytes.count <= limit else { throw ConfigFileError(path: path, problem: .tooLarge(bytes: nil)) }
        }
    }

    /// The system's words for `code`.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
