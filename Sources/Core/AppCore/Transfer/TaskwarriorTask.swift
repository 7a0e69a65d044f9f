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
    init(_ object: [String: Any], position: Int) throws(ImportError) {
        self.position = position
        func required(_ key: String) throws(ImportError) -> String {
            guard let value = object[key] else {
                let hint = object["title"] != nil ? "; it looks like todo's own export, import it with --from json" : ""
                throw TaskwarriorJSON.notFormat("entry \(position) has no \"\(key)\"\(hint)")
            }
            guard let text = value as? String else {
                throw TaskwarriorJSON.notFormat(
                    "entry \(position)'s \"\(key)\" is \(TaskwarriorJSON.kind(of: value)), not a string")
            }
            return text
        }
        description = try required("description")
        let statusText = try required("status")
        let uuidText = try required("uuid")
        func bad(_ reason: String) -> ImportError { .badEntry(position: position, reason: reason) }
        guard let uuid = UUID(uuidString: uuidText) else {
            throw bad("uuid \(JSONText.quoted(String(uuidText.prefix(64)))) is not a UUID")
        }
        self.uuid = uuid.uuidString.lowercased()
        let label = "task \(self.uuid.prefix(8))"
        guard let status = Status(rawValue: statusText) else {
            let known = Status.allCases.map(\.rawValue).joined(separator: ", ")
            throw bad("\(label): status \(JSONText.quoted(String(statusText.prefix(64)))) is not one of \(known)")
        }
        self.status = status
        func text(_ key: String) throws(ImportError) -> String? {
            guard let value = object[key], !(value is NSNull) else { return nil }
            guard let text = value as? String else {
                throw bad("\(label): \"\(key)\" is \(TaskwarriorJSON.kind(of: value)), not a string")
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
            guard let parent = UUID(uuidString: written) else {
                throw bad("\(label): parent \(JSONText.quoted(String(written.prefix(64)))) is not a UUID")
            }
            return parent.uuidString.lowercased()
        }
        recur = try text("recur")
        until = try time("until")
        priority = try text("priority")
        project = try text("project")
        tags = try Self.tags(object["tags"], bad: { bad("\(label): \($0)") })
        annotations = try Self.annotations(object["annotations"], bad: { bad("\(label): \($0)") })
    }

    private static func tags(_ value: Any?, bad: (String) -> ImportError) throws(ImportError) -> [String] {
        guard let value, !(value is NSNull) else { return [] }
        guard let list = value as? [Any] else {
            throw bad("\"tags\" is \(TaskwarriorJSON.kind(of: value)), not a list")
        }
        var tags: [String] = []
        for element in list {
            guard let tag = element as? String else {
                throw bad("a tag is \(TaskwarriorJSON.kind(of: element)), not a string")
            }
            tags.append(tag)
        }
        return tags
    }

    private static func annotations(_ value: Any?, bad: (String) -> ImportError) throws(ImportError)
        -> [Annotation]
    {
        guard let value, !(value is NSNull) else { return [] }
        guard let list = value as? [Any] else {
            throw bad("\"annotations\" is \(TaskwarriorJSON.kind(of: value)), not a list")
        }
        var annotations: [Annotation] = []
        for (index, element) in list.enumerated() {
            guard let object = element as? [String: Any], let description = object["description"] as? String else {
                throw bad("annotation \(index + 1) is not an object with a \"description\"")
            }
            var entry: Date?
            if let written = object["entry"], !(written is NSNull) {
                guard let text = written as? String, let date = TaskwarriorTime.parse(text) else {
                    throw bad("annotation \(index + 1)'s entry is not \(TaskwarriorTime.form)")
                }
                entry = date
            }
            annotations.append(Annotation(entry: entry, description: description))
        }
        return annotations
    }
}
