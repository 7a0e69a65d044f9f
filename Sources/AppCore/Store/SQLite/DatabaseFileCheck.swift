import Foundation

/// Looks at a database path before SQLite touches it, so that a file that is not a
/// todo database is refused without a single byte of it changing.
///
/// It reads the first 100 bytes (the SQLite header) and nothing else.
struct DatabaseFileCheck {
    /// What the check found at the path.
    enum Finding: Equatable {
        /// Nothing there yet (or an empty file): a new database may be created.
        case new
        /// An SQLite file stamped as a todo database, or an empty SQLite file.
        case todoDatabase
    }

    let path: String

    /// Inspects the path; throws ``TodoStoreError/unusable(path:reason:)`` when it must
    /// not be opened.
    func inspect() throws(TodoStoreError) -> Finding {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
            let folder = (path as NSString).deletingLastPathComponent
            var folderIsDirectory: ObjCBool = false
            if !folder.isEmpty, !(files.fileExists(atPath: folder, isDirectory: &folderIsDirectory) && folderIsDirectory.boolValue) {
                throw refuse("its folder \(folder) does not exist; create it (mkdir -p) or choose another path")
            }
            return .new
        }
        if isDirectory.boolValue {
            throw refuse("it is a folder; give the path of a file, such as \(path)/todo.sqlite")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw refuse("the file cannot be read; check its permissions")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 100)) ?? Data()
        if header.isEmpty { return .new }
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw refuse("it is not a todo database (not an SQLite file); it was left as it is")
        }
        let applicationID = Self.bigEndian(header, at: 68)
        let schemaCookie = Self.bigEndian(header, at: 40)
        if applicationID == UInt32(bitPattern: SQLiteSchema.applicationID) || (applicationID == 0 && schemaCookie == 0) {
            return .todoDatabase
        }
        throw refuse("it is an SQLite database of another program, not a todo database; it was left as it is")
    }

    private func refuse(_ reason: String) -> TodoStoreError {
        .unusable(path: path, reason: reason)
    }

    private static func bigEndian(_ data: Data, at offset: Int) -> UInt32 {
        let start = data.startIndex + offset
        return data[start..<start + 4].reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
