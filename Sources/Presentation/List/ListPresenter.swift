import AppCore

/// The List module's presenter: asks the List use case for the upcoming items, turns
/// them into display data for its view, and handles the user's actions on the list.
///
/// It is the Add module's delegate: after a save it shows the list with the new item in it,
/// selected.
///
/// Which list is on show, decided here once for every front:
/// - A change the user makes (done, undone, delete, undo, an add, an edit) shows the open
///   items afterwards, even from the completed list: the change is seen where it lands.
///   The filter on stays on.
/// - A filter (``ListIntent/filter(text:)``) applies to the open items; the completed
///   ones are filtered only when asked for (``ListIntent/show(filterText:done:)``).
/// - After a change, the display data says what it did (``ListDisplayData/change``),
///   compared with the open list shown before it, for a view that cannot show it all.
@MainActor
public final class ListPresenter {
    private let interactor: ListInteractor
    private let wireframe: ListWireframe
    private weak var view: (any ListView)?
    /// Hears which item is selected or opened; held weakly.
    weak var delegate: (any ListModuleDelegate)?
    private var showsLater = false
    /// The filter on, or `nil` for every item.
    private var filter: ItemFilter?
    /// Whether the completed items are shown instead of the open ones.
    private var showsDone = false
    /// The store's revision when the list was last read, once a front watches for changes
    /// made elsewhere (a one-shot front never does, and never pays for it).
    private var shownRevision: Int64?
    private var watchesChanges = false
    /// What the change check last found wrong (a server gone away), shown once, not at every
    /// check while it lasts.
    private var changeCheckProblem: String?
    /// The day the list on show was read for: its sections ("Today", "Tomorrow") and day
    /// labels are true on that day only.
    private var shownDay: CalendarDay?
    /// For a view shown a window of the list: where the window is, what it holds, and the
    /// sections' counts.
    private var windowAnchor = WindowAnchor.top
    private var window: UpcomingWindow?
    private var counts: UpcomingCounts?
    /// For a view shown a window of the list: the digits of the largest item number, found
    /// each time the list is read again (a window moved through keeps them).
    private var numberDigits = 1
    /// The open list last given whole to the view, with the filter and Later setting it was
    /// read with: what a change is compared with (``ListDisplayData/change``).
    private var lastOpenList: (list: ListDisplayData, filter: ItemFilter?, showsLater: Bool)?

    /// Creates the presenter; `view` is held weakly.
    init(interactor: ListInteractor, wireframe: ListWireframe, view: any ListView) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.view = view
    }

    /// Carries out a change, says what it did, and shows the list as it now is.
    private func change(_ action: () async throws -> String) async {
        do {
            view?.showMessage(try await action())
            await showOpenListAfterChange()
        } catch {
            view?.showError(String(describing: error))
        }
    }

    /// Carries out a change on every item the filter `text` asks for matches (the open ones,
    /// or with `done` the completed ones), says what it did, and shows the list as it now is;
    /// `action` gives `nil` when nothing matched, which is an error that names the filter.
    private func changeMatching(
        _ text: String, done: Bool = false, _ action: (ItemFilter) async throws -> String?
    ) async {
        guard case .some(.some(let filter)) = read(text, command: nil, done: done) else { return }
        do {
            guard let message = try await action(filter) else {
                view?.showError(ListWording.nothingMatched(filter, done: done))
                return
            }
            view?.showMessage(message)
            await showOpenListAfterChange()
        } catch {
            view?.showError(String(describing: error))
        }
    }

    /// After a change the user made: the open items, whichever list was on show, with what
    /// the change did to them.
    private func showOpenListAfterChange() async {
        showsDone = false
        await updateView(showingChange: true)
    }
}

extension ListPresenter: ListModuleInterface {
    public func start(showingLater: Bool, filterText: String, showingDone: Bool) async {
        showsLater = showingLater
        showsDone = showingDone
        wireframe.presentListInterface()
        guard let filter = read(filterText, command: listCommand(done: showingDone), done: showingDone) else { return }
        self.filter = filter
        await updateView()
    }

