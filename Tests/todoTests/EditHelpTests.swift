import Foundation
import TestSupport
import Testing

/// Every text that says what `edit` changes names the six things it asks or takes (title,
/// due, note, tags, priority, repeat): `todo edit --help` (and so the manual page), and
/// Docs/Usage.md's REPL `edit N` row and item screen (issue 31, item 17; the REPL's own
/// help is checked against the questions it asks in CompactFrontTests).
@Suite struct EditHelpTests {
    static let fields = ["title", "due", "note", "tags", "priority", "repeat"]

    func expectAllFields(in text: String, _ place: String) {
        for field in Self.fields {
            #expect(text.lowercased().contains(field), "\(place) does not name \(field): \(text)")
        }
    }

    @Test func theEditHelpTheManualPageAndUsageNameEverythingEditChanges() throws {
        let help = try Scenario().run(["edit", "--help"])
        expectAllFields(
            in: help.stdout.components(separatedBy: "\n").prefix(3).joined(separator: " "), "todo edit --help")
        let page = try String(contentsOfFile: ManualPageTests.pagePath, encoding: .utf8)
        let manualEdit = page.components(separatedBy: ".It Em edit").dropFirst().first?.prefix(300) ?? ""
        expectAllFields(in: String(manualEdit), "the manual page's edit")
        let usage = try String(contentsOfFile: "\(PackageRoot.path)/Docs/Usage.md", encoding: .utf8)
        let lines = usage.components(separatedBy: "\n")
        let row = lines.first { $0.hasPrefix("| `edit N`") } ?? ""
        expectAllFields(in: row, "Usage.md's REPL edit row")
        let itemScreen = lines.first { $0.hasPrefix("Its prompt is `item N>`.") }.map { line in
            lines.drop { $0 != line }.prefix(3).joined(separator: " ")
        }
        expectAllFields(in: itemScreen ?? "", "Usage.md's item screen")
    }
}
