import AppCore
import Foundation

/// What `todo import` reads: the file its argument names, or standard input for `-`,
/// opened before the database is (a file that cannot be opened opens nothing) and read a
/// chunk at a time as the import goes (``ImportSource``), so that a file of any size takes
/// the same memory.
public struct ImportInput: Sendable {
    /// The bytes to read.
    let source: ImportSource

    /// Opens the file `argument` names (`-`: standard input), or says why it cannot.
    public init(argument: String) throws(ImportInputError) {
        if argument == "-" {
            guard let input = ImportSource.standardInput() else {
                throw ImportInputError(message: OneShotWording.unreadableStandardInput("it is closed"))
            }
            source = input
        } else {
            guard let file = ImportSource.file(at: argument) else {
                throw ImportInputError(message: OneShotWording.unreadableFile(argument))
            }
            source = file
        }
    }

    /// Input already read, as bytes.
    public init(data: Data) {
        source = ImportSource(data: data)
    }
}

/// Why `todo import` could not read its input.
public struct ImportInputError: Error, Sendable, CustomStringConvertible {
    /// What was wrong and what to do instead.
    public let message: String

    public var description: String { message }
}
