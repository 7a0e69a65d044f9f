import AppCore
import Foundation
import Testing

/// The store contract for search answers: the same query finds the same items whatever the
/// size of the list (SQLite tests the rows of a range of at most 2,000 open items one by
/// one and starts a longer one from its full-text index; the in-memory store always tests
/// rows; PostgreSQL always asks its index).
extension TodoStoreContract {
    /// The items every query runs against: case, accents, ligatures, `ß`, Turkish `İ`,
    /// decomposed forms, a zero-width joiner, CJK, emoji, punctuation and signs inside words
    /// (`e-mail`, `C++`, `node.js`) and tags (`dev/ops`, `C++`, `work@office`).
    static let searchProbes: [NewTodoItem] = [
        item("Straße bauen", on: "2026-11-20", notes: "Pflaster für die Einfahrt", tags: ["Bau"]),
        item("Straße fegen", on: "2026-11-20"),
        item("ﬁle the taxes", on: "2026-11-21", tags: ["Steuer"]),
        item("Ταξίδι ΐ", on: "2026-11-21", tags: ["İx"]),
        item("Plan the ﬀ offcut", on: "2026-11-21"),
        item("Cafe\u{301} visit", on: "2026-11-22", tags: ["cafe\u{301}"]),
        item("Café au lait", on: "2026-11-22", tags: ["Café", "ab"]),
        item("Join the a\u{200D}b club", on: "2026-11-22", notes: "soft\u{AD}ware"),
        item("東京タワー visit", on: "2026-11-23"),
        item("Party 🎉 time", on: "2026-11-23"),
        item("e-mail the don't list", on: "2026-11-23", notes: "C++ and dev/ops"),
        item("İSTANBUL trip", on: "2026-11-24"),
        item("Σίσυφος ÅNGSTRÖM", on: "2026-11-24"),
        item("ｆｕｌｌ ｗｉｄｔｈ ①", on: "2026-11-24"),
        item("Learn C# and node.js.", on: "2026-11-24", tags: ["dev/ops", "C++", "work@office"]),
    ]

    /// The queries, as typed, with the titles each must find among the open probes (`nil`:
    /// whatever ``AppCore/ItemFilter/matches(_:)`` finds).
    static let searchQueries: [(query: String, titles: Set<String>?)] = [
        ("straße", ["Straße bauen"]), ("STRASSE", ["Straße bauen"]), ("stras", ["Straße bauen"]),
        ("ﬁle", ["ﬁle the taxes"]), ("file", ["ﬁle the taxes"]), ("ff", ["Plan the ﬀ offcut"]),
        ("ΐ", ["Ταξίδι ΐ"]), ("ι", ["Ταξίδι ΐ"]), ("+İx", ["Ταξίδι ΐ"]), ("+i\u{307}x", ["Ταξίδι ΐ"]),
        ("+ix", []), ("+cafe\u{301}", ["Cafe\u{301} visit", "Café au lait"]),
        ("+café", ["Cafe\u{301} visit", "Café au lait"]), ("+CAFÉ", ["Cafe\u{301} visit", "Café au lait"]),
        ("+cafe", []), ("cafe\u{301}", ["Cafe\u{301} visit", "Café au lait"]),
        ("CAF", ["Cafe\u{301} visit", "Café au lait"]), ("+a", []), ("+ab", ["Café au lait"]),
        ("ab", ["Join the a\u{200D}b club"]), ("software", ["Join the a\u{200D}b club"]),
        ("東京", ["東京タワー visit"]), ("タワー", []), ("東京タワー", ["東京タワー visit"]),
        ("mail", ["e-mail the don't list"]), ("e-mail", ["e-mail the don't list"]),
        ("don't", ["e-mail the don't list"]),
        ("c++", ["e-mail the don't list"]), ("C++ dev/ops", ["e-mail the don't list"]),
        ("ops", ["e-mail the don't list"]), ("c#", ["Learn C# and node.js."]), ("node.js", ["Learn C# and node.js."]),
        ("js", ["Learn C# and node.js."]), ("+C++", ["Learn C# and node.js."]), ("+dev/ops", ["Learn C# and node.js."]),
        ("+dev", []), ("@work@office", ["Learn C# and node.js."]), ("e-m", ["e-mail the don't list"]),
        ("istanbul", ["İSTANBUL trip"]), ("σισυφοσ", ["Σίσυφος ÅNGSTRÖM"]), ("ΣΊΣΥΦΟΣ", ["Σίσυφος ÅNGSTRÖM"]),
        ("angstrom", ["Σίσυφος ÅNGSTRÖM"]), ("full width", ["ｆｕｌｌ ｗｉｄｔｈ ①"]), ("1", ["ｆｕｌｌ ｗｉｄｔｈ ①"]),
        ("fur +bau", ["Straße bauen"]), ("für einf", ["Straße bauen"]),
        ("visit", ["Cafe\u{301} visit", "東京タワー visit"]), ("t", nil), ("🎉", nil), ("party 🎉", ["Party 🎉 time"]),
    ]