    public func handle(_ intent: ListIntent) async {
        switch intent {
        case .refresh: await updateView()
        case .refreshIfChanged: await refreshIfChanged()
        case .add(let name): wireframe.presentAddInterface(delegate: self, name: name)
        case .complete(let ids): await change { ListWording.completed(try await interactor.complete(ids: ids)) }
        case .reopen(let ids): await change { ListWording.reopened(try await interactor.reopen(ids: ids)) }
        case .delete(let ids): await change { ListWording.deleted(try await interactor.delete(ids: ids)) }
        case .postpone(let ids, let span):
            await change { ListWording.postponed(try await interactor.postpone(ids: ids, by: span)) }
        case .addNote(let id, let line):
            await change { ListWording.noteAdded(try await interactor.addNote(id: id, line: line)) }
        case .completeMatching(let text):
            await changeMatching(text) { filter in
                let done = try await interactor.complete(matching: filter)
                return done.items.isEmpty ? nil : ListWording.completed(done, matching: filter)
            }
        case .reopenMatching(let text):
            await changeMatching(text, done: true) { filter in
                let reopened = try await interactor.reopen(matching: filter)
                return reopened.isEmpty ? nil : ListWording.reopened(reopened, matching: filter)
            }
        case .deleteMatching(let text):
            await changeMatching(text) { filter in
                let deleted = try await interactor.delete(matching: filter)
                return deleted.items.isEmpty ? nil : ListWording.deleted(deleted, matching: filter)
            }
        case .postponeMatching(let text, let span):
            await changeMatching(text) { filter in
                let postponed = try await interactor.postpone(matching: filter, by: span)
                return postponed.moved.isEmpty ? nil : ListWording.postponed(postponed, matching: filter)
            }
        case .editMatching(let text, let edit):
            await changeMatching(text) { filter in
                let edited = try await interactor.edit(matching: filter, edit)
                return edited.isEmpty ? nil : ListWording.edited(edited, matching: filter)
            }
        case .undo: await undo()
        case .toggleLater: await toggleLaterSection()
        case .scroll(let request): await scroll(request)
        case .select(let id): await delegate?.listModuleDidSelect(id)
        case .open(let id): await delegate?.listModuleDidOpen(id, editing: false)
        case .edit(let id): await delegate?.listModuleDidOpen(id, editing: true)
        case .filter(let text):
            guard let filter = read(text, command: view?.commandNames?.find, done: false) else { return }
            showsDone = false
            await setFilter(filter)
        case .show(let text, let done):
            guard let filter = read(text, command: listCommand(done: done), done: done) else { return }
            showsDone = done
            await setFilter(filter)
        case .search(let text):
            let filter = FilterReading(text).filter
            if filter != self.filter { await setFilter(filter) }
        case .showTags: await showTags()
        case .redo: await redo()
        case .showHistory: await showHistory()
        }
    }

    /// The filter `text` asks for (`.some(nil)`: none, every item), or `nil` when it has
    /// nothing to find: then the view is told so, naming `command`, the command the text
    /// was typed with.
    private func read(_ text: String, command: String?, done: Bool) -> ItemFilter?? {
        switch FilterReading(text) {
        case .everyItem: return .some(nil)
        case .matching(let filter): return filter
        case .nothingToFind:
            view?.showError(ListWording.nothingToFind(text, command: command, done: done))
            return nil
        case .badTag(let error):
            view?.showError(error.description)
            return nil
        }
    }

    /// How the view's front names the command that shows the list (with `--done` for the
    /// completed items), if it names one.
    private func listCommand(done: Bool) -> String? {
        view?.commandNames.map { ListWording.listCommand($0, done: done) }
    }

    private func undo() async {
        do {
            guard let undone = try await interactor.undo() else {
                view?.showError(ListWording.nothingToUndo)
                return
            }
            view?.showMessage(ListWording.undone(undone))
            await showOpenListAfterChange()
        } catch {
            view?.showError(String(describing: error))
        }
    }

