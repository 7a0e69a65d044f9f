/// One element of an XML answer: its namespace and local name, its children and its text.
struct XMLNode: Sendable {
    /// The namespace URI (`DAV:`, `urn:ietf:params:xml:ns:caldav`), "" for none.
    var namespace: String
    /// The local name (`href`, `getetag`).
    var name: String
    /// The child elements, in order.
    var children: [XMLNode] = []
    /// The text directly inside it (character data and CDATA), entity references resolved.
    var text = ""
    /// Its attributes by local name (namespace declarations left out).
    var attributes: [String: String] = [:]

    /// The first child named `name` in `namespace`.
    func child(_ namespace: String, _ name: String) -> XMLNode? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    /// Every child named `name` in `namespace`.
    func children(_ namespace: String, _ name: String) -> [XMLNode] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    /// Whether it is `name` in `namespace`.
    func isNamed(_ namespace: String, _ name: String) -> Bool {
        self.namespace == namespace && self.name == name
    }
}

/// The namespaces CalDAV answers use.
enum XMLNamespace {
    /// WebDAV (RFC 4918).
    static let dav = "DAV:"
    /// CalDAV (RFC 4791).
    static let caldav = "urn:ietf:params:xml:ns:caldav"
}
