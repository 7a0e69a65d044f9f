import GRDB

@testable import AppCore

/// SQLite's plan for one of the store's queries.
enum QueryPlan {
    /// The steps of the plan (the `detail` column of `EXPLAIN QUERY PLAN`), in order.
    static func details(_ db: Database, _ query: SQLiteListQueries.Query) throws -> [String] {
        var details: [String] = []
        try db.forEachRow("EXPLAIN QUERY PLAN " + query.sql, query.arguments) { row in
            details.append(SQLiteColumn.text(row, 3))
        }
        return details
    }
}
