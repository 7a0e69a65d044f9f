import TOMLReader
import Testing

/// Whatever a settings file holds, reading it gives a document or a located error: it never
/// crashes, hangs, recurses without bound or uses memory out of proportion to the file.
@Suite("Hostile input")
struct HostileInputTests {
    /// Checks the error for `text`, if any, points inside it.
    static func expectLocated(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = readingError(text) else { return }
        let lines = text.reduce(1) { $0 + ($1 == "\n" || $1 == "\r\n" ? 1 : 0) }
        #expect(error.line >= 1 && error.line <= lines, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column >= 1, "\(error)", sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("an open bracket and a line break (which crashed toml++) gives an error")
    func openBracketAndNewlineGivesError() throws {
        let error = try #require(readingError("[\n"))
        #expect(error.line == 1 && error.column == 2)
    }

    @Test("two open brackets give an error")
    func twoOpenBracketsGiveError() throws {
        let error = try #require(readingError("[["))
        #expect(error.line == 1 && error.column == 3)
    }

    @Test("ten thousand nested arrays stop at the depth limit")
    func deeplyNestedArraysStopAtLimit() throws {
        let error = try #require(readingError("a = " + String(repeating: "[", count: 10_000)))
        #expect(error.line == 1 && error.column == 5 + TOMLLimits.maximumDepth)
        #expect(error.message.contains("nested too deeply"))
    }

    @Test("ten thousand nested inline tables stop at the depth limit")
    func deeplyNestedInlineTablesStopAtLimit() throws {
        let error = try #require(readingError("a = " + String(repeating: "{b = ", count: 10_000)))
        #expect(error.message.contains("nested too deeply"))
        let mixed = try #require(readingError("a = " + String(repeating: "[{b = ", count: 10_000)))
        #expect(mixed.message.contains("nested too deeply"))
    }

    @Test("\"a = [\" repeated ten thousand times gives an error")
    func repeatedOpenArraysGiveError() throws {
        let error = try #require(readingError(String(repeating: "a = [", count: 10_000)))
        #expect(error.line == 1 && error.column >= 1)
    }

    @Test("a one-megabyte line of letters gives an error at its end")
    func megabyteLineGivesError() throws {
        let error = try #require(readingError(String(repeating: "a", count: 1 << 20)))
        #expect(error.line == 1 && error.column == (1 << 20) + 1)
    }

    @Test("one-megabyte strings, comments and keys are read")
    func megabyteValuesAreRead() throws {
        let long = String(repeating: "x", count: 1 << 20)
        let document = try TOMLDocument(parsing: "# \(long)\ns = \"\(long)\"\nt = '''\(long)'''\n\"\(long)\" = 1\n")
        #expect(document["s"]?.string?.count == 1 << 20)
        #expect(document["t"]?.string?.count == 1 << 20)
        #expect(document[long] == .integer(1))
        let escapes = try TOMLDocument(parsing: "e = \"" + String(repeating: "\\u00e9", count: 100_000) + "\"")
        #expect(escapes["e"]?.string?.count == 100_000)
    }

    @Test("a hundred thousand keys are read")
    func hundredThousandKeysAreRead() throws {
        var text = ""
        for index in 0..<100_000 {
            text += "key\(index) = \(index)\n"
        }
        let document = try TOMLDocument(parsing: text)
        #expect(document.root.count == 100_000)
        #expect(document["key99999"] == .integer(99_999))
        #expect(document.line(of: "key99999") == 100_000)
    }

    @Test("a hundred thousand tables in an array of tables are read")
    func hundredThousandArrayTablesAreRead() throws {
        let document = try TOMLDocument(parsing: String(repeating: "[[task]]\nx.y = 1\n", count: 100_000))
        #expect(document["task"]?.array?.count == 100_000)
    }

    @Test("a dotted key of a hundred thousand parts stops at the depth limit")
    func longDottedKeyStopsAtLimit() throws {
        let key = Array(repeating: "a", count: 100_000).joined(separator: ".")
        let error = try #require(readingError(key + " = 1\n"))
        #expect(error.message.contains("nested too deeply"))
        let header = try #require(readingError("[" + key + "]\n"))
        #expect(header.message.contains("nested too deeply"))
    }

    @Test("many deep dotted keys are read")
    func manyDeepDottedKeysAreRead() throws {
        let path = Array(repeating: "p", count: 60).joined(separator: ".")
        var text = ""
        for index in 0..<5_000 {
            text += "\(path).k\(index) = \(index)\n"
        }
        let document = try TOMLDocument(parsing: text)
        var table = document.root
        for _ in 0..<60 {
            table = try #require(table["p"]?.table)
        }
        #expect(table.count == 5_000)
    }

    @Test("an unclosed quote at the end of the file gives an error")
    func unclosedQuoteAtEndGivesError() throws {
        for text in ["a = \"", "\"", "a = \"\"\"", "a = '", "a = '''", "\"a", "a = \"\\"] {
            let error = try #require(readingError(text), "\(text)")
            #expect(error.line == 1 && error.column >= 1)
        }
    }

    @Test("a lone carriage return gives an error")
    func loneCarriageReturnGivesError() throws {
        let error = try #require(readingError("\r"))
        #expect(error.line == 1 && error.column == 1)
        #expect(try #require(readingError("a = 1\n\rb = 2")).line == 2)
        #expect(try #require(readingError("s = \"\"\"a\rb\"\"\"")).column == 9)
    }

    @Test("a NUL gives an error wherever it is")
    func nulGivesError() throws {
        for text in ["\0", "a = \"\0\"", "# \0", "a = '''\0'''", "\0a = 1", "[a\0]"] {
            let error = try #require(readingError(text), "\(text.debugDescription)")
            #expect(error.message.contains("NUL"))
        }
    }

    static let sample = #"""
        # A document using every feature, so its prefixes cut every construct.
        title = "TOML \"example\" \u00E9 \U0001F600"
        'literal key' = 'C:\path'
        "quoted.key" = """
        multi \
          line "quoted" ""
        """
        raw = '''
        keep \n this'''
        numbers = [0, -17, +99, 1_000, 0xDEAD_beef, 0o755, 0b1101, 9223372036854775807]
        floats = [1.5, -0.01, 5e+22, 1E-6, 6.626_001e-34, inf, -inf, nan]
        bools = [true, false, ] # trailing comma
        dates = [1979-05-27T07:32:00Z, 1979-05-27 00:32:00.999-07:00, 1979-05-27T07:32:00, 1979-05-27, 07:32:00.5]
        inline = { a = 1, b.c = "d", e = [ { f = {} } ] }
        nested = [ [ 1, 2 ], [ "a", [ 'b' ] ],
          # comment inside
        ]
        [server]
        host.name = "example.com"
        [server.sub]
        port = 8080
        [[items]]
        id = 1
        [[items.parts]]
        name = "part"
        [[items]]
        id = 2
        """#

    @Test("every prefix of a valid document reads or gives a located error")
    func everyPrefixReadsOrGivesLocatedError() throws {
        _ = try TOMLDocument(parsing: Self.sample)
        var prefix = ""
        for character in Self.sample {
            prefix.append(character)
            Self.expectLocated(prefix)
        }
        let bytes = Array(Self.sample.utf8)
        for end in 0...bytes.count {
            #expect(TOMLFuzzing.check(Array(bytes[0..<end])) == nil)
        }
    }

    @Test("every document with one byte removed reads or gives a located error")
    func everyDeletionReadsOrGivesLocatedError() {
        let bytes = Array(Self.sample.utf8)
        for index in bytes.indices {
            var mutated = bytes
            mutated.remove(at: index)
            #expect(TOMLFuzzing.check(mutated) == nil)
        }
    }

    @Test("random mutations of valid documents never crash and give located errors")
    func randomMutationsGiveLocatedErrors() {
        var generator = SplitMix64(seed: 0x746F_646F)
        let corpus = ValidDocumentTests.cases.map { Array($0.toml.utf8) } + [Array(Self.sample.utf8)]
        let pieces = [
            "[", "]", "[[", "]]", "{", "}", "=", ".", ",", "\"", "'", "\"\"\"", "'''", "\\", "\n", "\r\n", "\r", "#",
            " ", "\t", "a", "1", "0x", "e", "_", "-", "+", ":", "T", "Z", "inf", "nan", "true", "1979-05-27",
            "07:32:00", "\\u", "\\U0001", "a.b", "[a]", "[[a]]", "a = 1\n", "x.y = 2\n", "{}", "[]", "\0", "é",
        ].map { Array($0.utf8) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(3))
        var runs = 0
        while runs < 200_000 && (runs < 2_000 || clock.now < deadline) {
            var bytes = corpus.randomElement(using: &generator) ?? []
            for _ in 0...Int.random(in: 0...3, using: &generator) {
                Self.mutate(&bytes, pieces: pieces, corpus: corpus, using: &generator)
            }
            let problem = TOMLFuzzing.check(bytes)
            #expect(problem == nil, "\(problem ?? "") in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if problem != nil {
                break
            }
            runs += 1
        }
        #expect(runs >= 2_000)
    }

    @Test("random bytes never crash and give located errors")
    func randomBytesGiveLocatedErrors() {
        var generator = SplitMix64(seed: 42)
        let syntax = Array("[]{}=.,\"'#\n a1".utf8)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...64, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: 0...255, using: &generator)
                    : syntax.randomElement(using: &generator) ?? 0
            }
            #expect(TOMLFuzzing.check(bytes) == nil)
        }
    }

    /// Applies one random change to `bytes`: delete, insert a piece, replace a byte, splice from
    /// the corpus, or duplicate a run.
    static func mutate(
        _ bytes: inout [UInt8], pieces: [[UInt8]], corpus: [[UInt8]], using generator: inout SplitMix64
    ) {
        let position = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where position < bytes.count:
            let end = min(bytes.count, position + Int.random(in: 1...8, using: &generator))
            bytes.removeSubrange(position..<end)
        case 1:
            bytes.insert(contentsOf: pieces.randomElement(using: &generator) ?? [], at: position)
        case 2 where position < bytes.count:
            bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 3:
            let other = corpus.randomElement(using: &generator) ?? []
            let start = Int.random(in: 0...other.count, using: &generator)
            let end = min(other.count, start + Int.random(in: 0...40, using: &generator))
            bytes.insert(contentsOf: other[start..<end], at: position)
        default:
            let end = min(bytes.count, position + Int.random(in: 0...16, using: &generator))
            let run = Array(bytes[position..<end])
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes.insert(contentsOf: run, at: position)
            }
        }
    }
}
