/// Splits what `task export` writes into its entries, the JSON objects, in order: a JSON
/// array of objects (what Taskwarrior writes by default), or one object per line (what
/// older versions and `rc.json.array=off` write; a comma after a line's object is
/// allowed). Nothing at all, or only spaces, is the lines form with no task in it.
enum TaskwarriorJSON {
    /// The name of the format, as ``ImportError/notFormat(format:reason:)`` says it.
    static let format = "a Taskwarrior export"

    /// The entries of an input, each a JSON object, one at a time, read a chunk at a time:
    /// each entry is cut out of the text by its brackets and quotes, and only it is parsed.
    ///
    /// Input that is not JSON, or not a list of objects, is refused with
    /// ``ImportError/notFormat(format:reason:)`` naming the place, as if the whole were
    /// parsed first: in the array form, a fault of the JSON anywhere comes before an entry
    /// that is not an object, which is told once the whole has been read.
    struct Objects {
        private enum Form {
            /// Nothing read yet.
            case start
            /// Inside the array, after `count` entries.
            case array(count: Int)
            /// After the closing ].
            case afterArray
            /// One object a line, after `count` objects.
            case lines(count: Int)
            /// Read to the end.
            case done
        }

        private var chunks: ImportChunks
        private var form = Form.start
        /// The physical lines read so far, in the lines form.
        private var lineNumber = 0
        /// The first entry of the array that is not an object, told at the end.
        private var notAnObject: ImportError?

        /// Starts reading `source`, `chunkSize` bytes at a time.
        init(_ source: ImportSource, chunkSize: Int = ImportChunks.chunkSize) throws(ImportError) {
            chunks = try ImportChunks(source, size: chunkSize)
        }

        /// The next object, with its place among the objects (from 1); `nil` after the last.
        mutating func next() throws(ImportError) -> (object: [String: TaskwarriorValue], position: Int)? {
            while true {
                switch form {
                case .done: return nil
                case .start: try begin()
                case .array(let count):
                    if let object = try element(after: count) { return (object, count + 1) }
                case .afterArray:
                    if try nextByte() != nil {
                        throw TaskwarriorJSON.notFormat("it is not JSON: there is text after the closing ]")
                    }
                    form = .done
                    if let notAnObject { throw notAnObject }
                case .lines(let count):
                    guard let object = try line() else {
                        form = .done
                        return nil
                    }
                    form = .lines(count: count + 1)
                    return (object, count + 1)
                }
            }
        }

        /// Finds the form from the first character: an array, one object (or one a line),
        /// or nothing at all.
        private mutating func begin() throws(ImportError) {
            guard let first = try nextByte() else {
                form = .done
                return
            }
            if first == UInt8(ascii: "[") {
                chunks.start += 1
                form = .array(count: 0)
                return
            }
            if first == UInt8(ascii: "{") {
                form = .lines(count: 0)
                let end = try valueEnd()
                var after = end
                while true {
                    while after < chunks.buffer.count, TaskwarriorJSON.isSpace(chunks.buffer[after]) { after += 1 }
                    if after < chunks.buffer.count || chunks.atEnd { break }
                    let kept = after - chunks.start
                    try chunks.fill()
                    after = chunks.start + kept
                }
                // One object and nothing after it: the whole is that object (else each line
                // holds one, read from the start).
                if after == chunks.buffer.count,
                    case .object(let object)? = try? TaskwarriorValueReader.value(of: chunks.buffer[chunks.start..<end])
                {
                    chunks.start = after
                    pendingSingle = object
                }
                return
            }
            // Not a list of tasks at all: what it is, or where it stops being JSON.
            while !chunks.atEnd, chunks.buffer.count - chunks.start <= ImportChunks.chunkSize, try chunks.fill() {}
            guard chunks.atEnd else {
                throw TaskwarriorJSON.notFormat("it is not JSON: it begins with neither [ nor {")
            }
            let whole: TaskwarriorValue
            do throws(TaskwarriorValueReader.Failure) {
                whole = try TaskwarriorValueReader.value(of: chunks.buffer[chunks.start...])
            } catch {
                throw TaskwarriorJSON.notFormat("it is not JSON: \(error.reason)")
            }
            throw TaskwarriorJSON.notFormat("the JSON is \(whole.kind), not a list of tasks")
        }

        /// The object read as the whole input, given once.
        private var pendingSingle: [String: TaskwarriorValue]?

