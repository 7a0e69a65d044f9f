import Testing

@testable import PostgresStore

/// Reading `--db postgres://...`: what is taken from the URL, what from the environment,
/// and that the password is never shown.
@Suite struct PostgresURLTests {
    @Test func aFullURLGivesEveryPart() throws {
        let url = try PostgresURL("postgres://ann:s3cret@db.example.org:6543/todo?sslmode=require", environment: [:])
        #expect(url.host == "db.example.org")
        #expect(url.port == 6543)
        #expect(url.user == "ann")
        #expect(url.password == "s3cret")
        #expect(url.database == "todo")
        #expect(url.tls == .require)
    }

    @Test func theShortFormDefaultsThePortTLSAndUser() throws {
        let url = try PostgresURL("postgresql://db.local/todo", environment: ["USER": "bob"])
        #expect(url.port == 5432)
        #expect(url.tls == .prefer)
        #expect(url.user == "bob")
        #expect(url.password == nil)
    }

    @Test func thePasswordComesFromPGPASSWORDWhenTheURLHasNone() throws {
        let url = try PostgresURL("postgres://ann@db.local/todo", environment: ["PGPASSWORD": "from-env"])
        #expect(url.password == "from-env")
        let given = try PostgresURL("postgres://ann:in-url@db.local/todo", environment: ["PGPASSWORD": "from-env"])
        #expect(given.password == "in-url")
    }

    @Test func percentEncodedPartsAreDecoded() throws {
        let url = try PostgresURL("postgres://ann:p%40ss%2Fword@db.local/my%20list", environment: [:])
        #expect(url.password == "p@ss/word")
        #expect(url.database == "my list")
    }

    @Test func theDescriptionNeverShowsThePassword() throws {
        let url = try PostgresURL("postgres://ann:s3cret@db.local:5433/todo", environment: [:])
        #expect(url.description == "postgres://ann@db.local:5433/todo")
        #expect(!url.description.contains("s3cret"))
    }

    @Test(arguments: [
        ("postgres://ann:s3cret@/todo", "write it as"),
        ("postgres://ann:s3cret@db.local", "names no database"),
        ("postgres://ann:s3cret@db.local/a/b", "names no database"),
        ("postgres://ann:s3cret@db.local/todo?sslmode=sometimes", "sslmode must be"),
        ("postgres://ann:s3cret@db local/todo", "write it as"),
    ])
    func badURLsAreRefusedWithAReasonAndNoPassword(text: String, reason: String) {
        #expect {
            _ = try PostgresURL(text, environment: [:])
        } throws: { error in
            let message = "\(error)"
            return message.contains(reason) && !message.contains("s3cret") && message.contains("***")
        }
    }

    @Test func fileNamesAreNotPostgresURLs() {
        #expect(PostgresURL.isPostgres("postgres://db/todo"))
        #expect(PostgresURL.isPostgres("postgresql://db/todo"))
        #expect(!PostgresURL.isPostgres("postgres.sqlite"))
        #expect(!PostgresURL.isPostgres("/tmp/postgres://x"))
    }
}
