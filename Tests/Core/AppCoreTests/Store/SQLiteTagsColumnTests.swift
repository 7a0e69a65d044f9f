import Testing

@testable import AppCore

/// A `tags` column's bytes, read in place, give back the tags the item was saved with.
@Suite struct SQLiteTagsColumnTests {
    @Test(arguments: [
        ("", [String]()),
        ("home", ["home"]),
        ("home work-q4 café", ["home", "work-q4", "café"]),
        (" home  work ", ["home", "work"]),
        ("日本語 x", ["日本語", "x"]),
    ])
    func aTagsColumnReadsBackEveryTagInOrder(column: String, tags: [String]) {
        let read = Array(column.utf8).withUnsafeBufferPointer { SQLiteSearchSchema.tags(utf8: $0) }
        #expect(read == tags)
    }

    @Test func savedTagsReadBackAsTheyWereJoined() {
        let saved = ["errands", "x", "Ünïcode", "a.b_c-d"]
        let column = SQLiteSearchSchema.text(saved)
        let read = Array(column.utf8).withUnsafeBufferPointer { SQLiteSearchSchema.tags(utf8: $0) }
        #expect(read == saved)
    }
}
