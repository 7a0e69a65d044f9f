/// The sentences the one-shot front says itself, beside what the modules say: why the
/// input of `todo import` could not be read.
enum OneShotWording {
    /// Standard input could not be read (`reason`: the system's words).
    static func unreadableStandardInput(_ reason: String) -> String {
        "cannot read standard input (\(reason)); give a file or pipe an export in"
    }

    /// The file `path` could not be read.
    static func unreadableFile(_ path: String) -> String {
        "cannot read \(path); check that the file exists and is readable"
    }
}
