import Foundation
import PostgresScratch
import Testing

/// What a user sees when the server cannot be used: one line naming the server, never the
/// password, saying what to do.
@Suite struct PostgresConnectionErrorTests {
    @Test func aWrongPasswordIsReportedWithoutThePassword() async throws {
        try await TestServer.withDatabase { database in
            let url = try database.url(user: "todo_admin", password: "not-the-password")
            let message = try #require(try await TestServer.connectionError(url))
            #expect(message.contains("refused user todo_admin"), "\(message)")
            #expect(message.contains("@127.0.0.1:"))
            #expect(!message.contains("not-the-password"))
            #expect(!message.contains("\n"))
        }
    }

    @Test func aMissingDatabaseIsNamedWithHowToCreateIt() async throws {
        let server = try ScratchDatabase.testServer()
        var components = try #require(URLComponents(string: server))
        components.path = "/todo_no_such_database"
        let missing = try #require(components.string)
        let message = try #require(try await TestServer.connectionError(missing))
        #expect(message.contains("the database todo_no_such_database does not exist"), "\(message)")
        #expect(message.contains("createdb todo_no_such_database"))
        #expect(!message.contains(components.password ?? "-"))
    }

    @Test func anUnreachableServerIsNamedByHostAndPort() async throws {
        let message = try #require(try await TestServer.connectionError("postgres://ann:s3cret@127.0.0.1:1/todo"))
        #expect(message.contains("cannot reach the PostgreSQL server at 127.0.0.1:1"), "\(message)")
        #expect(!message.contains("s3cret"))
    }
}
