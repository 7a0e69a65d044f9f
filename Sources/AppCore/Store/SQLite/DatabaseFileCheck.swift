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
        guard applicationID == UInt32(bitPattern: SQLiteSchema.applicationID) || (applicationID == 0 && schemaCookie == 0) else {
            throw refuse("it is an SQLite database of another program, not a todo database; it was left as it is")
        }
        // A file shorter than its header says was cut short: unless a write-ahead log is
        // next to it, when another process may be checkpointing (page 1 is written before
        // the file grows), and SQLite itself will find real damage.
        let expected = Self.sizeInHeader(header)
        let actual = (try? handle.seekToEnd()).map(Int.init) ?? 0
        if let expected, actual < expected, !files.fileExists(atPath: path + "-wal") {
            throw refuse(
                "it is damaged: it holds \(actual) bytes where its header says \(expected), as if cut short; "
                    + "restore it from a backup or an export (it was left as it is)")
        }
        return .todoDatabase
    }

    /// The file size the header gives (pages times page size), when the header says that
    /// figure is current.
    private static func sizeInHeader(_ header: Data) -> Int? {
        let changeCounter = bigEndian(header, at: 24)
        let validFor = bigEndian(header, at: 92)
        let pages = Int(bigEndian(header, at: 28))
        let start = header.startIndex + 16
        let rawPageSize = Int(header[start]) << 8 | Int(header[start + 1])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard changeCounter == validFor, pages > 0, pageSize >= 512 else { return nil }
        return pages * pageSize
    }

    private func refuse(_ reason: String) -> TodoStoreError {
        .unusable(path: path, reason: reason)
    }

    private static func bigEndian(_ data: Data, at offset: Int) -> UInt32 {
        let start = data.startIndex + offset
        return data[start..<start + 4].reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