        /// The next entry of the array after `count` of them; `nil` when it is not an
        /// object (told at the end) or the array ends.
        private mutating func element(after count: Int) throws(ImportError) -> [String: TaskwarriorValue]? {
            guard let byte = try nextByte() else {
                throw TaskwarriorJSON.notFormat("it is not JSON: the list [ is never closed")
            }
            if byte == UInt8(ascii: "]") {
                chunks.start += 1
                form = .afterArray
                return nil
            }
            if count > 0 {
                guard byte == UInt8(ascii: ",") else {
                    throw TaskwarriorJSON.notFormat("it is not JSON: expected , or ] after entry \(count)")
                }
                chunks.start += 1
                guard try nextByte() != nil else {
                    throw TaskwarriorJSON.notFormat("it is not JSON: the list [ is never closed")
                }
            }
            let end = try valueEnd()
            let value: TaskwarriorValue
            do throws(TaskwarriorValueReader.Failure) {
                value = try TaskwarriorValueReader.value(of: chunks.buffer[chunks.start..<end])
            } catch {
                throw TaskwarriorJSON.notFormat("it is not JSON: entry \(count + 1): \(error.reason)")
            }
            chunks.start = end
            form = .array(count: count + 1)
            guard case .object(let object) = value else {
                if notAnObject == nil {
                    notAnObject = TaskwarriorJSON.notFormat("entry \(count + 1) is \(value.kind), not a task {...}")
                }
                return nil
            }
            return object
        }

        /// The object of the next line that is not blank (a comma after it allowed); `nil`
        /// at the end.
        private mutating func line() throws(ImportError) -> [String: TaskwarriorValue]? {
            if let single = pendingSingle {
                pendingSingle = nil
                return single
            }
            while true {
                var searched = chunks.start
                var lineEnd: Int?
                while true {
                    if let found = chunks.buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                        lineEnd = found
                        break
                    }
                    if chunks.atEnd { break }
                    let kept = chunks.buffer.count - chunks.start
                    try chunks.fill()
                    searched = chunks.start + kept
                }
                let end = lineEnd ?? chunks.buffer.count
                if lineEnd == nil, chunks.start == end { return nil }
                lineNumber += 1
                var content = chunks.buffer[chunks.start..<end].drop(while: TaskwarriorJSON.isSpace)
                chunks.start = lineEnd.map { $0 + 1 } ?? end
                while let last = content.last, TaskwarriorJSON.isSpace(last) { content = content.dropLast() }
                if content.last == UInt8(ascii: ",") { content = content.dropLast() }
                if content.isEmpty { continue }
                let value: TaskwarriorValue
                do throws(TaskwarriorValueReader.Failure) {
                    value = try TaskwarriorValueReader.value(of: content)
                } catch {
                    throw TaskwarriorJSON.notFormat("line \(lineNumber) is not JSON: \(error.reason)")
                }
                guard case .object(let object) = value else {
                    throw TaskwarriorJSON.notFormat("line \(lineNumber) is \(value.kind), not a task {...}")
                }
                return object
            }
        }

        /// The next byte that is not space, not taken; `nil` at the end.
        private mutating func nextByte() throws(ImportError) -> UInt8? {
            while true {
                while chunks.start < chunks.buffer.count, TaskwarriorJSON.isSpace(chunks.buffer[chunks.start]) {
                    chunks.start += 1
                }
                if chunks.start < chunks.buffer.count { return chunks.buffer[chunks.start] }
                guard try chunks.fill() else { return nil }
            }
        }

        /// Where the JSON value at the reading position ends (the index after it), found by
        /// its brackets and quotes only: at the end of the input when it does not end before.
        private mutating func valueEnd() throws(ImportError) -> Int {
            while true {
                if let end = Self.valueEnd(in: chunks.buffer, from: chunks.start) { return end }
                if chunks.atEnd { return chunks.buffer.count }
                try chunks.fill()
            }
        }

        /// Where the value starting at `start` ends in `bytes`; `nil` when it runs past them.
        private static func valueEnd(in bytes: [UInt8], from start: Int) -> Int? {
            var depth = 0
            var inString = false
            var escaped = false
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 { return index + 1 }
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        if depth == 0 { return index }
                        depth -= 1
                        if depth == 0 { return index + 1 }
                    case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                        if depth == 0 { return index }
                    default: break
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// The refusal of input that is not Taskwarrior's, saying why.
    static func notFormat(_ reason: String) -> ImportError {
        .notFormat(format: format, reason: reason)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
