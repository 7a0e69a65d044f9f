import Foundation

/// A folder for one data set, removed (with the databases in it) when the measurement is done.
final class ScratchFolder: Sendable {
    let path: String

    init() throws {
        path = "\(NSTemporaryDirectory())todo-bench-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
