import AppCore
import Foundation
import Testing

/// The store contract for the sources of imported items (issue 16): each stored once.
extension TodoStoreContract {
    static func sourced(_ title: String, _ source: String?) -> ImportedTodoItem {
        ImportedTodoItem(
            id: nil, title: title, due: day("2026-11-20"), created: now, completed: nil, source: source)
    }

    /// A source is kept with its item, named by `knownSources(among:)`, and refused a second
    /// time (nothing of that import is stored); undo of a delete gives it back.
    public static func aSourceIsStoredOnceAndKeptThroughUndo(_ store: any TodoStore) async throws {
        let ids = try await store.importItems([
            sourced("Pay rent", "taskwarrior:58053413"), sourced("Call mum", nil), sourced("Dentist", "ical:a@b"),
        ])
        #expect(try await store.allItems().map(\.source) == ["taskwarrior:58053413", nil, "ical:a@b"])
        #expect(
            try await store.knownSources(among: ["ical:a@b", "ical:other", "taskwarrior:58053413"])
                == ["ical:a@b", "taskwarrior:58053413"])
        await #expect(throws: TodoStoreError.sourceAlreadyImported("ical:a@b")) {
            _ = try await store.importItems([sourced("New", nil), sourced("Dentist again", "ical:a@b")])
        }
        #expect(try await store.allItems().count == 3)
        _ = try await store.delete(ids: [ids[2]])
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: ids[2]).source == "ical:a@b")
        #expect(try await store.knownSources(among: ["ical:a@b"]) == ["ical:a@b"])
    }
}
