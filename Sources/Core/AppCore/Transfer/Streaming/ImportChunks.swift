/// One reading of an ``ImportSource`` from its start, a chunk at a time: the bytes not yet
/// taken stay in ``buffer`` from ``start``, and ``fill()`` drops the ones taken and reads
/// one more chunk. A reader keeps one entry (or line) at a time, so that an import's memory
/// does not grow with its file. A UTF-8 byte-order mark at the very start is skipped.
struct ImportChunks {
    /// How much is read at once.
    static let chunkSize = 1 << 20

    private let source: ImportSource
    /// How much this reading reads at once.
    private let size: Int
    /// Where the next read starts, in the source.
    private var offset = 0
    /// The bytes read and not yet dropped.
    private(set) var buffer: [UInt8] = []
    /// The first byte of ``buffer`` not yet taken by the reader.
    var start = 0
    /// Whether the source has no more bytes than ``buffer`` holds.
    private(set) var atEnd = false
    /// The line breaks among the bytes dropped so far.
    private var droppedLines = 0
    /// The bytes dropped since the last line break among them.
    private var droppedColumn = 0

    /// Starts reading `source` from its beginning, `size` bytes at a time.
    init(_ source: ImportSource, size: Int = chunkSize) throws(ImportError) {
        self.source = source
        self.size = max(1, size)
        while buffer.count < 3, try fill() {}
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { buffer.removeFirst(3) }
    }

    /// Drops the bytes before ``start`` and reads one more chunk after the others; `false`
    /// at the end of the input (then nothing was read).
    @discardableResult
    mutating func fill() throws(ImportError) -> Bool {
        if start > 0 { countLines(upTo: start) }
        let kept = buffer[start...]
        start = 0
        let (source, offset) = (self.source, self.offset)
        let room = atEnd ? 0 : source.room(at: offset, limit: size)
        var failure: ImportError?
        var count = 0
        buffer = [UInt8](unsafeUninitializedCapacity: kept.count + room) { target, initialized in
            let whole = UnsafeMutableRawBufferPointer(target)
            kept.withUnsafeBytes { whole.copyMemory(from: $0) }
            initialized = kept.count
            guard room > 0 else { return }
            do throws(ImportError) {
                count = try source.readChunk(
                    into: UnsafeMutableRawBufferPointer(rebasing: whole[kept.count...]), offset: offset)
            } catch {
                failure = error
            }
            initialized = kept.count + count
        }
        if let failure { throw failure }
        self.offset += count
        if count == 0 { atEnd = true }
        return count > 0
    }

    /// The line and column (in bytes, both from 1) of ``buffer``'s first byte.
    var origin: (line: Int, column: Int) { (droppedLines + 1, droppedColumn + 1) }

    /// The line and column (in bytes, both from 1) of ``buffer``'s byte at `index`.
    func place(of index: Int) -> (line: Int, column: Int) {
        var line = droppedLines + 1
        var column = droppedColumn + 1
        for byte in buffer[..<min(index, buffer.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    private mutating func countLines(upTo end: Int) {
        let dropped = buffer[..<end]
        let breaks = dropped.withContiguousStorageIfAvailable { bytes in
            var breaks = 0
            for byte in bytes where byte == 0x0A { breaks += 1 }
            return breaks
        }
        droppedLines += breaks ?? 0
        if let last = dropped.lastIndex(of: 0x0A) {
            droppedColumn = end - last - 1
        } else {
            droppedColumn += end
        }
    }
}
