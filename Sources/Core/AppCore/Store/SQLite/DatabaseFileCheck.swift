import Foundation

/// Looks at a database path before SQLite touches it, so that a file that is not a
/// todo database is refused without a single byte of it changing.
///
/// It asks the file system what the path and the files SQLite keeps beside it are (never
/// opening a FIFO or a device), and reads the first 100 bytes of a regular file (the SQLite
/// header) and, when a rollback journal lies beside it, what the journal says the header
/// was before the interrupted write; nothing else.
struct DatabaseFileCheck {
    /// What the check found at the path.
    enum Finding: Equatable {
        /// Nothing there yet: a new database is to be created.
        case missing
        /// An empty file (as `mktemp` makes): it may become a todo database in place.
        case empty
        /// An SQLite file stamped as a todo database.
        case todoDatabase
        /// An SQLite file whose header shows no schema yet but whose write-ahead log is
        /// not empty: only SQLite, reading the log, can tell whose it is.
        case unknownUntilLogIsRead
        /// A rollback journal lies beside a file that was a todo database (or empty, or
        /// without tables) before the write the journal records: SQLite must roll it back
        /// (a process was killed mid-write) before the header can be trusted.
        case needsRecovery
    }

    let path: String

    /// Inspects the path; throws ``TodoStoreError/unusable(path:reason:)`` when it must
    /// not be opened. With `ignoringJournal`, a rollback journal beside the file is left to
    /// SQLite (another program may be writing through it).
    func inspect(ignoringJournal: Bool = false) throws(TodoStoreError) -> Finding {
        try Self.refuseSpecialNames(path)
        var status = stat()
        guard lstat(path, &status) == 0 else { return try missing(errno) }
        let isLink = Self.kind(status) == S_IFLNK
        if isLink && stat(path, &status) != 0 { return try missing(errno) }
        switch Self.kind(status) {
        case S_IFREG: break
        case S_IFDIR: throw refuse("it is a folder; give the path of a file, such as \(path)/todo.sqlite")
        case S_IFIFO: throw refuse("it is a named pipe (FIFO), not a file; give the path of a regular file")
        case S_IFCHR, S_IFBLK: throw refuse("it is a device, not a file; give the path of a regular file")
        case S_IFSOCK: throw refuse("it is a socket, not a file; give the path of a regular file")
        default: throw refuse("it is not a regular file; give the path of a regular file")
        }
        let companions = try DatabaseCompanions(of: path, isLink: isLink)
        if !ignoringJournal && companions.journalSize > 0 {
            try refuseUnlessTodosBefore(journal: companions.journalPath)
            return .needsRecovery
        }
        if status.st_size == 0 { return .empty }
        guard let header = Self.header(of: path) else { throw refuse("the file cannot be read; check its permissions") }
        guard header.count == 100, header.starts(with: Self.magic) else { throw refuse(Self.notSQLite) }
        let applicationID = Self.bigEndian(header, at: 68)
        let schemaCookie = Self.bigEndian(header, at: 40)
        if applicationID == 0 && schemaCookie == 0 && companions.logSize > 0 { return .unknownUntilLogIsRead }
        guard Self.mayBeTodos(header) else {
            throw TodoStoreError.unusable(path: path, reason: Self.anotherProgramsDatabase)
        }
        // A file shorter than its header says was cut short: unless a write-ahead log is
        // next to it (todo keeps one while the file is in use), when another process may be
        // checkpointing (page 1 is written before the file grows), and SQLite itself will
        // find real damage.
        let size = Int(status.st_size)
        if let expected = Self.sizeInHeader(header), size < expected, !companions.logExists, !ignoringJournal {
            throw refuse(
                "it is damaged: it holds \(size) bytes where its header says \(expected), as if cut short; "
                    + "restore it from a backup or an export (it was left as it is)")
        }
        return applicationID == 0 ? .empty : .todoDatabase
    }

