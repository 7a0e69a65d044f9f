import AppCore

/// A front under test, driven as its user would drive it, and read back as its user would
/// see it. Each front's tests supply one, with the front's real views and an in-memory
/// screen, so that one suite of presenter behaviours checks every front.
@MainActor
public protocol FrontDriver: AnyObject {
    /// Starts the front over `store`, with today fixed at Thursday 2026-11-19.
    static func start(store: any TodoStore) async -> Self
    /// Asks to add an item (the phone's "+").
    func beginAdd() async
    /// Gives the new item's name.
    func typeName(_ name: String) async
    /// Gives the due date and saves.
    func submitDue(_ due: String) async
    /// Abandons the add.
    func cancelAdd() async
    /// Marks item `id` done.
    func complete(id: Int64) async
    /// What the user sees now (for the compact front: what the last action printed).
    var screen: String { get }
    /// Whether the list now shows a row for item `id` titled `title`.
    func listShows(id: Int64, title: String) -> Bool
}

extension FrontDriver {
    /// Whether `lines` hold a list row for item `id` titled `title`: its number, two
    /// spaces, its title.
    public static func rowIsShown(id: Int64, title: String, in lines: [String]) -> Bool {
        lines.contains { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\(id)  \(title)") else { return false }
            let rest = trimmed.dropFirst("\(id)  \(title)".count)
            return rest.isEmpty || rest.first == " " || rest.first == "│"
        }
    }
}
