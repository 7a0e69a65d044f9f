import Foundation

/// Builds `todo` as it ships: a release build with the Swift runtime linked in.
enum TodoBuild {
    /// The scratch folder the shipping build goes to (ignored by git).
    static let scratch = ".build-static"

    static func buildRelease() throws -> String {
        let folder = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: "\(folder)/Package.swift") else {
            throw BenchError("run todo-bench from the package folder, or give the binary with --todo PATH")
        }
        Progress.say("building todo (release, static Swift runtime) into \(scratch)")
        guard let swift = Executable.find("swift") else { throw BenchError("swift is not on PATH") }
        let run = try ProcessRun.run(
            swift, ["build", "-c", "release", "--static-swift-stdlib", "--product", "todo", "--scratch-path", scratch],
            environment: ProcessInfo.processInfo.environment, showOutput: true)
        guard run.status == 0 else { throw BenchError("swift build failed (status \(run.status))") }
        return "\(folder)/\(scratch)/release/todo"
    }
}

/// A failure that ends the benchmark, said plainly.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
