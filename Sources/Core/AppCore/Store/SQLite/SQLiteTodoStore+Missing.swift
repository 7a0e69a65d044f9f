import Foundation

extension SQLiteTodoStore {
    /// Whether nothing at all is at `path`, not even a broken symbolic link: where a new
    /// database would be made. An empty path and SQLite's special names (`:memory:`) are
    /// not missing databases: opening them says why they cannot be used.
    public static func nothingIsAt(_ path: String) -> Bool {
        guard !path.isEmpty, path != ":memory:" else { return false }
        var status = stat()
        return lstat(path, &status) != 0 && errno == ENOENT
    }
}
