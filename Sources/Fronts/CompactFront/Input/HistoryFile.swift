import CReadline
import Foundation

/// The REPL's history on disk: loaded at start, appended after every line, so a killed
/// session keeps what was typed.
///
/// Only a regular file is used: readline would wait for ever on a named pipe (deaf to
/// SIGTERM) and read a device such as `/dev/zero` without end. Anything else is skipped,
/// with a warning, and the session keeps no history; the REPL itself carries on.
struct HistoryFile {
    /// The most lines kept.
    static let limit: Int32 = 1_000

    let path: String

    /// Loads the history into readline, creating the file (0600) and its folder (0700,
    /// as the data folder) if needed, whatever the umask. Returns why the file is not used,
    /// or `nil` when it is.
    func load() -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try? FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        // Opened without waiting (a named pipe would block the open itself), then asked
        // what it is.
        let descriptor = open(path, O_RDONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            return code == EISDIR
                ? ReadlineWording.notAFile(path, kind: "a folder")
                : ReadlineWording.cannotOpen(path, reason: String(cString: strerror(code)))
        }
        var status = stat()
        let described = fstat(descriptor, &status) == 0
        close(descriptor)
        guard described else { return ReadlineWording.cannotOpen(path, reason: String(cString: strerror(errno))) }
        if let kind = Self.kindName(status.st_mode & S_IFMT) { return ReadlineWording.notAFile(path, kind: kind) }
        _ = history_truncate_file(path, Self.limit)
        _ = read_history(path)
        return nil
    }

    /// Adds a line to the history and to the file at once (while the file is still a
    /// regular one).
    func append(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(line)
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        _ = append_history(1, path)
    }

    /// What a file of `kind` is, for the warning; `nil` for a regular file.
    private static func kindName(_ kind: mode_t) -> String? {
        switch kind {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
