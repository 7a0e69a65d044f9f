import AppCore

// Open a store: in memory here; `try SQLiteTodoStore(path: "todo.sqlite")` keeps a file.
let store = InMemoryTodoStore()
// Time is a dependency: a fixed clock makes the output the same every run.
let clock = try WallClock.fixed("2026-11-19T09:30")
let weeks = WeekCalendar(weekStart: .sunday)

// The Add use case checks the title and reads the due date the way users type it.
let add = AddInteractor(store: store, clock: clock)
_ = try await add.save(title: "Buy milk", dueText: "tomorrow")
_ = try await add.save(title: "Call the plumber", dueText: "sat")
_ = try await add.save(title: "Renew passport", dueText: "+3w")

// The List use case groups the open items into the upcoming list's sections.
let list = ListInteractor(store: store, clock: clock, weeks: weeks)
let upcoming = try await list.findUpcomingItems(includingLater: true)
for section in upcoming.sections {
    print(section.relation.title)
    for item in section.items {
        let due = item.due.map { "due \($0.iso), a \($0.weekday.name)" } ?? "no due day"
        print("  \(item.id)  \(item.title)  (\(due))")
    }
}
