import Foundation
import Testing

@testable import AppCore

/// An import reads its file a chunk at a time (1 MB): whatever byte a chunk ends on (inside
/// a string, an escape, a number, a key, between entries, inside a line break), each
/// reader reads what it reads from the whole file, and says the same of a broken one.
@Suite struct ImportChunkBoundaryTests {
    static let json =
        "\u{FEFF}[\n  {\"id\": 12, \"title\": \"Caf\\u00e9 \\ud83d\\ude00 \\\"q\\\"\", \"due\": null, "
        + "\"x\": {\"a\": [1, 2.5e3, true, null, \"}\"]}},\n  {\"title\": \"two\", \"due\": \"2026-11-20\", "
        + "\"tags\": [\"a\", \"b\"], \"notes\": \"é\\n\", \"id\": 1234567}\n]\n"

    static func entries(_ text: String, chunkSize: Int) throws(ImportError) -> [String] {
        var stream = try TransferJSONReader.Stream(ImportSource(data: Data(text.utf8)), chunkSize: chunkSize)
        var entries: [String] = []
        while let entry = try stream.next() { entries.append(String(describing: entry)) }
        return entries
    }

    @Test(arguments: 1...48)
    func todosJSONReadsTheSameWhereverAChunkEnds(chunkSize: Int) throws {
        let whole = try Self.entries(Self.json, chunkSize: 1 << 20)
        #expect(whole.count == 2)
        #expect(try Self.entries(Self.json, chunkSize: chunkSize) == whole)
    }

    @Test(arguments: [
        "[{\"title\": \"a\", \"due\": null}, {\"title\": 5, \"due\": null}]",
        "[{\"title\": \"a\", \"due\": null}]\n\n  trailing",
        "[{\"title\": \"a\", \"due\": null} {\"title\": \"b\", \"due\": null}]",
        "[{\"title\": \"a\", \"due\": null}, {\"title\": \"b\", \"due\": null",
        "[{\"title\": \"a\", \"due\": null}, {\"title\": \"unclosed, \"due\": null}]",
    ])
    func aBrokenFileIsRefusedAlikeWhereverAChunkEnds(json: String) {
        var messages = Set<String>()
        for chunkSize in [1, 2, 3, 5, 7, 16, 1 << 20] {
            do {
                _ = try Self.entries(json, chunkSize: chunkSize)
                messages.insert("read")
            } catch {
                messages.insert(error.description)
            }
        }
        #expect(messages.count == 1 && messages.first != "read", "\(messages)")
    }

    @Test(arguments: [1, 2, 3, 7, 1 << 20])
    func linesReadTheSameWhereverAChunkEnds(chunkSize: Int) throws {
        let text = "\u{FEFF}first\r\n\nsecond line\r\nthird\n\r\nlast"
        var lines = try ImportLines(ImportSource(data: Data(text.utf8)), chunkSize: chunkSize)
        var read: [String] = []
        while let (bytes, number) = try lines.next() {
            read.append("\(number):\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(read == ["1:first", "2:", "3:second line", "4:third", "5:", "6:last"])
    }

    @Test(arguments: [1, 2, 3, 7, 1 << 20])
    func taskwarriorsBothFormsReadTheSameWhereverAChunkEnds(chunkSize: Int) throws {
        let task = #"{"description": "a \"b\" [c]", "status": "pending", "uuid": "x", "tags": ["d", "e"]}"#
        for text in ["[\n\(task),\n\(task)\n]\n", "\(task),\r\n\n  \(task)\n", " \(task) \n"] {
            var objects = try TaskwarriorJSON.Objects(ImportSource(data: Data(text.utf8)), chunkSize: chunkSize)
            var read: [String] = []
            while let (object, position) = try objects.next() {
                read.append("\(position):\(object["description"]?.text ?? "")")
            }
            #expect(read.count == (text.hasPrefix(" ") ? 1 : 2) && read.allSatisfy { $0.hasSuffix(#":a "b" [c]"#) })
        }
    }
}