    private func redo() async {
        do {
            guard let redone = try await interactor.redo() else {
                view?.showError(HistoryWording.nothingToRedo)
                return
            }
            view?.showMessage(HistoryWording.redone(redone))
            await showOpenListAfterChange()
        } catch {
            view?.showError(String(describing: error))
        }
    }

    /// The journal's last changes, newest first.
    private func showHistory() async {
        do {
            view?.showHistory(HistoryDisplayData(try await interactor.history()))
        } catch {
            view?.showError(String(describing: error))
        }
    }

    /// Reads the list on show and gives it to the view; with `place`, the window (for a
    /// view shown one) holds the item at that place; `showingChange`: after a change to the
    /// items, which the display data then describes.
    private func updateView(revealing place: ItemPlace? = nil, showingChange: Bool = false) async {
        do {
            if view?.visibleRowLimit == 0 { return }
            // A revision that cannot be read (the server is away) is read again by the next
            // change check, which then refreshes; the reading below says what is wrong.
            if watchesChanges { shownRevision = try? await interactor.revision() }
            if showsDone {
                try await showDone()
            } else if let limit = view?.visibleRowLimit {
                let counts = try await interactor.countUpcomingSections(
                    includingLater: showsLater, matching: filter ?? .none)
                self.counts = counts
                shownDay = counts.today
                try await showWindow(limit: limit, revealing: place, countingDigits: true)
            } else {
                let upcoming = try await interactor.findUpcomingItems(
                    includingLater: showsLater, matching: filter ?? .none)
                shownDay = upcoming.today
                showWhole(
                    ListDisplayDataBuilder.displayData(
                        for: upcoming, showsLater: showsLater, filter: filter, names: view?.commandNames),
                    showingChange: showingChange)
            }
        } catch {
            view?.showError(String(describing: error))
        }
    }

    /// Gives the view the whole open list; after a change, with what it did to the list
    /// shown before, when that was the same list (same filter, same Later setting, same day).
    private func showWhole(_ list: ListDisplayData, showingChange: Bool) {
        var list = list
        if showingChange, let last = lastOpenList, last.filter == filter, last.showsLater == showsLater,
            last.list.today == list.today
        {
            list.change = ListChangeReading.change(from: last.list, to: list)
        }
        lastOpenList = (list, filter, showsLater)
        view?.showList(list)
    }

    private func scroll(_ request: ListScroll) async {
        guard let limit = view?.visibleRowLimit, let window else { return }
        switch request {
        case .top: windowAnchor = .top
        case .bottom: windowAnchor = .bottom
        case .down(let rows):
            guard window.hasLater, !window.items.isEmpty else { return }
            windowAnchor = .from(window.items[min(max(rows, 0), window.items.count - 1)].position)
        case .up(let rows):
            guard window.hasEarlier, !window.items.isEmpty else { return }
            windowAnchor = .through(window.items[max(window.items.count - 1 - max(rows, 0), 0)].position)
        }
        do { try await showWindow(limit: limit) } catch { view?.showError(String(describing: error)) }
    }

    /// Reads the window at its anchor and shows it; with `place`, a window that does not
    /// hold the item there is read again from it. With `countingDigits`, the largest item
    /// number's digits are found again (the list was read again, items may have come).
    private func showWindow(limit: Int, revealing place: ItemPlace? = nil, countingDigits: Bool = false)
        async throws
    {
        var window = try await interactor.findUpcomingWindow(
            includingLater: showsLater, at: windowAnchor, limit: limit, matching: filter ?? .none)
        if let place, !window.items.contains(where: { $0.position == place.position }) {
            windowAnchor = .from(place.position)
            window = try await interactor.findUpcomingWindow(
                includingLater: showsLater, at: windowAnchor, limit: limit, matching: filter ?? .none)
        }
        self.window = window
        // Stay with the rows on screen when they are re-read, unless they are the top ones:
        // then an item added above them shows up.
        windowAnchor = window.hasEarlier ? window.items.first.map { .from($0.position) } ?? .top : .top
        if countingDigits {
            numberDigits = try await interactor.findNumberDigits(atLeast: window.items.map(\.id).max() ?? 0)
        }
        guard let counts else { return }
        view?.showList(
            ListDisplayDataBuilder.displayData(
                for: window, counts: counts, showsLater: showsLater, filter: filter, names: view?.commandNames,
                numberWidth: numberDigits))
    }

