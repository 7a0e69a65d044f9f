import Foundation

/// What `todo import` reads: the file its argument names, or standard input for `-`, read
/// whole before the database is opened (a file that cannot be read opens nothing).
public struct ImportInput: Sendable {
    /// The bytes read.
    let data: Data

    /// Reads the file `argument` names (`-`: standard input), or says why it cannot.
    public init(argument: String) throws(ImportInputError) {
        if argument == "-" {
            do { data = try FileHandle.standardInput.readToEnd() ?? Data() } catch {
                throw ImportInputError(message: OneShotWording.unreadableStandardInput(error.localizedDescription))
            }
        } else {
            guard let contents = FileManager.default.contents(atPath: argument) else {
                throw ImportInputError(message: OneShotWording.unreadableFile(argument))
            }
            data = contents
        }
    }

    /// Input already read, as bytes.
    public init(data: Data) {
        self.data = data
    }
}

/// Why `todo import` could not read its input.
public struct ImportInputError: Error, Sendable, CustomStringConvertible {
    /// What was wrong and what to do instead.
    public let message: String

    public var description: String { message }
}
