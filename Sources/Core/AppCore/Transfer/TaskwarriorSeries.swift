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

    /// What finding the series keeps of an export's tasks while it reads them, one at a
    /// time: every uuid with its entry (to refuse one given twice), the templates' rules,
    /// and each series' first pending instance so far; not the tasks themselves.
    struct Finder {
        /// The entry of every task read so far, by uuid.
        private var positionOfUUID: [UUID: Int] = [:]
        /// The rule and end of each template (status `recurring`), by uuid (`nil`: none written).
        private var templates: [String: (recur: String?, until: Date?)] = [:]
        /// The first pending instance of each series so far (the lowest due; the file's
        /// order breaks ties), by its parent's uuid.
        private var firstInstance: [String: (due: Date?, position: Int, recur: String?, until: Date?)] = [:]

        /// Takes `task` into account; refuses a uuid an earlier entry gave.
        mutating func add(_ task: TaskwarriorTask) throws(ImportError) {
            if let uuid = TaskwarriorUUID.parse(task.uuid)?.uuid,
                let earlier = positionOfUUID.updateValue(task.position, forKey: uuid)
            {
                throw .badEntry(position: task.position, reason: "\(task.label): entry \(earlier) has the same uuid")
            }
            if task.status == .recurring { templates[task.uuid] = (task.recur, task.until) }
            guard task.status == .pending || task.status == .waiting, let parent = task.parent else { return }
            let candidate = (due: task.due, position: task.position, recur: task.recur, until: task.until)
            if let first = firstInstance[parent],
                (first.due ?? .distantFuture, first.position) <= (task.due ?? .distantFuture, task.position)
            {
                return
            }
            firstInstance[parent] = candidate
        }

        /// The series found, once every task has been added.
        func series() -> TaskwarriorSeries {
            var series = TaskwarriorSeries()
            for (parent, first) in firstInstance {
                // A parent that is a task of the file but no template is not a series: such
                // tasks import each on its own, so that no two items share an identity.
                if let uuid = TaskwarriorUUID.parse(parent)?.uuid, positionOfUUID[uuid] != nil, templates[parent] == nil
                {
                    continue
                }
                guard let rule = templates[parent]?.recur ?? first.recur else { continue }
                series.ruleOfSeries[parent] = (rule, templates[parent]?.until ?? first.until)
                series.carrierOfSeries[parent] = first.position
            }
            return series
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
