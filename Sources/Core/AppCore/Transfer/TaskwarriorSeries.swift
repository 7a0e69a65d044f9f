import Foundation

/// What each task of an export becomes, once its repeating series are known: Taskwarrior
/// keeps a repeating task as a template (status `recurring`) and instances made from it
/// (each with the template's uuid as its `parent`); todo keeps one item with a rule.
struct TaskwarriorSeries {
    /// What one task becomes.
    enum Role: Equatable {
        /// An item, carrying the repeat period `recur` (`nil`: none) and the series' end
        /// `until` (`nil`: none), known as `source`.
        case item(recur: String?, until: Date?, source: String)
        /// A template whose series another task carries: no item.
        case template
        /// Left out, for `reason`.
        case skipped(ImportSkip)
    }

    /// The rule of each series, by the template's uuid: the template's `recur`, else the
    /// first instance's; with its `until`, the template's, else the first instance's.
    private var ruleOfSeries: [String: (recur: String, until: Date?)] = [:]
    /// The position of the instance that carries each series, by the template's uuid.
    private var carrierOfSeries: [String: Int] = [:]

    /// Finds the series among `tasks`.
    init(_ tasks: [TaskwarriorTask]) {
        var templates: [String: TaskwarriorTask] = [:]
        var instances: [String: [TaskwarriorTask]] = [:]
        let others = Set(tasks.filter { $0.status != .recurring }.map(\.uuid))
        for task in tasks {
            if task.status == .recurring { templates[task.uuid] = task }
            // A parent that is a task of the file but no template is not a series: such
            // tasks import each on its own, so that no two items share an identity.
            if task.status == .pending || task.status == .waiting, let parent = task.parent, !others.contains(parent) {
                instances[parent, default: []].append(task)
            }
        }
        for (parent, pending) in instances {
            let first = pending.min {
                ($0.due ?? .distantFuture, $0.position) < ($1.due ?? .distantFuture, $1.position)
            }
            guard let first, let rule = templates[parent]?.recur ?? first.recur else { continue }
            ruleOfSeries[parent] = (rule, templates[parent]?.until ?? first.until)
            carrierOfSeries[parent] = first.position
        }
    }

    /// What `task` becomes.
    func role(of task: TaskwarriorTask) -> Role {
        let own = "taskwarrior:\(task.uuid)"
        switch task.status {
        case .deleted:
            return .skipped(.deletedInTaskwarrior)
        case .completed:
            return .item(recur: nil, until: nil, source: own)
        case .recurring:
            return carrierOfSeries[task.uuid] == nil
                ? .item(recur: task.recur, until: task.until, source: own) : .template
        case .pending, .waiting:
            guard let parent = task.parent, let carrier = carrierOfSeries[parent] else {
                return .item(recur: task.recur, until: task.until, source: own)
            }
            guard carrier == task.position else { return .skipped(.laterOccurrence) }
            let rule = ruleOfSeries[parent]
            return .item(recur: rule?.recur, until: rule?.until, source: "taskwarrior:\(parent)")
        }
    }
}
