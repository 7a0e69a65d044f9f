/// An item of the local list as `todo export` writes it: what the sync tests compare.
struct LocalItem: Decodable, Equatable {
    let id: Int
    let title: String
    let due: String?
    let completed: String?
    let notes: String
    let tags: [String]
    let priority: String?
    let every: String?
}
