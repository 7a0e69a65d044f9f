/// A user-facing error: one line that says what was wrong and what to do instead.
///
/// swift-argument-parser prints it as `Error: <message>` and exits with status 1.
struct CommandError: Error, CustomStringConvertible {
    /// The message.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
