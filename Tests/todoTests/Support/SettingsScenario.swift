import Foundation
import TestSupport

/// A scenario with a settings file of its own: `XDG_CONFIG_HOME` is a fresh folder, and
/// ``write(_:)`` puts `todo/config.toml` in it. Unless told otherwise, `TODO_DB` is unset
/// (so the database comes from the file, else the default under `XDG_DATA_HOME`, also in
/// the folder) and the clock is Sunday 2026-11-22.
struct SettingsScenario {
    /// The folder that is `XDG_CONFIG_HOME` and also holds the databases.
    let folder: TemporaryDirectory
    /// The scenario that runs `todo`.
    let scenario: Scenario

    init(now: String = "2026-11-22", extra: [String: String] = [:]) throws {
        let folder = try TemporaryDirectory()
        self.folder = folder
        let environment = ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.file("data"), "TODO_DB": ""]
        scenario = try Scenario(now: now, extra: environment.merging(extra) { $1 })
    }

    /// The settings file's path.
    var filePath: String { folder.file("todo/config.toml") }

    /// A database file in the folder, not yet created.
    var databasePath: String { folder.file("items.sqlite") }

    /// Writes the settings file.
    func write(_ contents: String) throws {
        try write(bytes: Array(contents.utf8))
    }

    /// Writes the settings file's bytes, which need not be text.
    func write(bytes: [UInt8]) throws {
        try FileManager.default.createDirectory(atPath: folder.file("todo"), withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: filePath), options: .atomic)
    }

    /// Runs `todo` and expects it to succeed.
    @discardableResult
    func succeed(_ arguments: String..., input: String = "", environment: [String: String] = [:]) throws
        -> TodoBinary.Result
    {
        let result = try scenario.todo.run(arguments, input: input, environment: environment)
        if result.status != 0 {
            throw SettingsScenarioFailure(description: "todo \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return result
    }

    /// Runs `todo`, whatever its end (killed after `timeout` seconds: status 137).
    func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], timeout: Double = 120
    ) throws -> TodoBinary.Result {
        try scenario.todo.run(arguments, inputData: Data(input.utf8), environment: environment, timeout: timeout)
    }
}

/// A command that was expected to succeed and did not.
struct SettingsScenarioFailure: Error, CustomStringConvertible {
    let description: String
}
