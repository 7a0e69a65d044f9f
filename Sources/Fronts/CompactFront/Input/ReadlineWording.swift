/// The sentences about the REPL's line reader (its history file, its line editing), shown as
/// warnings before the first prompt: the session carries on.
enum ReadlineWording {
    /// The history file is not a regular file: it is skipped.
    static func notAFile(_ path: String, kind: String) -> String {
        "the history file \(path) is \(kind), not a regular file, so this session keeps no history; "
            + "remove it (or set XDG_STATE_HOME elsewhere) and the next session starts a new one"
    }

    /// The history file cannot be opened or made.
    static func cannotOpen(_ path: String, reason: String) -> String {
        "the history file \(path) cannot be opened (\(reason)), so this session keeps no history"
    }

    /// No UTF-8 locale exists, so readline edits bytes.
    static let noUTF8Locale =
        "this system has no UTF-8 locale (such as C.UTF-8), so line editing treats each byte as a character: "
        + "Backspace may cut a letter such as é in half; install one (locale-gen) to edit by characters"
}
