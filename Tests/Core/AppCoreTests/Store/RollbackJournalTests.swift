import Foundation
import TestSupport
import Testing

@testable import AppCore

/// Reading what a rollback journal says the database's header was before the write it
/// records, from its bytes: the journal's page 1 when it is whole, else the file's.
@Suite struct RollbackJournalTests {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    /// A journal header: magic, record count, checksum seed, pages before, sector 512,
    /// page 512; padded to the sector.
    func header(records: UInt32, seed: UInt32 = 7, pagesBefore: UInt32 = 3) -> [UInt8] {
        let magic: [UInt8] = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]
        let fields = [records, seed, pagesBefore, 512, 512].flatMap(Self.bigEndian)
        return (magic + fields) + [UInt8](repeating: 0, count: 512 - 28)
    }

    /// A record of page `number` holding `byte` throughout, with its checksum (or a wrong one).
    func record(page number: UInt32, byte: UInt8, seed: UInt32 = 7, whole: Bool = true) -> [UInt8] {
        let page = [UInt8](repeating: byte, count: 512)
        var checksum = seed
        var index = 512 - 200
        while index > 0 {
            checksum &+= UInt32(page[index])
            index -= 200
        }
        return Self.bigEndian(number) + page + Self.bigEndian(whole ? checksum : checksum &+ 1)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    func before(_ bytes: [UInt8]) -> RollbackJournal.Before {
        let path = folder.file("db-journal")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return RollbackJournal(path: path).before()
    }

    @Test func pageOneInTheJournalGivesTheHeaderBeforeTheWrite() {
        let journal = header(records: 2) + record(page: 2, byte: 1) + record(page: 1, byte: 9)
        #expect(before(journal) == .header([UInt8](repeating: 9, count: 100)))
    }

    @Test func pageOneInALaterSegmentIsFound() {
        let first = header(records: 1) + record(page: 2, byte: 1)
        // The next segment starts at the next sector.
        let padding = [UInt8](repeating: 0, count: (first.count + 511) / 512 * 512 - first.count)
        let journal = first + padding + header(records: 1, seed: 11) + record(page: 1, byte: 5, seed: 11)
        #expect(before(journal) == .header([UInt8](repeating: 5, count: 100)))
    }

    @Test func aTornRecordOfPageOneLeavesTheFilesHeader() {
        let journal = header(records: 1) + record(page: 1, byte: 9, whole: false)
        #expect(before(journal) == .unchangedHeader)
    }

    @Test func aJournalOfAnEmptyDatabaseSaysSo() {
        #expect(before(header(records: 0, pagesBefore: 0)) == .empty)
    }

    @Test func aCountBeyondTheEndOfTheFileStopsThere() {
        let journal = header(records: 0xFFFF_FFFE) + record(page: 2, byte: 1)
        #expect(before(journal) == .unchangedHeader)
    }

    @Test func bytesThatAreNoJournalLeaveTheFilesHeader() {
        #expect(before(Array("not a journal at all".utf8)) == .unchangedHeader)
        #expect(before([]) == .unchangedHeader)
    }
}
