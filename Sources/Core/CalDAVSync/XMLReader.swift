/// A reader of the XML a WebDAV server answers with, written for untrusted input: it knows
/// elements, attributes, namespaces, character data, CDATA, comments and processing
/// instructions, and the five predefined entities and character references. A document
/// type declaration (`<!DOCTYPE`), and so any entity of its own, is refused, never
/// expanded or fetched; so is any other markup, nesting deeper than ``maximumDepth``, and
/// an element or attribute that is not well-formed.
struct XMLReader {
    /// How deep elements may nest (a multistatus answer needs about eight).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    /// Reads `bytes` (UTF-8) into its root element.
    static func read(_ bytes: [UInt8]) throws(XMLProblem) -> XMLNode {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func document() throws(XMLProblem) -> XMLNode {
        var root: XMLNode?
        while true {
            skipSpace()
            guard index < bytes.count else { break }
            guard bytes[index] == UInt8(ascii: "<") else { throw .malformed("text outside the root element") }
            if try skipMarkup() { continue }
            guard root == nil else { throw .malformed("a second root element") }
            root = try element(scopes: [:], depth: 1)
        }
        guard let root else { throw .malformed("no root element") }
        return root
    }

    /// Skips a comment, a processing instruction or the XML declaration at `index`
    /// (which is at a `<`); refuses a DOCTYPE and any other `<!`. `false` for an element.
    private mutating func skipMarkup() throws(XMLProblem) -> Bool {
        if starts("<?") {
            index = try end(of: "?>", from: index + 2)
            return true
        }
        if starts("<!--") {
            index = try end(of: "-->", from: index + 4)
            return true
        }
        if starts("<!DOCTYPE") || starts("<!doctype") {
            throw .doctype
        }
        if starts("<!") && !starts("<![CDATA[") { throw .malformed("markup that is not an element (<!)") }
        return false
    }

    /// Reads the element whose `<` is at `index`.
    private mutating func element(scopes: [String: String], depth: Int) throws(XMLProblem) -> XMLNode {
        guard depth <= Self.maximumDepth else { throw .tooDeep(Self.maximumDepth) }
        index += 1
        let qualified = try name()
        var attributes: [(String, String)] = []
        var closed = false
        while true {
            skipSpace()
            guard index < bytes.count else { throw .malformed("the document ends inside <\(qualified)>") }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                    throw .malformed("a stray / in <\(qualified)>")
                }
                index += 2
                closed = true
                break
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let attribute = try name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw .malformed("attribute \(attribute) has no value")
            }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw .malformed("attribute \(attribute) is not quoted")
            }
            let quote = bytes[index]
            index += 1
            guard let close = bytes[index...].firstIndex(of: quote) else {
                throw .malformed("attribute \(attribute) is never closed")
            }
            let value = try Self.resolved(bytes[index..<close])
            index = close + 1
            attributes.append((attribute, value))
        }
        var scopes = scopes
        for (attribute, value) in attributes {
            if attribute == "xmlns" {
                scopes[""] = value
            } else if attribute.hasPrefix("xmlns:") {
                scopes[String(attribute.dropFirst(6))] = value
            }
        }
        let (prefix, local) = Self.split(qualified)
        guard let namespace = scopes[prefix] ?? (prefix.isEmpty ? "" : nil) else {
            throw .malformed("the prefix \(prefix) of <\(qualified)> is not declared")
        }
        var node = XMLNode(namespace: namespace, name: local)
        for (attribute, value) in attributes where attribute != "xmlns" && !attribute.hasPrefix("xmlns:") {
            node.attributes[Self.split(attribute).1] = value
        }
        if closed { return node }
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw .malformed("<\(qualified)> is never closed") }
            if bytes[index] != UInt8(ascii: "<") {
                let next = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                text += bytes[index..<next]
                index = next
                continue
            }
            if starts("</") {
                index += 2
                let closing = try name()
                skipSpace()
                guard closing == qualified, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw .malformed("</\(closing)> closes <\(qualified)>")
                }
                index += 1
                node.text = try Self.resolved(text[...])
                return node
            }
            if starts("<![CDATA[") {
                let start = index + 9
                let stop = try end(of: "]]>", from: start)
                // CDATA is taken as it is: escaped so that resolving leaves it alone.
                for byte in bytes[start..<(stop - 3)] {
                    if byte == UInt8(ascii: "&") { text += Array("&amp;".utf8) } else { text.append(byte) }
                }
                index = stop
                continue
            }
            if try skipMarkup() { continue }
            node.children.append(try element(scopes: scopes, depth: depth + 1))
        }
    }

    private mutating func name() throws(XMLProblem) -> String {
        let start = index
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        guard index > start, let name = String(validating: bytes[start..<index], as: UTF8.self) else {
            throw .malformed("a name is missing or not UTF-8")
        }
        return name
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index])
        {
            index += 1
        }
    }

    private func starts(_ text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// The index just past `terminator`, searched from `start`.
    private func end(of terminator: String, from start: Int) throws(XMLProblem) -> Int {
        let pattern = Array(terminator.utf8)
        var position = start
        while position + pattern.count <= bytes.count {
            if bytes[position] == pattern[0], bytes[position..<(position + pattern.count)].elementsEqual(pattern) {
                return position + pattern.count
            }
            position += 1
        }
        throw .malformed("\(terminator) is missing")
    }

    private static func split(_ qualified: String) -> (String, String) {
        guard let colon = qualified.firstIndex(of: ":") else { return ("", qualified) }
        return (String(qualified[..<colon]), String(qualified[qualified.index(after: colon)...]))
    }

    /// `raw` with the predefined entities and character references resolved; any other
    /// entity reference is refused (none can be declared).
    private static func resolved(_ raw: ArraySlice<UInt8>) throws(XMLProblem) -> String {
        guard raw.contains(UInt8(ascii: "&")) else {
            guard let text = String(validating: raw, as: UTF8.self) else { throw .malformed("text that is not UTF-8") }
            return text
        }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var position = raw.startIndex
        while position < raw.endIndex {
            let byte = raw[position]
            guard byte == UInt8(ascii: "&") else {
                out.append(byte)
                position += 1
                continue
            }
            guard let semicolon = raw[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw .malformed("an & that starts no reference")
            }
            let reference = String(decoding: raw[(position + 1)..<semicolon], as: UTF8.self)
            switch reference {
            case "lt": out.append(UInt8(ascii: "<"))
            case "gt": out.append(UInt8(ascii: ">"))
            case "amp": out.append(UInt8(ascii: "&"))
            case "quot": out.append(UInt8(ascii: "\""))
            case "apos": out.append(UInt8(ascii: "'"))
            default:
                guard reference.hasPrefix("#"), let scalar = characterReference(reference.dropFirst()) else {
                    throw .entity(reference)
                }
                out += Array(String(Character(scalar)).utf8)
            }
            position = semicolon + 1
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw .malformed("text that is not UTF-8") }
        return text
    }

    private static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }
}

/// Why an XML answer was refused.
enum XMLProblem: Error, Equatable, Sendable {
    /// Not well-formed (or not XML at all), and where.
    case malformed(String)
    /// It holds a document type declaration, which may declare entities: never read.
    case doctype
    /// It refers to an entity other than the five XML predefines.
    case entity(String)
    /// Elements nest deeper than the limit.
    case tooDeep(Int)

    /// What was wrong, for a message.
    var reason: String {
        switch self {
        case .malformed(let what): "it is not well-formed XML (\(what))"
        case .doctype: "its XML holds a document type declaration (<!DOCTYPE), which todo never reads"
        case .entity(let name): "its XML refers to an entity (&\(name.prefix(20));) that XML does not define"
        case .tooDeep(let depth): "its elements nest deeper than \(depth)"
        }
    }
}
