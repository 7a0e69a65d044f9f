/// Reads what a change did to the list by comparing the list shown before it with the list
/// as it now is: whichever made the change (this front, undo, another process), the rows
/// that came or changed and the sections they touched are found the same way.
enum ListChangeReading {
    /// The rows of `new` that `old` did not have, or had in another section or another
    /// form, and the sections where a row came, went or changed.
    static func change(from old: ListDisplayData, to new: ListDisplayData) -> ListDisplayChange {
        var before: [Int64: (section: String, row: ListDisplayRow)] = [:]
        before.reserveCapacity(old.rowCount)
        for section in old.sections {
            for row in section.rows { before[row.id] = (section.title, row) }
        }
        var rowIDs: Set<Int64> = []
        var sectionTitles: Set<String> = []
        for section in new.sections {
            for row in section.rows {
                if let was = before.removeValue(forKey: row.id) {
                    if was.section == section.title && was.row == row { continue }
                    sectionTitles.insert(was.section)
                }
                rowIDs.insert(row.id)
                sectionTitles.insert(section.title)
            }
        }
        // The rows that went: done, deleted, or no longer matching the filter.
        for was in before.values { sectionTitles.insert(was.section) }
        return ListDisplayChange(rowIDs: rowIDs, sectionTitles: sectionTitles)
    }
}
