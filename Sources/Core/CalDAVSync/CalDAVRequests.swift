/// The XML bodies of the requests a sync sends.
enum CalDAVRequests {
    static let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"

    /// PROPFIND of a collection: what it is, which components it holds, its sync token.
    static let collectionProperties =
        header + """
            <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:resourcetype/>\
            <c:supported-calendar-component-set/><d:sync-token/><d:displayname/></d:prop></d:propfind>
            """

    /// PROPFIND of the signed-in user's principal.
    static let principal =
        header + """
            <d:propfind xmlns:d="DAV:"><d:prop><d:current-user-principal/></d:prop></d:propfind>
            """

    /// PROPFIND of a principal's calendar home.
    static let calendarHome =
        header + """
            <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-home-set/>\
            </d:prop></d:propfind>
            """

    /// REPORT calendar-query: every to-do's href and ETag.
    static let everyTodo =
        header + """
            <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/></d:prop>\
            <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter></c:filter>\
            </c:calendar-query>
            """

    /// REPORT sync-collection (RFC 6578): what changed since `token`.
    static func changes(since token: String) -> String {
        header + """
            <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(escaped(token))</d:sync-token>\
            <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
            """
    }

    /// REPORT calendar-multiget: the ETags and texts of `hrefs`.
    static func multiget(_ hrefs: [String]) -> String {
        header + "<c:calendar-multiget xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\">"
            + "<d:prop><d:getetag/><c:calendar-data/></d:prop>"
            + hrefs.map { "<d:href>\(escaped($0))</d:href>" }.joined() + "</c:calendar-multiget>"
    }

    /// `text` as XML character data.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