    /// The completed items that match the filter, as many as the view shows.
    private func showDone() async throws {
        let today = interactor.today()
        shownDay = today
        let items = try await interactor.findCompletedItems(
            matching: filter ?? .none, limit: view?.visibleRowLimit ?? Int(Int32.max))
        view?.showList(
            ListDisplayDataBuilder.displayData(forDone: items, today: today, filter: filter, names: view?.commandNames))
    }

    /// Every tag of an open item, with its count.
    private func showTags() async {
        do {
            let counts = try await interactor.findTagCounts()
            view?.showTags(
                TagListDisplayData(
                    rows: counts.map { TagListDisplayData.Row(tag: $0.name, count: $0.count) },
                    emptyMessage: counts.isEmpty ? ListWording.noTags : nil))
        } catch {
            view?.showError(String(describing: error))
        }
    }

    /// Puts a filter on (`nil` takes it off) and shows the list from its top.
    private func setFilter(_ filter: ItemFilter?) async {
        self.filter = filter
        windowAnchor = .top
        await updateView()
    }

    public func watchForChanges() {
        watchesChanges = true
    }

    /// Reads the list again when the day changed since it was read (midnight passed: its
    /// sections and day labels are yesterday's), or when another process changed the items.
    private func refreshIfChanged() async {
        if let shownDay, interactor.today() != shownDay {
            await updateView()
            return
        }
        guard watchesChanges else { return }
        let revision: Int64
        do {
            revision = try await interactor.revision()
        } catch {
            let problem = String(describing: error)
            guard problem != changeCheckProblem else { return }
            changeCheckProblem = problem
            view?.showError(problem)
            return
        }
        changeCheckProblem = nil
        guard revision != shownRevision else { return }
        // What the last message said ("Deleted: 16 …") may be untrue now: it goes.
        view?.withdrawMessage()
        await updateView(showingChange: true)
    }

    private func toggleLaterSection() async {
        showsLater.toggle()
        windowAnchor = .top
        await updateView()
    }
}

extension ListPresenter: AddModuleDelegate {
    public func addModuleDidSaveAddAction(added id: Int64) async {
        await showAdded(id)
    }

    /// After an add, the new item is shown and selected, in every front that shows the
    /// list: the open items are shown (not the done ones), with the Later section opened
    /// when the item is due after next week or has no due day, and without a filter it
    /// does not match; a window of the list is read where the item is.
    private func showAdded(_ id: Int64) async {
        // A view that shows no list (a one-shot `todo add`) is told what was added, no more.
        guard view?.visibleRowLimit != 0 else { return }
        let place: ItemPlace?
        do {
            place = try await interactor.findPlace(ofItem: id, matching: filter ?? .none)
        } catch {
            view?.showError(String(describing: error))
            return
        }
        guard let place else {
            await showOpenListAfterChange()
            return
        }
        showsDone = false
        if !place.matchesFilter { filter = nil }
        if place.needsLater { showsLater = true }
        await updateView(revealing: place, showingChange: true)
        view?.selectItem(id)
    }

    public func addModuleDidCancelAddAction() {}
}

extension ListPresenter: DetailModuleDelegate {
    public func detailModuleDidChangeItem() async {
        await showOpenListAfterChange()
    }

    /// The list comes back as it now is, with what changed since it was last shown (a
    /// view that shows no list while the item covers it reads nothing until then).
    public func detailModuleDidClose() async {
        await updateView(showingChange: true)
    }
}
