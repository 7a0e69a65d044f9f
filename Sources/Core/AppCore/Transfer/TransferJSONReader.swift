import Foundation

/// Reads the JSON that `todo export` writes (and what `todo import` accepts) straight from
/// its UTF-8 bytes: an array of objects with the keys `id`, `title`, `due`, `created` and
/// `completed`; other keys are skipped. About ten times faster than a general decoder, and
/// every problem names the entry it is in.
///
/// It reads one entry at a time (``Stream``) from the chunks of its input
/// (``ImportChunks``): an entry that runs past the bytes read so far is read again once
/// more are, so that a file of any size takes the memory of one chunk and one entry.
struct TransferJSONReader {
    /// The deepest nesting of arrays and objects accepted inside a value this format does
    /// not use (an entry's own object is not counted). Deeper input is refused, naming the
    /// entry, instead of exhausting the stack.
    static let maximumDepth = 64

    /// The bytes read so far; those before ``index`` are taken.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Whether ``bytes`` runs to the end of the input.
    private let isLast: Bool
    /// The line and column of the first byte of ``bytes``, for messages.
    private let origin: (line: Int, column: Int)
    private var index: Int
    /// The entry being read, counting from 1 (0 outside any entry).
    private var entry = 0
    /// Whether reading looked past the bytes read so far: a failure then may be only that
    /// the rest of the entry is still to be read.
    private var ranOut = false

    /// Every entry of `data`, in order.
    static func entries(in data: Data) throws(ImportError) -> [TransferEntry] {
        var stream = try Stream(ImportSource(data: data))
        var entries: [TransferEntry] = []
        while let entry = try stream.next() { entries.append(entry) }
        return entries
    }

    /// The entries of an input, one at a time.
    struct Stream {
        private var chunks: ImportChunks
        private var state = State.beforeArray

        /// Where the reading stands between entries.
        fileprivate enum State {
            /// Before the opening [.
            case beforeArray
            /// Inside the array, after `count` entries.
            case inArray(count: Int)
            /// After the closing ] and the end of the input.
            case done
        }

        /// Starts reading `source`, `chunkSize` bytes at a time.
        init(_ source: ImportSource, chunkSize: Int = ImportChunks.chunkSize) throws(ImportError) {
            chunks = try ImportChunks(source, size: chunkSize)
        }

        /// The next entry, or `nil` after the last one (the input then has been read to its
        /// end and found whole).
        mutating func next() throws(ImportError) -> TransferEntry? {
            while true {
                let (start, isLast, origin) = (chunks.start, chunks.atEnd, chunks.origin)
                let attempt = chunks.buffer.withUnsafeBufferPointer { all -> Attempt in
                    var reader = TransferJSONReader(all, from: start, isLast: isLast, origin: origin)
                    var state = self.state
                    do throws(ImportError) {
                        let entry = try reader.step(&state)
                        return .read(entry, state: state, upTo: reader.index)
                    } catch {
                        return reader.ranOut && !isLast ? .needsMore : .failed(error)
                    }
                }
                switch attempt {
                case .read(let entry, let state, let end):
                    self.state = state
                    self.chunks.start = end
                    return entry
                case .needsMore:
                    try self.chunks.fill()
                case .failed(let error):
                    throw error
                }
            }
        }

        private enum Attempt {
            case read(TransferEntry?, state: State, upTo: Int)
            case needsMore
            case failed(ImportError)
        }
    }