    /// The same queries find the same items on a short list, whose rows are tested one by
    /// one, and on a list of more than 2,000 open items, answered from the index (a short
    /// range of that list tested row by row again); the completed list too.
    public static func searchAnswersDoNotDependOnTheSizeOfTheList(_ store: any TodoStore) async throws {
        var probes: [TodoItem] = []
        for probe in searchProbes { probes.append(try await store.add(probe)) }
        let fegen = try #require(probes.first { $0.title == "Straße fegen" })
        _ = try await store.complete(id: fegen.id, at: now)
        let open = probes.filter { $0.id != fegen.id }
        let titles = Dictionary(uniqueKeysWithValues: probes.map { ($0.id, $0.title) })
        let probeDays = DayRange(through: day("2026-11-24"))
        func answers(_ query: String, _ range: DayRange) async throws -> (Set<String>, Int, [String]) {
            let filter = ItemFilter(parsing: query)
            let found = try await store.openItems(dueIn: range, matching: filter, page: .first(10_000))
            let count = try await store.countOpenItems(dueIn: range, matching: filter)
            let done = try await store.completedItems(matching: filter, limit: 10).map(\.title)
            return (Set(found.compactMap { titles[$0.id] }), count, done)
        }
        var small: [String: (Set<String>, Int, [String])] = [:]
        for (query, _) in searchQueries { small[query] = try await answers(query, .all) }
        // More than 2,000 open items (SQLiteFilterQueries.shortRange), due after the probes,
        // none holding a word any query asks for.
        let fillers = (0..<2_100).map { index in
            ImportedTodoItem(
                id: nil, title: "Xylograph \(index)", due: day("2026-12-01").adding(days: index % 30),
                created: now, completed: nil, notes: "", tags: ["xylo"])
        }
        _ = try await store.importItems(fillers)
        for (query, expected) in searchQueries {
            let filter = ItemFilter(parsing: query)
            let rule = Set(open.filter(filter.matches).map(\.title))
            let wanted = expected ?? rule
            let fillersFound = fillers.count { filter.matches(title: $0.title, notes: $0.notes, tags: $0.tags) }
            let large = try await answers(query, .all)
            let shortRange = try await answers(query, probeDays)
            #expect(rule == wanted, "\(query): the rule finds \(rule)")
            #expect(small[query]?.0 == wanted, "\(query): the short list found \(small[query]?.0 ?? [])")
            #expect(large.0 == wanted, "\(query): the long list found \(large.0)")
            #expect(shortRange.0 == wanted, "\(query): a short range of the long list found \(shortRange.0)")
            #expect(small[query]?.1 == wanted.count, "\(query): counted \(small[query]?.1 ?? -1)")
            #expect(large.1 == wanted.count + fillersFound, "\(query): counted \(large.1) in the long list")
            #expect(shortRange.1 == wanted.count, "\(query): counted \(shortRange.1) in a short range")
            #expect(small[query]?.2 == large.2, "\(query): done \(small[query]?.2 ?? []) and \(large.2)")
        }
        #expect(try await answers("straße", .all).2 == ["Straße fegen"])
        #expect(try await answers("strasse", .all).2 == ["Straße fegen"])
    }
}
