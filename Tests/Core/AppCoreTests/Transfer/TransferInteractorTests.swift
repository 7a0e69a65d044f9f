import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct TransferInteractorTests {
    let store: any TodoStore = InMemoryTodoStore()
    var transfer: TransferInteractor { TransferInteractor(store: store, clock: Fixtures.clock("2026-11-19")) }

    func importing(_ json: String) async throws -> Int {
        try await transfer.importJSON(Data(json.utf8))
    }

    @Test func exportWritesOneItemPerLineWithEveryField() async throws {
        _ = try await importing(
            #"[{"id": 3, "title": "Buy \"milk\"", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z", "completed": "2026-11-20T10:00:00Z"}, {"id": 4, "title": "Call", "due": "2026-11-21", "created": "2026-11-19T09:31:00Z"}]"#
        )
        let expected = """
            [
              {"id": 3, "title": "Buy \\"milk\\"", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z", "completed": "2026-11-20T10:00:00Z", "notes": "", "tags": [], "priority": null, "every": null},
              {"id": 4, "title": "Call", "due": "2026-11-21", "created": "2026-11-19T09:31:00Z", "completed": null, "notes": "", "tags": [], "priority": null, "every": null}
            ]

            """
        #expect(try await transfer.exportJSON() == expected)
    }

    @Test func anEmptyStoreExportsAnEmptyArray() async throws {
        #expect(try await transfer.exportJSON() == "[]\n")
    }

    @Test func exportThenImportGivesTheSameExport() async throws {
        let add = AddInteractor(store: store, clock: Fixtures.clock("2026-11-19"))
        _ = try await add.save(title: "Buy milk", dueText: "tomorrow")
        _ = try await add.save(title: "Tab\there \u{1B}[2J and \u{202E}", dueText: "+2w")
        _ = try await ListInteractor(store: store, clock: Fixtures.clock("2026-11-19"), weeks: WeekCalendar())
            .complete(ids: [1])
        let exported = try await transfer.exportJSON()
        let fresh = TransferInteractor(store: InMemoryTodoStore(), clock: Fixtures.clock("2027-01-01"))
        #expect(try await fresh.importJSON(Data(exported.utf8)) == 2)
        #expect(try await fresh.exportJSON() == exported)
    }

    @Test func idCreatedAndCompletedMayBeLeftOut() async throws {
        #expect(try await importing(#"[{"title": "Plain", "due": "2020-01-01"}]"#) == 1)
        let item = try #require(try await store.allItems().first)
        #expect(item.id == 1 && item.completed == nil)
        #expect(Timestamp.format(item.created) == "2026-11-19T09:30:00Z")
    }

    @Test(arguments: [
        (
            #"[{"title": "ok", "due": "2026-11-20"}, {"title": "  ", "due": "2026-11-20"}]"#,
            "entry 2: the title is blank"
        ),
        (#"[{"title": "ok", "due": "2026-02-30"}]"#, #"entry 1: due "2026-02-30" is not a day"#),
        (#"[{"title": "ok", "due": "2026-11-20", "created": "yesterday"}]"#, #"entry 1: created "yesterday""#),
        (#"[{"title": "ok"}]"#, #"entry 1: the field "due" is missing"#),
        (#"[{"title": 5, "due": "2026-11-20"}]"#, #"entry 1: "title": "#),
        (
            #"[{"id": 2, "title": "a", "due": "2026-11-20"}, {"id": 2, "title": "b", "due": "2026-11-20"}]"#,
            "entry 2: id 2 was already given by entry 1"
        ),
        (#"[{"id": 0, "title": "a", "due": "2026-11-20"}]"#, "entry 1: id 0 is not a positive number"),
        (
            #"[{"title": "a", "due": "2026-11-20", "every": "fortnightly"}]"#,
            "entry 1: every: cannot read the repeat rule"
        ),
        (#"[{"title": "a", "due": null, "every": "week"}]"#, "entry 1: every: a repeating item needs a due day"),
    ])
    func aBadEntryIsNamedAndNothingIsImported(json: String, message: String) async throws {
        await #expect {
            _ = try await importing(json)
        } throws: { error in
            String(describing: error).hasPrefix(message) && String(describing: error).hasSuffix("nothing was imported")
        }
        #expect(try await store.allItems().isEmpty)
    }

    @Test func aRepeatRuleIsExportedCanonicalAndImportedInAnyForm() async throws {
        _ = try await importing(
            #"[{"title": "Gym", "due": "2026-11-23", "every": "Mon, Thu"}, {"title": "Rent", "due": "2027-01-31", "every": "monthly"}, {"title": "Once", "due": null, "every": null}]"#
        )
        let items = try await store.allItems()
        #expect(items.map { $0.recurrence?.pattern.canonical } == ["mon,thu", "1 month", nil])
        #expect(items[1].recurrence?.dayOfMonth == 31)
        let exported = try await transfer.exportJSON()
        #expect(exported.contains(#""every": "mon,thu"}"#) && exported.contains(#""every": "1 month"}"#))
        let fresh: any TodoStore = InMemoryTodoStore()
        _ = try await TransferInteractor(store: fresh, clock: Fixtures.clock("2026-11-19")).importJSON(
            Data(exported.utf8))
        #expect(try await fresh.allItems().map(\.recurrence) == items.map(\.recurrence))
    }

    @Test func anIDThatAlreadyExistsStopsTheImport() async throws {
        _ = try await importing(#"[{"id": 1, "title": "mine", "due": "2026-11-20"}]"#)
        await #expect(throws: ImportError.badEntry(position: 2, reason: "id 1 already exists in the database")) {
            _ = try await importing(
                #"[{"id": 5, "title": "a", "due": "2026-11-20"}, {"id": 1, "title": "b", "due": "2026-11-20"}]"#)
        }
        #expect(try await store.allItems().map(\.title) == ["mine"])
    }

    @Test(arguments: ["", "{}", "not json", #"{"title": "a"}"#])
    func inputThatIsNotAnExportIsRefused(_ json: String) async throws {
        await #expect {
            _ = try await importing(json)
        } throws: { error in
            String(describing: error).contains("todo export")
        }
    }
}
