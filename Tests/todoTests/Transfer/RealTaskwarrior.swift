import Foundation
import TestSupport

/// The real `task` program (Taskwarrior, installed by `.ci/run`), with its data and its
/// configuration in a folder of its own, to write the exports the import tests read.
struct RealTaskwarrior {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
        let settings = [
            "data.location=\(folder.path)", "confirmation=off", "recurrence.confirmation=no", "verbose=nothing",
            "json.array=on",
        ]
        try (settings.joined(separator: "\n") + "\n").write(
            toFile: folder.file("taskrc"), atomically: true, encoding: .utf8)
    }

    /// Runs `task` with `arguments`; throws with what it said when it fails.
    @discardableResult
    func run(_ arguments: String...) throws -> String {
        let outcome = try ChildProcess.run(
            "/usr/bin/task", ["rc:" + folder.file("taskrc")] + arguments,
            environment: ["TASKDATA": folder.path, "TZ": "UTC", "PATH": "/usr/bin:/bin", "HOME": folder.path])
        let output = String(decoding: outcome.stdout, as: UTF8.self)
        guard outcome.status == 0 else {
            throw RealToolFailure(
                description: "task \(arguments.joined(separator: " ")) failed (\(outcome.status)): "
                    + String(decoding: outcome.stderr, as: UTF8.self))
        }
        return output
    }

    /// `task export` written to a file of the folder; returns its path.
    func export() throws -> String {
        let path = folder.file("export.json")
        try run("export").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// A real program the tests use failed.
struct RealToolFailure: Error, CustomStringConvertible {
    let description: String
}
