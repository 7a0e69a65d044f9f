import Foundation
import TestSupport
import Testing

/// Migrating from Taskwarrior: a data set written by the real `task` program imports with
/// its due days, tags, priorities, annotations and projects; completed tasks come done,
/// deleted ones are skipped, a recurring task comes once with its rule; importing the same
/// export again adds nothing.
@Suite struct TaskwarriorImportTests {
    let task: RealTaskwarrior
    let scenario: Scenario

    init() throws {
        task = try RealTaskwarrior()
        try task.run("add", "Pay rent", "due:2026-12-01", "+bills", "priority:H", "project:home.finance")
        try task.run("/Pay rent/", "annotate", "Landlord: Mrs Okafor")
        try task.run("add", "Buy milk", "+shop", "priority:L")
        try task.run("add", "Water the plants", "due:2026-11-20", "recur:weekly")
        try task.run("add", "Old plan")
        try task.run("add", "Call mum", "due:2026-11-21", "priority:M")
        try task.run("/Buy milk/", "done")
        try task.run("/Old plan/", "delete")
        try task.run("list")  // lets Taskwarrior make the recurring task's instances
        scenario = try Scenario()
    }

    func exported() throws -> [ExportedItem] {
        try JSONDecoder().decode([ExportedItem].self, from: Data(try scenario.succeed("export").stdout.utf8))
    }

    @Test func aRealTaskwarriorExportImportsAsTheIssueDescribes() throws {
        let file = try task.export()
        let summary = try scenario.succeed("import", "--from", "taskwarrior", file).stdout
        #expect(summary.hasPrefix("Imported 4 items ("), "\(summary)")
        #expect(summary.contains("deleted in Taskwarrior"))
        let items = try exported()
        #expect(Set(items.map(\.title)) == ["Pay rent", "Buy milk", "Water the plants", "Call mum"])
        let rent = try #require(items.first { $0.title == "Pay rent" })
        #expect(rent.due == "2026-12-01" && rent.completed == nil && rent.priority == "high")
        #expect(Set(rent.tags) == ["bills", "home.finance"])
        #expect(rent.notes.hasSuffix("Landlord: Mrs Okafor"))
        let milk = try #require(items.first { $0.title == "Buy milk" })
        #expect(milk.completed != nil && milk.tags == ["shop"] && milk.priority == "low" && milk.due == nil)
        let plants = items.filter { $0.title == "Water the plants" }
        #expect(plants.count == 1)
        #expect(plants.first?.every == "1 week" && plants.first?.completed == nil)
        #expect(items.first { $0.title == "Call mum" }?.priority == "medium")
    }

    @Test func importingTheSameExportTwiceKeepsOneCopyOfEachTask() throws {
        let file = try task.export()
        try scenario.succeed("import", "--from", "taskwarrior", file)
        let again = try scenario.succeed("import", "--from", "taskwarrior", file).stdout
        #expect(again.hasPrefix("Imported 0 items ("), "\(again)")
        #expect(again.contains("imported before"))
        #expect(try exported().count == 4)
        try task.run("add", "New since", "due:2026-11-25")
        let third = try scenario.succeed("import", "--from", "taskwarrior", try task.export()).stdout
        #expect(third.hasPrefix("Imported 1 item ("), "\(third)")
        #expect(try exported().count == 5)
    }

    @Test func anImportIsOneUndoStep() throws {
        try scenario.succeed("import", "--from", "taskwarrior", try task.export())
        #expect(try scenario.succeed("undo").stdout.hasPrefix("Undid the import of 4 items"))
        #expect(try exported().isEmpty)
    }

    @Test(arguments: [
        (#"[{"title": "mine", "due": null}]"#, "not a Taskwarrior export"),
        ("this is not json", "not a Taskwarrior export"),
    ])
    func jsonThatIsNotTaskwarriorsIsRefusedAndNothingIsImported(text: String, message: String) throws {
        let folder = try TemporaryDirectory()
        try text.write(toFile: folder.file("in.json"), atomically: true, encoding: .utf8)
        let result = try scenario.run(["import", "--from", "taskwarrior", folder.file("in.json")])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message) && result.stderr.contains("nothing was imported"), "\(result.stderr)")
        #expect(try exported().isEmpty)
    }
}

/// The fields of an exported item the transfer tests read.
struct ExportedItem: Decodable {
    let id: Int
    let title: String
    let due: String?
    let completed: String?
    let notes: String
    let tags: [String]
    let priority: String?
    let every: String?
}
