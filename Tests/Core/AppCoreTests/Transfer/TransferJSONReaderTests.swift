import Foundation
import Testing

@testable import AppCore

@Suite struct TransferJSONReaderTests {
    func read(_ json: String) throws(ImportError) -> [TransferEntry] {
        try TransferJSONReader.entries(in: Data(json.utf8))
    }

    @Test func escapesAreDecodedIncludingSurrogatePairs() throws {
        let entries = try read(#"[{"title": "caf\u00e9 \ud83d\ude00 \"q\" a\\b\/c\n\t", "due": "2026-11-20"}]"#)
        #expect(entries.first?.title == "café 😀 \"q\" a\\b/c\n\t")
    }

    @Test(arguments: [
        (#"\ud800\u0041"#, "\u{FFFD}A"),
        (#"\ud800"#, "\u{FFFD}"),
        (#"x\ud800y"#, "x\u{FFFD}y"),
        (#"\udc00\u0041"#, "\u{FFFD}A"),
        (#"\ud800\ud83d\ude00"#, "\u{FFFD}😀"),
        (#"\ud800\n"#, "\u{FFFD}\n"),
    ])
    func aLoneSurrogateBecomesAReplacementCharacterAndTheNextEscapeIsKept(escaped: String, title: String) throws {
        let entries = try read("[{\"title\": \"\(escaped)\", \"due\": \"2026-11-20\"}]")
        #expect(entries.first?.title == title)
    }

    @Test func nestingDeeperThanTheLimitIsRefusedNamingTheEntry() {
        let deep = String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000)
        let json = #"[{"title": "a", "due": "2026-11-20"}, {"title": "b", "due": "2026-11-20", "x": "# + deep + "}]"
        #expect(
            throws: ImportError.badEntry(
                position: 2, reason: "a value is nested more than \(TransferJSONReader.maximumDepth) levels deep")
        ) {
            try read(json)
        }
        let open = #"[{"title": "a", "due": "2026-11-20", "x": "# + String(repeating: "{\"k\": ", count: 60_000)
        #expect(
            throws: ImportError.badEntry(
                position: 1, reason: "a value is nested more than \(TransferJSONReader.maximumDepth) levels deep")
        ) {
            try read(open)
        }
    }

    @Test func nestingUpToTheLimitIsSkipped() throws {
        let depth = TransferJSONReader.maximumDepth
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let entries = try read(#"[{"title": "t", "due": "2026-11-20", "x": "# + nested + "}]")
        #expect(entries.first?.title == "t")
    }

    @Test func knownKeysWrittenWithEscapesAreStillRead() throws {
        let json =
            #"[{"t\u0069tle": "Buy milk", "d\u0075e": "2026-11-20", "t\u0061gs": ["home"], "pr\u0069ority": "high"}]"#
        let entry = try #require(try read(json).first)
        #expect(entry.title == "Buy milk" && entry.due == "2026-11-20")
        #expect(entry.tags == ["home"] && entry.priority == "high")
    }

    @Test func everyKnownKeyIsRead() throws {
        let json = """
            [{"id": 7, "title": "Pay rent", "due": null, "created": "2026-11-01T08:00:00Z", \
            "completed": "2026-11-02T08:00:00Z", "notes": "by transfer", "tags": ["home", "money"], \
            "priority": "low", "every": "month"}]
            """
        let entry = try #require(try read(json).first)
        #expect(entry.id == 7 && entry.title == "Pay rent" && entry.due == nil)
        #expect(entry.created == "2026-11-01T08:00:00Z" && entry.completed == "2026-11-02T08:00:00Z")
        #expect(entry.notes == "by transfer" && entry.tags == ["home", "money"])
        #expect(entry.priority == "low" && entry.every == "month")
    }

    @Test func unknownKeysOfAnyShapeAreSkipped() throws {
        let json =
            #"[{"labels": ["a", {"b": [1, 2.5e3, true, null]}], "title": "t", "extra": {}, "due": "2026-11-20", "n": -3}]"#
        let entries = try read(json)
        #expect(entries.count == 1 && entries.first?.title == "t")
    }

    @Test func anyWhitespaceAndAnEmptyArrayAreFine() throws {
        #expect(try read(" \n[ ]\n ").isEmpty)
        let entries = try read("[\n\t{ \"id\" : 7 ,\r\n\"title\":\"x\",\"due\":\"2026-11-20\",\"created\":null}\n]")
        #expect(entries.first?.id == 7 && entries.first?.created == nil)
    }

    @Test func aLeadingUTF8ByteOrderMarkIsSkipped() throws {
        let marked = Data([0xEF, 0xBB, 0xBF] + Array(#"[{"title": "a", "due": "2026-11-20"}]"#.utf8))
        #expect(try TransferJSONReader.entries(in: marked).map(\.title) == ["a"])
        let empty = Data([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
        #expect(try TransferJSONReader.entries(in: empty).isEmpty)
    }

    @Test(arguments: [
        (
            #"[{"title": "a", "due": "2026-11-20", "id": 1.5}]"#,
            ImportError.badEntry(position: 1, reason: "\"id\": expected a whole number")
        ),
        (
            #"[{"title": "a", "due": "2026-11-20"}, {"title": "b"}]"#,
            .badEntry(position: 2, reason: "the field \"due\" is missing")
        ),
        (#"[{"title": "a\u0007", "due": 20261120}]"#, .badEntry(position: 1, reason: "\"due\": expected a string")),
        (#"[{"title": "a"#, .badEntry(position: 1, reason: "a string is not closed")),
        (
            "[{\"title\": \"tab\there\", \"due\": \"2026-11-20\"}]",
            .badEntry(position: 1, reason: "a control character inside a string must be escaped")
        ),
        (
            #"[{"title": "a", "due": "2026-11-20"}] trailing"#,
            .unreadable("unexpected text after the closing ], at line 1, column 39")
        ),
        ("{}", .unreadable("the input does not start with [, at line 1, column 1")),
        (
            "[\n{\"title\": \"a\", \"due\": \"2026-11-20\"}\n",
            .unreadable("expected , or ] after entry 1, at line 3, column 1")
        ),
    ])
    func problemsNameTheEntryOrTheLine(json: String, error: ImportError) {
        #expect(throws: error) { try read(json) }
    }
}
