/// The sentences the one-shot front says itself, beside what the modules say: why the
/// input of `todo import` could not be read, and how to begin on a first day.
enum OneShotWording {
    /// Said under the empty list of a first day, when there is no database yet.
    static let howToAddTheFirstItem = "Add the first item with: todo add \"Buy milk\" --due tomorrow"

    /// Standard input could not be read (`reason`: the system's words).
    static func unreadableStandardInput(_ reason: String) -> String {
        "cannot read standard input (\(reason)); give a file or pipe an export in"
    }

    /// The file `path` could not be read.
    static func unreadableFile(_ path: String) -> String {
        "cannot read \(path); check that the file exists and is readable"
    }
}