    /// A reader of `bytes` from `start`; `origin` is the line and column of `bytes`' first.
    private init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isLast: Bool, origin: (line: Int, column: Int)) {
        self.bytes = bytes
        self.isLast = isLast
        self.origin = origin
        index = start
    }

    /// Reads on from `state` to the next entry (`nil`: the end of the array, and of the
    /// input), moving `state` past it.
    private mutating func step(_ state: inout Stream.State) throws(ImportError) -> TransferEntry? {
        var count: Int
        switch state {
        case .done: return nil
        case .beforeArray:
            skipSpace()
            try expect(UInt8(ascii: "["), "the input does not start with [")
            skipSpace()
            if peek() == UInt8(ascii: "]") {
                index += 1
                try checkEnd()
                state = .done
                return nil
            }
            count = 0
        case .inArray(let read):
            count = read
            skipSpace()
            if peek() == UInt8(ascii: ",") {
                index += 1
            } else {
                try expect(UInt8(ascii: "]"), "expected , or ] after entry \(count)")
                try checkEnd()
                state = .done
                return nil
            }
        }
        entry = count + 1
        skipSpace()
        let object = try object()
        entry = 0
        state = .inArray(count: count + 1)
        return object
    }

    /// Nothing but space may follow the closing ].
    private mutating func checkEnd() throws(ImportError) {
        skipSpace()
        guard index == bytes.count, isLast else {
            if index == bytes.count { ranOut = true }
            throw failure("unexpected text after the closing ]")
        }
    }

    private mutating func object() throws(ImportError) -> TransferEntry {
        try expect(UInt8(ascii: "{"), "expected an object {...}")
        var id: Int64?
        var title: String?
        var due: String??
        var created: String?
        var completed: String?
        var notes: String?
        var tags: [String]?
        var priority: String?
        var every: String?
        var start: String?
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipSpace()
                let key = try keyName()
                skipSpace()
                try expect(UInt8(ascii: ":"), "expected : after \"\(key.name)\"")
                skipSpace()
                switch key {
                case .id:
                    id = try nullOr { (reader: inout TransferJSONReader) throws(ImportError) in
                        try reader.integer(key.name)
                    }
                case .title: title = try text(key.name)
                case .due:
                    due = .some(
                        try nullOr { (reader: inout TransferJSONReader) throws(ImportError) in
                            try reader.text(key.name)
                        })
                case .notes: notes = try nullOrText(key)
                case .tags:
                    tags = try nullOr { (reader: inout TransferJSONReader) throws(ImportError) in
                        try reader.texts(key.name)
                    }
                case .priority: priority = try nullOrText(key)
                case .every: every = try nullOrText(key)
                case .start: start = try nullOrText(key)
                case .created: created = try nullOrText(key)
                case .completed: completed = try nullOrText(key)
                case .other: try skipValue(depth: 0)
                }
                skipSpace()
                if peek() == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect(UInt8(ascii: "}"), "expected , or } in the object")
                break
            }
        }
        guard let title else { throw failure("the field \"title\" is missing") }
        guard let due else { throw failure("the field \"due\" is missing") }
        return TransferEntry(
            id: id, title: title, due: due, created: created, completed: completed, notes: notes, tags: tags,
            priority: priority, every: every, start: start)
    }

    // MARK: - Values

    /// A key of an entry's object.
    private enum Key {
        case id, title, due, created, completed, notes, tags, priority, every, start
        /// Any other key, whose value is skipped.
        case other(String)

        /// As messages name it.
        var name: String {
            switch self {
            case .id: "id"
            case .title: "title"
            case .due: "due"
            case .created: "created"
            case .completed: "completed"
            case .notes: "notes"
            case .tags: "tags"
            case .priority: "priority"
            case .every: "every"
            case .start: "start"
            case .other(let name): name
            }
        }

        /// The keys this format knows, each with its quoted bytes.
        static let known = [Key.id, .title, .due, .created, .completed, .notes, .tags, .priority, .every, .start].map {
            key in
            (key: key, quoted: Array("\"\(key.name)\"".utf8))
        }
    }

    /// An object's key: the ones this format knows are matched on their bytes (no string
    /// is made for them); any other key is read as a string, which may still name a known
    /// key written with escapes (`"t\u0069tle"`).
    private mutating func keyName() throws(ImportError) -> Key {
        for known in Key.known where matches(known.quoted) {
            return known.key
        }
        let name = try string()
        return Key.known.first { $0.key.name == name }?.key ?? .other(name)
    }

    /// `null`, or a string.
    private mutating func nullOrText(_ key: Key) throws(ImportError) -> String? {
        try nullOr { (reader: inout TransferJSONReader) throws(ImportError) in try reader.text(key.name) }
    }

    private mutating func nullOr<T>(_ read: (inout TransferJSONReader) throws(ImportError) -> T) throws(ImportError)
        -> T?
    {
        if matches(Self.null) { return nil }
        return try read(&self)
    }

    private static let null = Array("null".utf8)

    /// An array of strings (`["home", "errands"]`).
    private mutating func texts(_ key: String) throws(ImportError) -> [String] {
        try expect(UInt8(ascii: "["), "\"\(key)\": expected an array of strings [...]")
        var texts: [String] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return texts
        }
        while true {
            skipSpace()
            texts.append(try text(key))
            skipSpace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "\"\(key)\": expected , or ] in the array")
            return texts
        }
    }

    private mutating func text(_ key: String) throws(ImportError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw failure("\"\(key)\": expected a string") }
        return try string()
    }

    private mutating func integer(_ key: String) throws(ImportError) -> Int64 {
        let negative = peek() == UInt8(ascii: "-")
        if negative { index += 1 }
        var value: Int64 = 0
        var digits = 0
        var overflow = false
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            let (times, timesOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            overflow = overflow || timesOverflow || sumOverflow
            value = sum
            digits += 1
            index += 1
        }
        let isFraction =
            peek().map { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? false
        guard digits > 0, !isFraction, !overflow else { throw failure("\"\(key)\": expected a whole number") }
        return negative ? -value : value
    }

    private mutating func string() throws(ImportError) -> String {
        try expect(UInt8(ascii: "\""), "expected a string in quotes")
        var start = index
        var pieces: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if pieces.isEmpty { return String(decoding: bytes[start..<index], as: UTF8.self) }
                pieces += bytes[start..<index]
                return String(decoding: pieces, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("a control character inside a string must be escaped") }
            if byte == UInt8(ascii: "\\") {
                pieces += bytes[start..<index]
                index += 1
                try escape(into: &pieces)
                start = index
                continue
            }
            index += 1
        }
        ranOut = true
        throw failure("a string is not closed")
    }

    private mutating func escape(into out: inout [UInt8]) throws(ImportError) {
        guard let byte = peek() else { throw failure("a string is not closed") }
        index += 1
        if let escaped = JSONEscape.byte(for: byte) {
            out.append(escaped)
            return
        }
        switch byte {
        case UInt8(ascii: "u"):
            var value = try hex4()
            if (0xD800...0xDBFF).contains(value), let low = lowSurrogateAhead() {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            }
            // A surrogate without its other half is not a character: it reads as U+FFFD,
            // and whatever follows it (another escape included) is read on its own.
            out += Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
        default: throw failure("unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    /// The low surrogate written as `\uDC00`...`\uDFFF` right at the reading position,
    /// without moving past it; `nil` when anything else is there.
    private mutating func lowSurrogateAhead() -> UInt32? {
        if index + 6 > bytes.count { ranOut = true }
        guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
            let value = hexValue(at: index + 2), (0xDC00...0xDFFF).contains(value)
        else { return nil }
        return value
    }

    private mutating func hex4() throws(ImportError) -> UInt32 {
        guard let value = hexValue(at: index) else { throw failure("\\u needs four hexadecimal digits") }
        index += 4
        return value
    }

    /// The number the four hexadecimal digits at `start` spell; `nil` unless all four are
    /// there and are 0-9, a-f or A-F.
    private mutating func hexValue(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else {
            ranOut = true
            return nil
        }
        var value: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Skips any JSON value (for keys this format does not use); `depth` counts the arrays
    /// and objects it is inside, up to ``maximumDepth``.
    private mutating func skipValue(depth: Int) throws(ImportError) {
        guard let byte = peek() else { throw failure("the input ends inside an entry") }
        switch byte {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else {
                throw failure("a value is nested more than \(Self.maximumDepth) levels deep")
            }
            let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipSpace()
            if peek() == close {
                index += 1
                return
            }
            while true {
                skipSpace()
                if byte == UInt8(ascii: "{") {
                    _ = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"), "expected : in an object")
                    skipSpace()
                }
                try skipValue(depth: depth + 1)
                skipSpace()
                if peek() == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                try expect(close, "expected , or \(Character(Unicode.Scalar(close)))")
                return
            }
        default:
            let start = index
            while let next = peek(), !Self.ends(next) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard ["true", "false", "null"].contains(word) || Double(word) != nil else {
                throw failure("unexpected \(word.prefix(20))")
            }
        }
    }

    // MARK: - Bytes

    private static func ends(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(byte)
    }

    private mutating func peek() -> UInt8? {
        if index < bytes.count { return bytes[index] }
        ranOut = true
        return nil
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func matches(_ expected: [UInt8]) -> Bool {
        guard index + expected.count <= bytes.count else {
            ranOut = true
            return false
        }
        guard bytes[index..<index + expected.count].elementsEqual(expected) else { return false }
        index += expected.count
        return true
    }

    /// Steps over `byte`, or fails with `message`, which is made only then.
    private mutating func expect(_ byte: UInt8, _ message: @autoclosure () -> String) throws(ImportError) {
        guard peek() == byte else { throw failure(message()) }
        index += 1
    }

    private func failure(_ reason: String) -> ImportError {
        if entry > 0 { return .badEntry(position: entry, reason: reason) }
        var (line, column) = origin
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return .unreadable("\(reason), at line \(line), column \(column)")
    }
}