    /// Nothing at the path (`code` is why `stat` failed): a new database may be made there
    /// when its folder exists and nothing SQLite would use lies beside it.
    private func missing(_ code: Int32) throws(TodoStoreError) -> Finding {
        guard code == ENOENT else { throw refuse(Self.describe(errno: code)) }
        let folder = (path as NSString).deletingLastPathComponent
        var folderStatus = stat()
        if !folder.isEmpty, !(stat(folder, &folderStatus) == 0 && Self.kind(folderStatus) == S_IFDIR) {
            throw refuse("its folder \(folder) does not exist; create it (mkdir -p) or choose another path")
        }
        _ = try DatabaseCompanions(of: path, isLink: false)
        return .missing
    }

    /// Lets SQLite roll back the write a rollback journal records only when the database
    /// was todo's before that write (or empty, or without tables yet), as the journal and
    /// the file tell without SQLite: another program's database and its journal are left
    /// as they are, for that program to recover.
    private func refuseUnlessTodosBefore(journal: String) throws(TodoStoreError) {
        let header: [UInt8]
        switch RollbackJournal(path: journal).before() {
        case .empty: return
        case .header(let bytes): header = bytes
        case .unchangedHeader:
            guard let bytes = Self.header(of: path) else {
                throw refuse("the file cannot be read; check its permissions")
            }
            header = bytes
        }
        if header.isEmpty { return }
        guard header.count == 100, header.starts(with: Self.magic) else { throw refuse(Self.notSQLite) }
        guard Self.mayBeTodos(header) else {
            throw refuse(
                "it is an SQLite database of another program, not a todo database, and that program stopped "
                    + "in the middle of writing it (its rollback journal \(journal) is beside it); todo left both "
                    + "as they are: open it with that program to finish the write")
        }
    }

    /// Whether an SQLite header is a todo database's, or one with no tables yet.
    private static func mayBeTodos(_ header: [UInt8]) -> Bool {
        let applicationID = bigEndian(header, at: 68)
        let schemaCookie = bigEndian(header, at: 40)
        return applicationID == UInt32(bitPattern: SQLiteSchema.applicationID)
            || (applicationID == 0 && schemaCookie == 0)
    }

    /// The first 16 bytes of every SQLite database.
    private static let magic = Array("SQLite format 3\0".utf8)

    /// The reason given for a file that is not SQLite's.
    private static let notSQLite = "it is not a todo database (not an SQLite file); it was left as it is"

    /// What a file of `kind` (`S_IFIFO`, ...) is, for messages: "a named pipe (FIFO)".
    static func name(of kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// The reason given for an SQLite database that another program made.
    static let anotherProgramsDatabase =
        "it is an SQLite database of another program, not a todo database; it was left as it is"

    /// Refuses the names SQLite gives a meaning of its own, and no name at all.
    private static func refuseSpecialNames(_ path: String) throws(TodoStoreError) {
        if path.isEmpty {
            throw .unusable(path: "\"\"", reason: "no path was given; give the path of a file, such as ~/todo.sqlite")
        }
        if path == ":memory:" {
            throw .unusable(
                path: path,
                reason: "that is SQLite's name for a database that vanishes when todo exits; give the path of a file")
        }
    }

    private static func kind(_ status: stat) -> mode_t {
        status.st_mode & S_IFMT
    }

    /// The size of the file at `path`, or 0 when there is none.
    static func size(of path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// The first 100 bytes of a regular file, or `nil` when it cannot be read.
    private static func header(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        // Safe to close: this process has no SQLite connection to this file yet, so no
        // POSIX lock of SQLite's can be dropped with it.
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return nil }
            if got == 0 { break }
            count += got
        }
        return Array(bytes.prefix(count))
    }

    private static func describe(errno code: Int32) -> String {
        switch code {
        case EACCES: "it cannot be reached; check the permissions of its folders"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "the path has too many symbolic links (a loop?)"
        default: String(cString: strerror(code))
        }
    }

    /// The file size the header gives (pages times page size), when the header says that
    /// figure is current.
    private static func sizeInHeader(_ header: [UInt8]) -> Int? {
        let changeCounter = bigEndian(header, at: 24)
        let validFor = bigEndian(header, at: 92)
        let pages = Int(bigEndian(header, at: 28))
        let rawPageSize = Int(header[16]) << 8 | Int(header[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard changeCounter == validFor, pages > 0, pageSize >= 512 else { return nil }
        return pages * pageSize
    }

    private func refuse(_ reason: String) -> TodoStoreError {
        .unusable(path: path, reason: reason)
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
