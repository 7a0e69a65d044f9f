import AppCore
import Foundation

/// Finds the task collections of the signed-in user from the server's address: the
/// current-user-principal, its calendar-home-set, and the calendars there that hold VTODOs.
public enum CalDAVDiscovery {
    /// One collection found.
    public struct Found: Sendable, Hashable {
        /// Its URL.
        public let url: String
        /// Its display name, if it has one.
        public let name: String?
    }

    /// The collections of tasks `account` can reach. Throws a ``SyncError``.
    public static func collections(_ account: CalDAVAccount) async throws -> [Found] {
        let transport = HTTPTransport(account: account)
        do {
            let found = try await collections(account, transport)
            await transport.shutdown()
            return found
        } catch {
            await transport.shutdown()
            throw error
        }
    }

    private static func collections(_ account: CalDAVAccount, _ transport: HTTPTransport) async throws -> [Found] {
        let url = CalDAVCollection.asFolder(account.url)
        let principal =
            try await href(
                transport, url, body: CalDAVRequests.principal, XMLNamespace.dav, "current-user-principal",
                account: account) ?? url
        let home =
            try await href(
                transport, principal, body: CalDAVRequests.calendarHome, XMLNamespace.caldav, "calendar-home-set",
                account: account) ?? principal
        let answer = try await transport.send(
            "PROPFIND", home, headers: [("Depth", "1"), ("Content-Type", "application/xml; charset=utf-8")],
            body: CalDAVRequests.collectionProperties)
        let status = try CalDAVCollection.multistatus(answer, url: home, account: account)
        var found: [Found] = []
        for response in status.responses {
            guard let type = response.property(XMLNamespace.dav, "resourcetype"),
                type.child(XMLNamespace.caldav, "calendar") != nil
            else { continue }
            if let set = response.property(XMLNamespace.caldav, "supported-calendar-component-set") {
                let names = set.children(XMLNamespace.caldav, "comp").compactMap { $0.attributes["name"]?.uppercased() }
                if !names.isEmpty, !names.contains("VTODO") { continue }
            }
            guard let target = URL(string: response.href, relativeTo: home)?.absoluteURL else { continue }
            let name = response.property(XMLNamespace.dav, "displayname")?.text
            found.append(Found(url: target.absoluteString, name: name?.isEmpty == false ? name : nil))
        }
        return found
    }

    /// The URL in the href of the property `name` of `url`.
    private static func href(
        _ transport: HTTPTransport, _ url: URL, body: String, _ namespace: String, _ name: String,
        account: CalDAVAccount
    ) async throws -> URL? {
        let answer = try await transport.send(
            "PROPFIND", url, headers: [("Depth", "0"), ("Content-Type", "application/xml; charset=utf-8")], body: body)
        let status = try CalDAVCollection.multistatus(answer, url: url, account: account)
        guard let text = status.responses.first?.property(namespace, name)?.child(XMLNamespace.dav, "href")?.text
        else { return nil }
        let target = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: url)?.absoluteURL
        guard let target, HTTPTransport.sameServer(target, account.url) else { return nil }
        return target
    }
}
