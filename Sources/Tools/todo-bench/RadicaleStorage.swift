import Foundation

/// Radicale's filesystem storage (`radicale/storage/multifilesystem`), written before the
/// server starts: a collection is a folder `collection-root/<user>/<name>/` holding one
/// `.ics` file a resource, exactly as a PUT of each task leaves it, and `.Radicale.props`,
/// the properties that make it a calendar of tasks (what MKCALENDAR writes). Radicale reads
/// the files as they are and makes its caches (ETags, sync tokens) at the first request.
///
/// The bench seeds its collections this way: Radicale stores a PUT of the whole calendar
/// task by task, and had not stored 10,000 tasks after seven minutes; a PUT a task costs it a
/// commit each.
enum RadicaleStorage {
    /// Writes the collection `name` of `user` under the storage folder `root`, with `tasks`.
    static func seed(_ root: String, user: String, collection name: String, tasks: [BenchTask]) throws {
        let folder = "\(root)/collection-root/\(user)/\(name)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let properties = #"{"C:supported-calendar-component-set": "VTODO", "tag": "VCALENDAR"}"#
        try properties.write(toFile: folder + "/.Radicale.props", atomically: false, encoding: .utf8)
        for task in tasks {
            try task.text.write(toFile: folder + "/" + task.name, atomically: false, encoding: .utf8)
        }
    }
}
