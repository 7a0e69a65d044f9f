/// The lines of an input, one at a time, read a chunk at a time (``ImportChunks``): cut at
/// LF, each without its line break (a CR before the LF, or at the very end, dropped too),
/// numbered from 1. A line break at the very end starts no line of its own.
struct ImportLines {
    private var chunks: ImportChunks
    /// How many lines were given so far: the number of the last one.
    private(set) var count = 0

    /// Starts reading `source`, `chunkSize` bytes at a time.
    init(_ source: ImportSource, chunkSize: Int = ImportChunks.chunkSize) throws(ImportError) {
        chunks = try ImportChunks(source, size: chunkSize)
    }

    /// The next line and its number, or `nil` after the last one.
    mutating func next() throws(ImportError) -> (bytes: [UInt8], number: Int)? {
        var searched = chunks.start
        while true {
            if let end = chunks.buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                return take(upTo: end, skipping: 1)
            }
            if chunks.atEnd {
                return chunks.start < chunks.buffer.count ? take(upTo: chunks.buffer.count, skipping: 0) : nil
            }
            let searchedPastStart = chunks.buffer.count - chunks.start
            try chunks.fill()
            searched = chunks.start + searchedPastStart
        }
    }

    private mutating func take(upTo end: Int, skipping breakLength: Int) -> (bytes: [UInt8], number: Int) {
        var last = end
        if last > chunks.start, chunks.buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
        let line = Array(chunks.buffer[chunks.start..<last])
        chunks.start = end + breakLength
        count += 1
        return (line, count)
    }
}
