import AppCore
import Foundation
import Presentation
import TerminalText
import WideFront

/// Measurements inside one process, on the real SQLite store: the List presenter's
/// refresh and the wide front's key presses, each to a finished frame.
@MainActor
final class InProcessBench {
    private let assembly: ModuleAssembly

    init(database: String, today: CalendarDay) throws {
        let store = try SQLiteTodoStore(path: database)
        let clock = WallClock.fixed(
            today.start(in: TimeZone(identifier: "UTC") ?? .current).addingTimeInterval(9 * 3_600))
        assembly = ModuleAssembly(store: store, clock: clock, weeks: WeekCalendar())
    }

    /// The List presenter reading the list and making its display data, as the compact
    /// front and `todo list` use it (every row).
    func presenterRefreshes(_ count: Int) async throws -> [Double] {
        await refreshes(count, rowLimit: nil)
    }

    /// The List presenter's refresh and the text renderer, separately, for a view given
    /// every row (as `todo list` is): where a long list's time goes.
    func fullListPhases(_ count: Int) async throws -> (refresh: [Double], render: [Double], rows: Int) {
        let started = await StartedList(assembly, rowLimit: nil)
        var refresh: [Double] = []
        var render: [Double] = []
        let renderer = ListTextRenderer(style: TextStyle(isEnabled: false))
        for _ in 0..<count {
            refresh.append(await Stopwatch.time { await started.modules.list.handle(.refresh) })
            guard let list = started.view.last else { continue }
            render.append(Stopwatch.time { _ = renderer.text(for: list) })
        }
        return (refresh, render, started.view.rows)
    }

    /// The same for a view shown a window of 80 rows (the wide front), counts included.
    func windowedRefreshes(_ count: Int) async throws -> [Double] {
        await refreshes(count, rowLimit: 80)
    }

    /// The List module assembled for a view that shows `rowLimit` rows (`nil`: every row),
    /// started, and its view refreshed `count` times.
    private func refreshes(_ count: Int, rowLimit: Int?) async -> [Double] {
        let list = await StartedList(assembly, rowLimit: rowLimit)
        var times: [Double] = []
        for _ in 0..<count { times.append(await Stopwatch.time { await list.modules.list.handle(.refresh) }) }
        return times
    }

    /// The search line's keys: `word` typed a letter at a time, each key handing the List
    /// module the text typed so far (`ListIntent.search`) for a view of 80 rows (the wide
    /// front's window), timed until the module has shown the filtered rows and section
    /// counts; then the line is cleared (untimed), `rounds` times after one untimed round.
    /// Drawing the frame is not included.
    func filterKeystrokes(typing word: String, rounds: Int) async throws -> [(prefix: String, milliseconds: Double)] {
        let list = await StartedList(assembly, rowLimit: 80)
        let prefixes = (1...max(1, word.count)).map { String(word.prefix($0)) }
        var times: [(prefix: String, milliseconds: Double)] = []
        for round in 0...rounds {
            for prefix in prefixes {
                let time = await Stopwatch.time {
                    await list.modules.list.handle(.search(text: prefix))
                }
                if round > 0 { times.append((prefix, time)) }
            }
            await list.modules.list.handle(.search(text: ""))
        }
        return times
    }

    /// Down then up through the list, each press timed to a drawn 120x40 frame.
    func wideKeyPresses(_ count: Int) async throws -> [Double] {
        let session = WideSession(assembly: assembly, surface: GridSurface(size: Size(width: 120, height: 40)))
        await session.start()
        var times: [Double] = []
        for index in 0..<count {
            let key: WideKey = index < count / 2 ? .down : .up
            times.append(await Stopwatch.time { _ = await session.handle(key) })
        }
        return times
    }

    /// End, then presses moving up from the bottom and paging down from the top: the
    /// selection travels deep into a long section. Returns the End press and the others.
    func deepKeyPresses(_ count: Int) async throws -> (Double, [Double]) {
        let session = WideSession(assembly: assembly, surface: GridSurface(size: Size(width: 120, height: 40)))
        await session.start()
        let jump = await Stopwatch.time { _ = await session.handle(.end) }
        var times: [Double] = []
        for _ in 0..<count { times.append(await Stopwatch.time { _ = await session.handle(.up) }) }
        _ = await session.handle(.home)
        for _ in 0..<count { times.append(await Stopwatch.time { _ = await session.handle(.pageDown) }) }
        return (jump, times)
    }
}

/// A List view that takes what it is shown and draws nothing: the presenter's own cost.
@MainActor
private final class DiscardingListView: ListView {
    let visibleRowLimit: Int?
    private(set) var rows = 0
    private(set) var last: ListDisplayData?
    init(rowLimit: Int?) { visibleRowLimit = rowLimit }
    func showList(_ list: ListDisplayData) {
        rows = list.rowCount
        last = list
    }
    func showMessage(_ message: String) {}
    func showError(_ message: String) {}
}

@MainActor
private final class DiscardingAddView: AddView {
    func showForm(_ form: ItemForm<AddFormField>) {}
    func showDueInterpretation(_ interpretation: DueInterpretation) {}
    func showError(_ message: String, field: AddFormField?) {}
    func showNameAccepted() {}
    func showSaved(_ message: String) {}
    func showCancelled(_ message: String) {}
}

@MainActor
private final class DiscardingDetailView: DetailView {
    func showDetail(_ detail: DetailDisplayData) {}
    func showNoItem(_ message: String) {}
    func showEditForm(_ form: ItemForm<DetailField>) {}
    func showDueInterpretation(_ interpretation: DueInterpretation) {}
    func showFieldAccepted(_ field: DetailField) {}
    func showError(_ message: String, field: DetailField?) {}
    func showMessage(_ message: String) {}
}

@MainActor
private final class DiscardingHost: ModuleHost {
    func present(_ module: ModuleKind) {}
    func dismiss(_ module: ModuleKind) {}
}

/// The List module assembled over discarding views and started. It keeps the view and the
/// host, which the module holds only weakly, alive as long as it is used.
@MainActor
private final class StartedList {
    let view: DiscardingListView
    let host = DiscardingHost()
    let modules: AssembledModules

    init(_ assembly: ModuleAssembly, rowLimit: Int?) async {
        view = DiscardingListView(rowLimit: rowLimit)
        modules = assembly.assemble(
            views: ModuleViews(list: view, add: DiscardingAddView(), detail: DiscardingDetailView()),
            hosts: ModuleHosts(host))
        await modules.list.start()
    }
}
