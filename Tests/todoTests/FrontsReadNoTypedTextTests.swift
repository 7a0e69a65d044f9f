import Foundation
import Testing

/// The fronts and the executable only map input to intents and draw display data: what a
/// user typed (a filter, a due date, a priority) reaches AppCore and Presentation as text,
/// and only they call its readers. A simple check over the source files, comments left out.
@Suite struct FrontsReadNoTypedTextTests {
    /// The readers of typed text, as a call to each is written.
    static let readers = ["ItemFilter(parsing:", "DueDateParser", "Priority.parse"]

    /// The folders of the fronts and of the executable.
    static let folders = ["Sources/Fronts", "Sources/todo"]

    @Test func noFrontAndNoCommandCallsTheFilterTheDueDateOrThePriorityReader() throws {
        var files = 0
        var calls: [String] = []
        for folder in Self.folders {
            let root = URL(fileURLWithPath: PackageRoot.path).appendingPathComponent(folder)
            let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            for path in paths where path.hasSuffix(".swift") {
                files += 1
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !code.hasPrefix("//") else { continue }
                    for reader in Self.readers where code.contains(reader) {
                        calls.append("\(folder)/\(path):\(number + 1): \(reader)")
                    }
                }
            }
        }
        #expect(files > 50, "the check found the sources")
        #expect(calls.isEmpty, "\(calls)")
    }
}
