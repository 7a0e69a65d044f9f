import Foundation

/// Splits what `task export` writes into its entries, the JSON objects, in order: a JSON
/// array of objects (what Taskwarrior writes by default), or one object per line (what
/// older versions and `rc.json.array=off` write; a comma after a line's object is
/// allowed). Nothing at all, or only spaces, is the lines form with no task in it.
enum TaskwarriorJSON {
    /// The name of the format, as ``ImportError/notFormat(format:reason:)`` says it.
    static let format = "a Taskwarrior export"

    /// The entries of `data`, each a JSON object; throws
    /// ``ImportError/notFormat(format:reason:)`` naming the place when `data` is not JSON
    /// or not a list of objects.
    static func objects(in data: Data) throws(ImportError) -> [[String: Any]] {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard let first = text.first(where: { !isSpace($0) }) else { return [] }
        let whole: Any
        do {
            whole = try JSONSerialization.jsonObject(with: Data(text), options: [.fragmentsAllowed])
        } catch {
            guard first == UInt8(ascii: "{") else {
                throw notFormat("it is not JSON: \(detail(of: error))")
            }
            return try lines(of: text)
        }
        if let object = whole as? [String: Any] { return [object] }
        guard let array = whole as? [Any] else {
            throw notFormat("the JSON is \(kind(of: whole)), not a list of tasks")
        }
        var objects: [[String: Any]] = []
        objects.reserveCapacity(array.count)
        for (index, value) in array.enumerated() {
            guard let object = value as? [String: Any] else {
                throw notFormat("entry \(index + 1) is \(kind(of: value)), not a task {...}")
            }
            objects.append(object)
        }
        return objects
    }

    /// The objects of the lines form: every line that is not blank holds one.
    private static func lines(of text: Data.SubSequence) throws(ImportError) -> [[String: Any]] {
        var objects: [[String: Any]] = []
        for (index, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var content = line.drop(while: isSpace)
            while let last = content.last, isSpace(last) { content = content.dropLast() }
            if content.last == UInt8(ascii: ",") { content = content.dropLast() }
            if content.isEmpty { continue }
            let value: Any
            do {
                value = try JSONSerialization.jsonObject(with: Data(content), options: [.fragmentsAllowed])
            } catch {
                throw notFormat("line \(index + 1) is not JSON: \(detail(of: error))")
            }
            guard let object = value as? [String: Any] else {
                throw notFormat("line \(index + 1) is \(kind(of: value)), not a task {...}")
            }
            objects.append(object)
        }
        return objects
    }

    /// The refusal of input that is not Taskwarrior's, saying why.
    static func notFormat(_ reason: String) -> ImportError {
        .notFormat(format: format, reason: reason)
    }

    /// What kind of JSON value `value` is, in words: "a string", "a list".
    static func kind(of value: Any) -> String {
        switch value {
        case is [String: Any]: "an object"
        case is [Any]: "a list"
        case is String: "a string"
        case is NSNull: "null"
        default: "a number or true/false"
        }
    }

    /// Where the JSON parser stopped, as it says it ("Unexpected character ... around line
    /// 1, column 3."), or a plain word when it says nothing useful.
    private static func detail(of error: any Error) -> String {
        let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        return debug.map { String($0.prefix(200)) } ?? "it cannot be read"
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
