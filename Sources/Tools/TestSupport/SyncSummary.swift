import Foundation

/// The counts in `todo sync`'s summary line, such as "Synced with tasks at dav.example.net:
/// 3 sent, 2 received, 1 conflict merged (...)". A count the line leaves out is 0 ("nothing
/// changed" leaves them all out).
public struct SyncSummary: Sendable, Equatable {
    /// Items sent to the server.
    public let sent: Int
    /// Items received from the server.
    public let received: Int
    /// Conflicts merged.
    public let merged: Int

    /// Reads the counts from `todo sync`'s standard output.
    public init(_ output: String) {
        sent = Self.count(before: "sent", in: output)
        received = Self.count(before: "received", in: output)
        merged = Self.count(before: "conflicts? merged", in: output)
    }

    private static func count(before word: String, in output: String) -> Int {
        guard let expression = try? NSRegularExpression(pattern: "(\\d+) \(word)"),
            let match = expression.firstMatch(in: output, range: NSRange(output.startIndex..., in: output)),
            let range = Range(match.range(at: 1), in: output)
        else { return 0 }
        return Int(output[range]) ?? 0
    }
}
