import Foundation

extension OnDemandTodoStore {
    public func redoLastUndoneChange() async throws -> RedoneChange? {
        try await database(creating: false)?.redoLastUndoneChange()
    }

    public func history(limit: Int) async throws -> [JournalStep] {
        try await database(creating: false)?.history(limit: limit) ?? []
    }

    public func lastChangeTimes(of ids: [TodoItem.ID]) async throws -> [TodoItem.ID: Date] {
        try await database(creating: false)?.lastChangeTimes(of: ids) ?? [:]
    }
}
