import Foundation
import PostgresScratch
import TestSupport
import Testing

/// What `todo` says when the PostgreSQL server cannot be used: one line naming the server
/// (never the password), a non-zero status, nothing written. The URLs with passwords are
/// given in `TODO_DB`, as they should be: in `--db` they would add a warning.
@Suite struct PostgresErrorMessageTests {
    func expectOneLine(_ result: TodoBinary.Result, containing expected: String, notContaining secret: String) {
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(!result.stderr.contains(secret), "the password leaked: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aWrongPasswordNamesTheServerAndUserButNotThePassword() async throws {
        try await Scenario.onPostgres { scenario, database in
            let url = try database.url(user: "todo_admin", password: "hunter2-wrong")
            let result = try scenario.run(["add", "Never stored"], environment: ["TODO_DB": url])
            expectOneLine(result, containing: "refused user todo_admin", notContaining: "hunter2-wrong")
            #expect(result.stderr.contains("postgres://todo_admin@127.0.0.1:"))
        }
    }

    @Test func aMissingDatabaseSaysHowToCreateIt() async throws {
        var components = try #require(URLComponents(string: try ScratchDatabase.testServer()))
        components.path = "/todo_not_created"
        let url = try #require(components.string)
        let result = try Scenario().run(["list"], environment: ["TODO_DB": url])
        expectOneLine(result, containing: "createdb todo_not_created", notContaining: components.password ?? "-")
    }

    @Test func sslmodeRequireOnAServerWithoutTLSSaysWhatToChange() async throws {
        try await Scenario.onPostgres { scenario, database in
            let result = try scenario.run(["list"], environment: ["TODO_DB": database.urlText + "?sslmode=require"])
            expectOneLine(
                result, containing: "the server does not offer TLS, which sslmode asks for", notContaining: "todo-test-"
            )
        }
    }

    @Test func anUnreachableServerIsNamed() throws {
        let result = try Scenario().run(["list"], environment: ["TODO_DB": "postgres://ann:s3cret@127.0.0.1:1/todo"])
        expectOneLine(result, containing: "cannot reach the PostgreSQL server at 127.0.0.1:1", notContaining: "s3cret")
    }

    @Test func aMalformedURLIsRefusedWithTheFormToUse() throws {
        let result = try Scenario().run(["list", "--db", "postgres://ann:s3cret@db.local"])
        expectOneLine(result, containing: "add one, as in postgres://user@host/todo", notContaining: "s3cret")
    }

    @Test func aDatabaseFromANewerTodoIsRefusedAndLeftAlone() async throws {
        try await Scenario.onPostgres { scenario, database in
            try scenario.succeed("add", "Kept")
            try await database.execute("INSERT INTO todo_schema_migrations (identifier) VALUES ('v99-from-the-future')")
            let result = try scenario.run(["add", "Not stored"])
            expectOneLine(result, containing: "written by a newer version of todo", notContaining: "todo-test-")
            #expect(try await database.execute("SELECT title FROM todo_item") == ["Kept"])
        }
    }
}
