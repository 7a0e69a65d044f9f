/// The shells' completion as a whole process (issue 17): the call a bash, zsh or fish
/// completion script makes back into `todo` when Tab is pressed.
struct CompletionFigures: Encodable {
    /// `todo done 1<Tab>`: the open items whose numbers begin with 1.
    let numbers: Statistics
    /// `todo done <Tab>`: the first items of the upcoming list.
    let nothingTyped: Statistics
    /// `todo add x --tag <Tab>`: every tag of an open item.
    let tags: Statistics
}

extension Bench {
    /// Each completion `runs` times, after one untimed call that warms the file cache.
    func measureCompletion(database: String) throws -> CompletionFigures {
        func complete(_ arguments: [String]) throws -> Statistics {
            let call = ["---completion"] + arguments
            _ = try process(call, database: database)
            return Statistics(try (0..<runs).map { _ in try process(call, database: database) }.map(\.milliseconds))
        }
        return CompletionFigures(
            numbers: try complete(["done", "--", "positional@0", "2", "1", "todo", "done", "1"]),
            nothingTyped: try complete(["done", "--", "positional@0", "2", "0", "todo", "done", ""]),
            tags: try complete(["add", "--", "--tag", "3", "0", "todo", "add", "--tag", ""]))
    }
}
