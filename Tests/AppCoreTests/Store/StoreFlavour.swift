import Testing
import AppCore
import TestSupport

/// The stores the contract runs against.
enum StoreFlavour: String, CaseIterable, CustomTestStringConvertible {
    case memory, sqlite

    var testDescription: String { rawValue }

    /// A fresh, empty store (a SQLite file in a temporary folder kept alive by `folder`).
    func makeStore(in folder: TemporaryDirectory) throws -> any TodoStore {
        switch self {
        case .memory: InMemoryTodoStore()
        case .sqlite: try SQLiteTodoStore(path: folder.file("todo.sqlite"))
        }
    }
}

