import Foundation

/// A fresh folder under the system's temporary directory, removed when released.
public final class TemporaryDirectory: Sendable {
    /// The folder's path.
    public let path: String

    /// Creates the folder.
    public init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/todo-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
