import Foundation

/// Reads a rollback journal left beside a database (`DB-journal`) to find the database's
/// first 100 bytes (its header) as they were before the write that the journal can undo,
/// without SQLite, which would roll the write back as it opened the file: so that another
/// program's database is refused before anything is written to it.
///
/// A journal is a header (a magic number, the number of records, a checksum seed, the
/// database's size in pages before the write, the sector and page sizes), padded to a
/// sector, then records (a page number, the page as it was, a checksum); a journal may
/// hold several such segments (<https://www.sqlite.org/fileformat.html#the_rollback_journal>).
struct RollbackJournal {
    /// What the database was before the interrupted write.
    enum Before: Equatable {
        /// The database was empty: rolling back leaves an empty file.
        case empty
        /// Its header as it was (page 1's first 100 bytes, from the journal).
        case header([UInt8])
        /// The journal does not hold page 1 (the write never changed it, or the journal
        /// cannot be read): the header in the file is the one from before.
        case unchangedHeader
    }

    /// The journal's path.
    let path: String

    /// What the database was before the write. Reads a regular file only (the caller has
    /// checked), opened without waiting.
    func before() -> Before {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .unchangedHeader }
        // Safe to close: this process has no SQLite connection to the database yet.
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unchangedHeader }
        return Reader(descriptor: descriptor, size: Int(status.st_size)).before()
    }

    /// Walks the journal's segments looking for page 1.
    private struct Reader {
        static let magic: [UInt8] = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]
        let descriptor: Int32
        let size: Int

        func before() -> Before {
            guard let first = bytes(at: 0, count: 28), first.starts(with: Self.magic) else { return .unchangedHeader }
            let pagesBefore = Self.bigEndian(first, at: 16)
            let sector = Int(Self.bigEndian(first, at: 20))
            let pageSize = Int(Self.bigEndian(first, at: 24))
            guard (32...65_536).contains(sector), sector & (sector - 1) == 0,
                (512...65_536).contains(pageSize), pageSize & (pageSize - 1) == 0
            else { return .unchangedHeader }
            if pagesBefore == 0 { return .empty }
            var segment = 0
            while segment + 28 <= size, let header = bytes(at: segment, count: 28), header.starts(with: Self.magic) {
                let count = Self.bigEndian(header, at: 8)
                let seed = Self.bigEndian(header, at: 12)
                let recordSize = pageSize + 8
                var offset = segment + sector
                // All the records to the end (a journal written without syncing), or as many
                // as the header says (0 in a journal whose records were never synced).
                let records = count == 0xFFFF_FFFF ? max(0, size - offset) / recordSize : Int(count)
                // A count beyond the file's end (a torn header) stops at the end.
                var read = 0
                while read < records && offset + recordSize <= size {
                    guard let number = bytes(at: offset, count: 4) else { return .unchangedHeader }
                    if Self.bigEndian(number, at: 0) == 1 { return page(at: offset + 4, size: pageSize, seed: seed) }
                    offset += recordSize
                    read += 1
                }
                if count == 0xFFFF_FFFF { break }
                segment = (offset + sector - 1) / sector * sector
            }
            return .unchangedHeader
        }

        /// Page 1 as the record at `offset` holds it, when its checksum shows it whole
        /// (SQLite puts back only whole records; a torn one means the file's page 1 was never
        /// changed).
        private func page(at offset: Int, size pageSize: Int, seed: UInt32) -> Before {
            guard let record = bytes(at: offset, count: pageSize + 4) else { return .unchangedHeader }
            var checksum = seed
            var index = pageSize - 200
            while index > 0 {
                checksum &+= UInt32(record[index])
                index -= 200
            }
            guard checksum == Self.bigEndian(record, at: pageSize) else { return .unchangedHeader }
            return .header(Array(record.prefix(100)))
        }

        /// `count` bytes at `offset`, or `nil` when the file does not hold them.
        private func bytes(at offset: Int, count: Int) -> [UInt8]? {
            var buffer = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = buffer.withUnsafeMutableBytes { raw in
                    pread(descriptor, raw.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
                }
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { return nil }
                done += got
            }
            return buffer
        }

        static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { ($0 << 8) | UInt32($1) }
        }
    }
}
