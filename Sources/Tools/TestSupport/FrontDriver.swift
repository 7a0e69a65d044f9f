import AppCore

/// Something a user can do on one front but deliberately not on another: a behaviour that
/// needs it is skipped on a front whose driver says it lacks it, by name.
public enum FrontAbility: Hashable, Sendable, CaseIterable {
    /// Naming items by number (the wide front selects rows instead).
    case itemNumbers
    /// Acting on several items in one step (`done 3 5 7`).
    case severalItemsAtOnce
    /// Reopening a done item directly (the wide front shows no done items; undo reopens).
    case reopening
    /// Scrolling a window of rows (the one-shot commands and the REPL print every row).
    case scrolling
    /// Abandoning an add half-way (a one-shot `todo add` is not run instead).
    case cancellingAnAdd
    /// Listing the completed items (`todo list --done`, the REPL's `list --done`): the wide
    /// front shows open items only, by decision (Docs/Decisions.md, "done list on the wide
    /// front").
    case doneList
    /// Refusing filter text with nothing to find (`todo list +`, the REPL's `find +`), given
    /// as a finished command: the wide search line filters at each key and takes such text
    /// for no filter yet, by decision (Docs/Decisions.md, "a filter with nothing to find").
    case refusingEmptyFilters
    /// Showing the list after an add, with the new item in it: the REPL prints it, the wide
    /// list pane shows it. A one-shot `todo add` prints what it added ("Added 5: …, due
    /// …"), and the list is another command.
    case showingTheListAfterAnAdd
    /// A selection that moves over the rows (the wide list's): the REPL and the one-shot
    /// commands name items by number instead.
    case selectingRows
    /// Acting on every item a filter matches (`todo done +home`, the REPL's `done +home`):
    /// the wide front's keys act on the selected item only, by decision (Docs/Decisions.md,
    /// "acting on a filter").
    case actingOnAFilter
}

/// A front under test, driven as its user would drive it, and read back as its user would
/// see it. Each front's tests supply one, with the front's real views and an in-memory
/// screen, so that one suite of behaviours (``SharedPresenterBehaviour``) checks every
/// front.
@MainActor
public protocol FrontDriver: AnyObject {
    /// The front's name, for messages.
    nonisolated static var name: String { get }
    /// What this front deliberately lacks: the behaviours that need it do not run on it.
    nonisolated static var lacks: Set<FrontAbility> { get }
    /// Starts the front over `store`, reading the time from `clock`.
    static func start(store: any TodoStore, clock: WallClock) async -> Self

    /// Asks to add an item (the phone's "+").
    func beginAdd() async
    /// Gives the new item's name.
    func typeName(_ name: String) async
    /// Gives the due date and saves.
    func submitDue(_ due: String) async
    /// Abandons the add.
    func cancelAdd() async

    /// Marks items done (one, unless the front can do several at once).
    func complete(_ ids: [Int64]) async
    /// Marks done items open again.
    func reopen(_ ids: [Int64]) async
    /// Deletes items.
    func delete(_ ids: [Int64]) async
    /// Postpones the item by `span` ("" for a day): `todo postpone N SPAN`, `postpone N SPAN`
    /// in the REPL, `p` (a day) or `P` SPAN Enter on the wide front, its row selected.
    func postpone(_ id: Int64, by span: String) async
    /// Completes every open item the filter `text` matches: `todo done TEXT`, `done TEXT` in
    /// the REPL (needs ``FrontAbility/actingOnAFilter``).
    func completeMatching(_ text: String) async
    /// Deletes every open item the filter `text` matches (needs ``FrontAbility/actingOnAFilter``).
    func deleteMatching(_ text: String) async
    /// Postpones every open item the filter `text` matches by `span` (needs
    /// ``FrontAbility/actingOnAFilter``).
    func postponeMatching(_ text: String, by span: String) async
    /// Undoes the last change.
    func undo() async
    /// Redoes the change undone most recently: `todo redo`, `redo` in the REPL, `R` on the
    /// wide front.
    func redo() async
    /// Shows or hides the Later section.
    func toggleLater() async
    /// Moves to the end of the list.
    func scrollToBottom() async
    /// Does what the front does to notice changes made by another process, or a new day.
    func noticeChangesMadeElsewhere() async

