import Foundation
import TestSupport
import Testing

/// Docs/Library.md quotes the library example; this keeps the two identical and runs it.
@Suite struct LibraryExampleTests {
    @Test func theDocumentQuotesTheExampleExactly() throws {
        let doc = try String(contentsOfFile: "\(PackageRoot.path)/Docs/Library.md", encoding: .utf8)
        let source = try String(
            contentsOfFile: "\(PackageRoot.path)/Sources/Tools/LibraryExample/main.swift", encoding: .utf8)
        let start = try #require(doc.range(of: "```swift\n"))
        let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
        let quoted = String(doc[start.upperBound..<end.lowerBound])
        #expect(quoted.hasPrefix("import AppCore"))
        #expect(quoted + "\n" == source)
    }

    @Test func theExampleRunsAndPrintsTheSections() throws {
        let executable = URL(fileURLWithPath: TodoBinary.path).deletingLastPathComponent()
            .appendingPathComponent("library-example")
        let outcome = try ChildProcess.run(executable.path, [], environment: ["PATH": "/usr/bin:/bin"])
        let printed = String(decoding: outcome.stdout, as: UTF8.self)
        #expect(outcome.status == 0)
        #expect(
            printed == """
                Tomorrow
                  1  Buy milk  (due 2026-11-20, a Friday)
                Later This Week
                  2  Call the plumber  (due 2026-11-21, a Saturday)
                Later
                  3  Renew passport  (due 2026-12-10, a Thursday)

                """)
    }
}
