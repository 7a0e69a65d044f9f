import TOMLReader
import Testing

/// The depth limit: exactly ``TOMLLimits/maximumDepth`` levels of tables and arrays are
/// read, one more is refused, however the levels are written.
@Suite("Limits")
struct LimitsTests {
    static let depth = TOMLLimits.maximumDepth

    @Test("arrays may nest exactly to the limit")
    func arraysNestToLimit() throws {
        let deepest = "a = " + String(repeating: "[", count: Self.depth) + String(repeating: "]", count: Self.depth)
        _ = try TOMLDocument(parsing: deepest)
        let tooDeep =
            "a = " + String(repeating: "[", count: Self.depth + 1)
            + String(repeating: "]", count: Self.depth + 1)
        #expect(readingError(tooDeep)?.message.contains("nested too deeply") == true)
    }

    @Test("inline tables may nest exactly to the limit")
    func inlineTablesNestToLimit() throws {
        func nested(_ count: Int) -> String {
            "a = " + String(repeating: "{b = ", count: count - 1) + "{}" + String(repeating: "}", count: count - 1)
        }
        _ = try TOMLDocument(parsing: nested(Self.depth))
        #expect(readingError(nested(Self.depth + 1))?.message.contains("nested too deeply") == true)
    }

    @Test("dotted keys may nest exactly to the limit")
    func dottedKeysNestToLimit() throws {
        func key(_ parts: Int) -> String { Array(repeating: "k", count: parts).joined(separator: ".") + " = 1" }
        _ = try TOMLDocument(parsing: key(Self.depth + 1))
        #expect(readingError(key(Self.depth + 2))?.message.contains("nested too deeply") == true)
    }

    @Test("table headers may nest exactly to the limit")
    func headersNestToLimit() throws {
        func header(_ parts: Int) -> String { "[" + Array(repeating: "t", count: parts).joined(separator: ".") + "]" }
        _ = try TOMLDocument(parsing: header(Self.depth))
        #expect(readingError(header(Self.depth + 1))?.message.contains("nested too deeply") == true)
        _ = try TOMLDocument(parsing: "[" + header(Self.depth - 1) + "]")
        #expect(readingError("[" + header(Self.depth) + "]")?.message.contains("nested too deeply") == true)
    }

    @Test("levels add up across headers, dotted keys, arrays and inline tables")
    func levelsAddUp() throws {
        let header = "[" + Array(repeating: "t", count: 30).joined(separator: ".") + "]\n"
        let key = Array(repeating: "k", count: 20).joined(separator: ".")
        let fits = header + key + " = " + String(repeating: "[", count: 15) + String(repeating: "]", count: 15)
        _ = try TOMLDocument(parsing: fits)
        let tooDeep = header + key + " = " + String(repeating: "[{a = ", count: 8)
        #expect(readingError(tooDeep)?.message.contains("nested too deeply") == true)
    }

    @Test("very long floats are refused rather than converted slowly")
    func longFloatsAreRefused() throws {
        let long = "a = 1." + String(repeating: "1", count: TOMLLimits.maximumNumberLength)
        #expect(readingError(long)?.message.contains("too long") == true)
        let longInteger = "a = " + String(repeating: "9", count: 100_000)
        #expect(readingError(longInteger)?.message.contains("too large") == true)
    }
}