    /// Syncs with `server` as the front's user does (`todo sync` then `todo list`, the
    /// REPL's `sync`, the wide front's `S`), and waits for the sync to end.
    func sync(with server: MemoryTaskCollection) async

    /// Shows the item whole (`show N`; on the wide front, selecting its row).
    func open(_ id: Int64) async
    /// Edits the item: each field given is typed in place of the current value, each `nil`
    /// left as it is; then saves.
    func edit(_ id: Int64, title: String?, due: String?, note: String?) async
    /// Gives the item a repeat rule (`none` removes it) through the front's edit: `todo
    /// edit N --every RULE`, the REPL edit's repeat question, the wide form's Repeat field.
    func setRepeat(_ id: Int64, every rule: String) async
    /// Gives the item exactly `tags` (none when empty), in place of its own, through the
    /// front's edit: the REPL edit's tags question and the wide form's Tags field are
    /// answered with them (`+errands +shopping`; the REPL's `-` for none); a one-shot user,
    /// who has `--tag` and `--untag`, reads the item's tags (`todo show N --json`), takes
    /// off those not wanted and gives the others.
    func setTags(_ id: Int64, _ tags: [String]) async
    /// Gives the item the priority `text` names (`high`, `none`) through the front's edit:
    /// `todo edit N --priority TEXT`, the REPL edit's priority question, the wide form's
    /// Priority field.
    func setPriority(_ id: Int64, _ text: String) async
    /// Gives the item the start day `text` names (`mon`; `none` takes it away) through the
    /// front's edit: `todo edit N --start TEXT`, the REPL edit's start question (at a
    /// terminal), the wide form's Start field.
    func setStart(_ id: Int64, _ text: String) async
    /// Gives up an edit a refused answer left open, as a person does after reading why:
    /// Ctrl-C at the REPL's question, Esc on the wide form (a one-shot command leaves
    /// nothing open).
    func abandonEdit() async

    /// Shows only the open items matching `text` (`+tag` and words, as every front reads
    /// them), whichever list was on show: `todo list TEXT`, `find TEXT` in the REPL, `/` TEXT
    /// Enter on the wide front.
    func filter(_ text: String) async
    /// Shows every open item again: `todo list`, `list` in the REPL, Esc on the wide front.
    func clearFilter() async
    /// Shows the completed items matching `text` (blank: every one), most recently
    /// completed first: `todo list --done TEXT`, `list --done TEXT` in the REPL (needs
    /// ``FrontAbility/doneList``). ``clearFilter()`` shows the open items again.
    func showDone(_ text: String) async
    /// Shows every tag of an open item with its count: `todo tags`, `tags` in the REPL,
    /// `t` (the tag picker) on the wide front.
    func showTags() async

    /// The list rows the user sees now.
    var rows: [ShownRow] { get }
    /// The tags the last ``showTags()`` showed, with their counts.
    var tags: [ShownTag] { get }
    /// Everything the front shows now (for the compact and one-shot fronts: what the last
    /// action printed).
    var screen: String { get }
    /// What the last action said it did, or "" when it said nothing.
    var message: String { get }
    /// The problem the last action reported, or "" when there was none.
    var problem: String { get }
    /// Whether the list has the user's input (not the Add form).
    var isOnList: Bool { get }
    /// The item whose row is selected (needs ``FrontAbility/selectingRows``; `nil` without).
    var selectedItem: Int64? { get }
}

extension FrontDriver {
    /// No selection, by default: the front names items by number.
    public var selectedItem: Int64? { nil }

    /// Starts the front over `store`, with the time fixed at Thursday 2026-11-19, 09:30 UTC.
    public static func start(store: any TodoStore) async -> Self {
        await start(store: store, clock: Fixtures.clock("2026-11-19"))
    }
}
