import Foundation
import TestSupport
import Testing

/// Issue 30, fault 11: an import reads its file a chunk at a time and stores it a batch at
/// a time, in one transaction, so that its memory does not grow with the file. A million
/// items of todo's JSON took 699 MB, and a Taskwarrior export of 300,000 tasks 2.6 GB;
/// both now stay under 200 MB (the peak resident memory of the real binary, as the kernel
/// counts it). No time is asserted: Docs/Performance.md has the speed.
@Suite struct LargeImportMemoryTests {
    /// The most memory an import of any size may take.
    static let limit = 200 * 1024 * 1024

    @Test func aMillionItemsOfTodosJSONImportWithinTwoHundredMegabytes() throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("million.json")
        try Self.write(to: path, count: 1_000_000, opening: "[\n", closing: "]\n") { number in
            #"{"title": "Item \#(number)", "due": "2026-12-01", "tags": ["bulk"]}"#
        }
        let outcome = try scenario.todo.start(["import", path]).waitWatchingMemory(timeout: 900)
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == "Imported 1000000 items.\n")
        #expect(outcome.peakMemory > 0 && outcome.peakMemory < Self.limit, "peak \(outcome.peakMemory / 1_048_576) MB")
        let last = try scenario.succeed("show", "1000000", "--json")
        #expect(last.stdout.contains(#""title": "Item 1000000""#))
    }

    @Test func aLargeTaskwarriorExportWithSeriesImportsWithinTwoHundredMegabytes() throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("tasks.json")
        let count = 300_000
        // Every thousandth task is a repeating series: a template and two pending
        // instances, the later one first in the file.
        try Self.write(to: path, count: count, opening: "[\n", closing: "]\n") { number in
            let uuid = Self.uuid(number, kind: 0)
            let entry = #""entry": "20261101T120000Z", "modified": "20261101T120000Z", "urgency": 1.8"#
            guard number % 1_000 == 0 else {
                return #"{"id": \#(number), "description": "Task \#(number)", \#(entry), "status": "pending", "#
                    + #""uuid": "\#(uuid)", "project": "home", "tags": ["bulk", "imported"]}"#
            }
            let template = Self.uuid(number, kind: 1)
            return #"{"description": "Series \#(number)", \#(entry), "status": "recurring", "recur": "weekly", "#
                + #""due": "20261102T120000Z", "uuid": "\#(template)"},\#n"#
                + #"{"description": "Series \#(number)", \#(entry), "status": "pending", "parent": "\#(template)", "#
                + #""due": "20261116T120000Z", "uuid": "\#(Self.uuid(number, kind: 2))"},\#n"#
                + #"{"description": "Series \#(number)", \#(entry), "status": "pending", "parent": "\#(template)", "#
                + #""due": "20261109T120000Z", "uuid": "\#(uuid)"}"#
        }
        let outcome = try scenario.todo.start(["import", "--from", "taskwarrior", path]).waitWatchingMemory(
            timeout: 900)
        #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
        let series = count / 1_000
        #expect(
            String(decoding: outcome.stdout, as: UTF8.self)
                == "Imported \(count) items (\(series) skipped: later occurrences of a repeating task).\n")
        #expect(outcome.peakMemory > 0 && outcome.peakMemory < Self.limit, "peak \(outcome.peakMemory / 1_048_576) MB")
        // The series' item is its earliest instance, in the file's place, with the rule.
        let first = try scenario.succeed("show", "1000", "--json")
        #expect(first.stdout.contains(#""title": "Series 1000""#) && first.stdout.contains(#""due": "2026-11-09""#))
        #expect(first.stdout.contains(#""every": "1 week""#))
    }

    /// A fixed uuid for task `number` (`kind` tells the tasks of one number apart).
    private static func uuid(_ number: Int, kind: Int) -> String {
        let hex = String(number, radix: 16)
        return "\(kind)0000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    /// Writes `count` entries, one a line, between `opening` and `closing`, a piece at a
    /// time (the test itself holds no large file).
    private static func write(
        to path: String, count: Int, opening: String, closing: String, entry: (Int) -> String
    ) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else { throw CocoaError(.fileWriteUnknown) }
        defer { try? file.close() }
        var piece = opening
        for number in 1...count {
            piece += entry(number)
            piece += number == count ? "\n" : ",\n"
            if piece.utf8.count > 1 << 20 {
                try file.write(contentsOf: Data(piece.utf8))
                piece = ""
            }
        }
        piece += closing
        try file.write(contentsOf: Data(piece.utf8))
    }
}
