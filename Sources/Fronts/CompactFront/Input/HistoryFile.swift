import CReadline
import Foundation

/// The REPL's history on disk: loaded at start, appended after every line, so a killed
/// session keeps what was typed.
struct HistoryFile {
    /// The most lines kept.
    static let limit: Int32 = 1_000

    let path: String

    /// Loads the history into readline, creating the file (and its folder) if needed.
    func load() {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        _ = history_truncate_file(path, Self.limit)
        _ = read_history(path)
    }

    /// Adds a line to the history and to the file at once.
    func append(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        add_history(line)
        _ = append_history(1, path)
    }
}
