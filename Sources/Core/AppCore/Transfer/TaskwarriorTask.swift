import Foundation

/// One entry of a Taskwarrior export, with the fields todo reads; every other field
/// (`id`, `urgency`, `modified`, `mask`, `imask`, `scheduled`, user defined
/// attributes...) is ignored, and `until` is read for a repeating task only.
///
/// An object without `description`, `status` or `uuid` as strings is not a Taskwarrior
/// task, and is refused with ``ImportError/notFormat(format:reason:)``; a wrong value in
/// an otherwise Taskwarrior-looking entry with ``ImportError/badEntry(position:reason:)``.
struct TaskwarriorTask {
    /// Where a task stands in Taskwarrior.
    enum Status: String, CaseIterable {
        /// Open.
        case pending
        /// Open, hidden until its `wait` time (older versions; newer ones write pending).
        case waiting
        /// Done, at `end`.
        case completed
        /// Deleted: not imported.
        case deleted
        /// The template of a recurring task, from which Taskwarrior makes its instances.
        case recurring
    }

    /// A note added to a task, with when it was added.
    struct Annotation {
        /// When it was added (`nil`: not given).
        let entry: Date?
        /// What it says.
        let description: String
    }

    /// The entry's place in the file, counting from 1.
    let position: Int
    /// The task's identity, in lower case.
    let uuid: String
    /// What to do, as written (checked later, by ``TitleRules``).
    let description: String
    /// Where it stands.
    let status: Status
    /// When it is due (`nil`: no due time).
    let due: Date?
    /// When it stops waiting (hidden until then; `nil`: not waiting).
    let wait: Date?
    /// When it was added.
    let entry: Date?
    /// When it was completed or deleted.
    let end: Date?
    /// For an instance of a recurring task, the template's uuid, in lower case.
    let parent: String?
    /// The repeat period as written (`weekly`, `2w`, `12h`...).
    let recur: String?
    /// When a repeating task's series ends (on a task that does not repeat, when it
    /// expires, which todo does not read).
    let until: Date?
    /// The priority as written (`H`, `M`, `L`, or a user's own value).
    let priority: String?
    /// The project as written (`home.finance`).
    let project: String?
    /// The tags as written.
    let tags: [String]
    /// The annotations, in the file's order.
    let annotations: [Annotation]

    /// How messages about this entry name it: `task 58053413` (the start of its uuid).
    var label: String { "task \(uuid.prefix(8))" }

    /// Reads the entry at `position` (counting from 1).
    init(_ object: [String: TaskwarriorValue], position: Int) throws(ImportError) {
        self.position = position
        func required(_ key: String) throws(ImportError) -> String {
            guard let value = object[key] else {
                let hint = object["title"] != nil ? "; it looks like todo's own export, import it with --from json" : ""
                throw TaskwarriorJSON.notFormat("entry \(position) has no \"\(key)\"\(hint)")
            }
            guard case .string(let text) = value else {
                throw TaskwarriorJSON.notFormat("entry \(position)'s \"\(key)\" is \(value.kind), not a string")
            }
            return text
        }
        description = try required("description")
        let statusText = try required("status")
        let uuidText = try required("uuid")
        func bad(_ reason: String) -> ImportError { .badEntry(position: position, reason: reason) }
        guard let uuid = TaskwarriorUUID.parse(uuidText) else {
            throw bad("uuid \(JSONText.quoted(String(uuidText.prefix(64)))) is not a UUID")
        }
        self.uuid = uuid.lowercased
        let label = "task \(self.uuid.prefix(8))"
        guard let status = Status(rawValue: statusText) else {
            let known = Status.allCases.map(\.rawValue).joined(separator: ", ")
            throw bad("\(label): status \(JSONText.quoted(String(statusText.prefix(64)))) is not one of \(known)")
        }
        self.status = status
        func text(_ key: String) throws(ImportError) -> String? {
            guard let value = object[key], !value.isNull else { return nil }
            guard case .string(let text) = value else {
                throw bad("\(label): \"\(key)\" is \(value.kind), not a string")
            }
            return text
        }
        func time(_ key: String) throws(ImportError) -> Date? {
            guard let written = try text(key) else { return nil }
            guard let date = TaskwarriorTime.parse(written) else {
                throw bad(
                    "\(label): \(key) \(JSONText.quoted(String(written.prefix(64)))) is not \(TaskwarriorTime.form)")
            }
            return date
        }
        due = try time("due")
        wait = try time("wait")
        entry = try time("entry")
        end = try time("end")
        parent = try text("parent").map { written throws(ImportError) in
            guard let parent = TaskwarriorUUID.parse(written) else {
                throw bad("\(label): parent \(JSONText.quoted(String(written.prefix(64)))) is not a UUID")
            }
            return parent.lowercased
        }
        recur = try text("recur")
        until = try time("until")
        priority = try text("priority")
        project = try text("project")
        tags = try Self.tags(object["tags"], bad: { bad("\(label): \($0)") })
        annotations = try Self.annotations(object["annotations"], bad: { bad("\(label): \($0)") })
    }

    private static func tags(_ value: TaskwarriorValue?, bad: (String) -> ImportError) throws(ImportError)
        -> [String]
    {
        guard let value, !value.isNull else { return [] }
        guard case .list(let list) = value else {
            throw bad("\"tags\" is \(value.kind), not a list")
        }
        var tags: [String] = []
        for element in list {
            guard case .string(let tag) = element else {
                throw bad("a tag is \(element.kind), not a string")
            }
            tags.append(tag)
        }
        return tags
    }

    private static func annotations(_ value: TaskwarriorValue?, bad: (String) -> ImportError) throws(ImportError)
        -> [Annotation]
    {
        guard let value, !value.isNull else { return [] }
        guard case .list(let list) = value else {
            throw bad("\"annotations\" is \(value.kind), not a list")
        }
        var annotations: [Annotation] = []
        for (index, element) in list.enumerated() {
            guard case .object(let object) = element, case .string(let description)? = object["description"] else {
                throw bad("annotation \(index + 1) is not an object with a \"description\"")
            }
            var entry: Date?
            if let written = object["entry"], !written.isNull {
                guard case .string(let text) = written, let date = TaskwarriorTime.parse(text) else {
                    throw bad("annotation \(index + 1)'s entry is not \(TaskwarriorTime.form)")
                }
                entry = date
            }
            annotations.append(Annotation(entry: entry, description: description))
        }
        return annotations
    }
}
