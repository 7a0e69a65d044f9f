import Testing

@testable import CalDAVSync

/// The multistatus reader takes what servers send and refuses what no server needs to send:
/// a DTD, entities, malformed XML.
@Suite struct MultistatusReaderTests {
    static let answer = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- a comment -->
        <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
          <response>
            <href>/user/tasks/a%20b.ics</href>
            <propstat><prop><getetag>"e1"</getetag>
              <C:calendar-data><![CDATA[BEGIN:VCALENDAR & more]]></C:calendar-data></prop>
              <status>HTTP/1.1 200 OK</status></propstat>
          </response>
          <response><href>/user/tasks/gone.ics</href><status>HTTP/1.1 404 Not Found</status></response>
          <sync-token>http://radicale.org/ns/sync/1&amp;2</sync-token>
        </multistatus>
        """

    @Test func aMultistatusGivesHrefsETagsDataAndTheToken() throws {
        let status = try Multistatus(Array(Self.answer.utf8))
        #expect(status.responses.map(\.href) == ["/user/tasks/a%20b.ics", "/user/tasks/gone.ics"])
        #expect(status.responses.first?.etag == "\"e1\"")
        #expect(
            status.responses.first?.property(XMLNamespace.caldav, "calendar-data")?.text == "BEGIN:VCALENDAR & more")
        #expect(status.responses.last?.status == 404)
        #expect(status.syncToken == "http://radicale.org/ns/sync/1&2")
    }

    @Test func aDocumentTypeDeclarationIsRefusedNeverExpanded() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <multistatus xmlns="DAV:"><response><href>&lol2;</href></response></multistatus>
            """
        #expect(throws: XMLProblem.doctype) { try Multistatus(Array(laughs.utf8)) }
    }

    @Test func anUndeclaredEntityIsRefused() {
        let text = #"<multistatus xmlns="DAV:"><response><href>&xxe;</href></response></multistatus>"#
        #expect(throws: XMLProblem.entity("xxe")) { try Multistatus(Array(text.utf8)) }
    }

    @Test func malformedXMLIsRefusedWithAReason() {
        for text in ["", "<multistatus xmlns=\"DAV:\">", "<a></b>", "not xml", "<d:multistatus/>", "<a><b></a>"] {
            #expect(throws: XMLProblem.self) { try Multistatus(Array(text.utf8)) }
        }
    }

    @Test func nestingTooDeepIsRefused() {
        let text = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect(throws: XMLProblem.tooDeep(XMLReader.maximumDepth)) { try XMLReader.read(Array(text.utf8)) }
    }

    @Test func characterReferencesAreRead() throws {
        let node = try XMLReader.read(Array("<a>&#72;&#x69;&lt;</a>".utf8))
        #expect(node.text == "Hi<")
    }
}
