import Foundation

/// A WebDAV multistatus answer (RFC 4918, 207), read into what a sync needs of it.
struct Multistatus: Sendable {
    /// One resource the answer speaks of.
    struct Response: Sendable {
        /// Its href, as the server wrote it.
        var href: String
        /// The status of the response itself (a removed member of a sync-collection: 404).
        var status: Int?
        /// The properties found (status 200), by namespace and name.
        var properties: [XMLNode] = []

        /// The found property named `name` in `namespace`.
        func property(_ namespace: String, _ name: String) -> XMLNode? {
            properties.first { $0.isNamed(namespace, name) }
        }

        /// Its ETag, if found.
        var etag: String? {
            property(XMLNamespace.dav, "getetag").map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
    }

    /// The responses, in order.
    var responses: [Response] = []
    /// The sync token the answer gives (sync-collection).
    var syncToken: String?

    /// Reads `bytes`; throws ``XMLProblem`` for XML that cannot be read, and
    /// ``XMLProblem/malformed(_:)`` for XML that is no multistatus.
    init(_ bytes: [UInt8]) throws(XMLProblem) {
        let root = try XMLReader.read(bytes)
        guard root.isNamed(XMLNamespace.dav, "multistatus") else {
            throw .malformed("the root element is \(root.name), not multistatus")
        }
        syncToken = root.child(XMLNamespace.dav, "sync-token").map {
            $0.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        for node in root.children(XMLNamespace.dav, "response") {
            guard let href = node.child(XMLNamespace.dav, "href")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
            else { continue }
            var response = Response(href: href)
            response.status = node.child(XMLNamespace.dav, "status").flatMap { Self.code($0.text) }
            for propstat in node.children(XMLNamespace.dav, "propstat") {
                let code = propstat.child(XMLNamespace.dav, "status").flatMap { Self.code($0.text) } ?? 200
                guard code / 100 == 2, let prop = propstat.child(XMLNamespace.dav, "prop") else { continue }
                response.properties += prop.children
            }
            responses.append(response)
        }
    }

    /// The code of a status line, "HTTP/1.1 404 Not Found".
    static func code(_ line: String) -> Int? {
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return Int(parts[1])
    }
}
