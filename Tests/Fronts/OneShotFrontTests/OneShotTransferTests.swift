import AppCore
import Foundation
import OneShotFront
import Presentation
import TerminalText
import TestSupport
import Testing

/// `todo export`, `import` and `config` through the one-shot front, in memory: what they
/// print, and that a failure is said on standard error and ends the command as failed.
@MainActor
@Suite struct OneShotTransferTests {
    let store = InMemoryTodoStore()
    let output = MemorySink()
    let errors = MemorySink()

    var front: OneShotFront {
        OneShotFront(
            assembly: ModuleAssembly(store: store, clock: Fixtures.clock("2026-11-19"), weeks: WeekCalendar()),
            output: output, errors: errors)
    }

    @Test func anImportSaysHowManyItemsAndAnExportPrintsThemAsTheyAre() async throws {
        let json = #"[{"title": "Buy milk", "due": "2026-11-20"}]"#
        #expect(await front.importItems(ImportInput(data: Data(json.utf8)), from: .json) == .succeeded)
        #expect(output.text == "Imported 1 item.\n")
        #expect(await front.export(to: .todotxt) == .succeeded)
        #expect(output.text.hasSuffix("Buy milk due:2026-11-20 id:1\n"))
        #expect(errors.text.isEmpty)
    }

    @Test func aBadImportIsSaidOnStandardErrorAndStoresNothing() async throws {
        let json = #"[{"title": "Buy milk", "due": "tomorrow"}]"#
        #expect(await front.importItems(ImportInput(data: Data(json.utf8)), from: .json) == .failed)
        #expect(errors.text.hasPrefix("Error: entry 1: due \"tomorrow\" is not a day written YYYY-MM-DD"))
        #expect(output.text.isEmpty)
        #expect(await store.allItems().isEmpty)
    }

    @Test func aFileThatCannotBeReadIsNamed() {
        do {
            _ = try ImportInput(argument: "/nonexistent/export.json")
            Issue.record("a file that is not there was read")
        } catch {
            #expect(
                error.description == "cannot read /nonexistent/export.json; check that the file exists and is readable")
        }
    }

    @Test func theSettingsReportIsPrintedAsItIs() {
        #expect(OneShotFront.showSettings("color = \"auto\"\n", output: output, errors: errors) == .succeeded)
        #expect(output.text == "color = \"auto\"\n")
    }

    @Test func theSettingsReportShowsControlCharactersAsVisibleSymbols() {
        let report = "settings file: /home/\u{1B}]0;x\u{07}/config.toml\ncolor = \"auto\"\n"
        #expect(OneShotFront.showSettings(report, output: output, errors: errors) == .succeeded)
        #expect(output.text == "settings file: /home/␛]0;x␇/config.toml\ncolor = \"auto\"\n")
    }
}
