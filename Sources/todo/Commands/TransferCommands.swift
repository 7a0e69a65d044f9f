import ArgumentParser
import Foundation
import TerminalText

/// `todo export`: every item as JSON.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print every item, done or not, as JSON.",
        discussion: """
            A JSON array of {"id", "title", "due", "created", "completed", "notes", "tags", \
            "priority", "every"}: due is YYYY-MM-DD, created and completed are ISO 8601 times in \
            UTC, completed is null while open, every is the repeat rule ("1 month", "2 weeks", \
            "weekday", "mon,thu") or null. `todo import` reads it back.
            """)

    @OptionGroup var store: StoreOptions

    func run() async throws {
        // Exporting only reads: a missing database is reported, never created.
        let json = try await CompositionRoot.with(options: store, access: .readOnly) { root in
            try await root.makeTransferInteractor().exportJSON()
        }
        try StandardStream.output.write(json)
    }
}

/// `todo import`: reads items written by `todo export`.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the items of a JSON export, all or none.",
        discussion: """
            Reads the format `todo export` writes; only title and due are required. \
            Items keep their ids; an id that already exists stops the import. Nothing is \
            stored unless every entry is good.

            Example: todo export --db old.sqlite | todo import - --db new.sqlite
            """)

    @OptionGroup var store: StoreOptions

    @Argument(help: ArgumentHelp("The file to read, or - for standard input.", valueName: "file"))
    var file: String

    func run() async throws {
        let data: Data
        if file == "-" {
            do { data = try FileHandle.standardInput.readToEnd() ?? Data() } catch {
                throw CommandError(
                    "cannot read standard input (\(error.localizedDescription)); give a file or pipe an export in")
            }
        } else {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw CommandError("cannot read \(file); check that the file exists and is readable")
            }
            data = contents
        }
        let count = try await CompositionRoot.with(options: store) { root in
            try await root.makeTransferInteractor().importJSON(data)
        }
        try StandardStream.output.write("Imported \(count) item\(count == 1 ? "" : "s").\n")
    }
}
