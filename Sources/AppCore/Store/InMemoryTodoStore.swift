import Foundation

/// A store that keeps items in memory, for tests and for programs that need no file.
public actor InMemoryTodoStore: TodoStore {
    private var items: [TodoItem.ID: TodoItem] = [:]
    private var lastID: TodoItem.ID = 0
    private var changes: Int64 = 0

    /// Creates an empty store.
    public init() {}

    public func add(_ item: NewTodoItem) -> TodoItem {
        lastID += 1
        let stored = TodoItem(id: lastID, title: item.title, due: item.due, created: item.created, completed: nil)
        items[stored.id] = stored
        changes += 1
        return stored
    }

    public func openItems(dueIn range: DayRange) -> [TodoItem] {
        items.values
            .filter { !$0.isCompleted && range.contains($0.due) }
            .sorted { ($0.due, $0.created, $0.id) < ($1.due, $1.created, $1.id) }
    }

    public func openItems(dueIn range: DayRange, page: PageRequest) -> [TodoItem] {
        let admitted = openItems(dueIn: range).filter { page.admits(ListPosition(of: $0)) }
        switch page.direction {
        case .forward: return Array(admitted.prefix(max(0, page.limit)))
        case .backward: return Array(admitted.suffix(max(0, page.limit)))
        }
    }

    public func countOpenItems(dueIn range: DayRange) -> Int {
        items.values.count { !$0.isCompleted && range.contains($0.due) }
    }

    public func complete(id: TodoItem.ID, at date: Date) throws -> TodoItem {
        let item = try existing(id)
        return replace(item, completed: item.completed ?? date)
    }

    public func reopen(id: TodoItem.ID) throws -> TodoItem {
        replace(try existing(id), completed: nil)
    }

    public func delete(id: TodoItem.ID) throws -> TodoItem {
        let item = try existing(id)
        items[id] = nil
        changes += 1
        return item
    }

    public func allItems() -> [TodoItem] {
        items.values.sorted { $0.id < $1.id }
    }

    public func importItems(_ imported: [ImportedTodoItem]) throws -> [TodoItem.ID] {
        var taken = Set(items.keys)
        for id in imported.compactMap(\.id) {
            guard taken.insert(id).inserted else { throw TodoStoreError.idAlreadyExists(id) }
        }
        lastID = max(lastID, imported.compactMap(\.id).max() ?? 0)
        changes += 1
        return imported.map { entry in
            let id: TodoItem.ID
            if let given = entry.id {
                id = given
            } else {
                lastID += 1
                id = lastID
            }
            items[id] = TodoItem(
                id: id, title: entry.title, due: entry.due, created: entry.created, completed: entry.completed)
            return id
        }
    }

    public func revision() -> Int64 {
        changes
    }

    private func existing(_ id: TodoItem.ID) throws -> TodoItem {
        guard let item = items[id] else { throw TodoStoreError.itemNotFound(id) }
        return item
    }

    private func replace(_ item: TodoItem, completed: Date?) -> TodoItem {
        let changed = TodoItem(id: item.id, title: item.title, due: item.due, created: item.created, completed: completed)
        items[item.id] = changed
        changes += 1
        return changed
    }
}
