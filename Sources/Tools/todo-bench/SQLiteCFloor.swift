import AppCore
import Foundation

/// The smallest program over todo's database, beside the peers in ``PeerComparison``: a
/// static C program, compiled by the bench with the machine's C compiler and SQLite archive
/// (the ones todo's release build links), that runs ``FloorStatements`` on a copy of todo's
/// database and prints the rows as the `sqlite3` shell does, without the shell's own start
/// (its settings file, its libraries, its line editor). What no program on SQLite with
/// todo's durability can go under; it shows where calcurse stands against that.
enum SQLiteCFloor {
    /// The name the report gives it.
    static let name = "C on SQLite"

    /// The program: `floor [-readonly] DATABASE SQL` runs SQL's statements and prints each
    /// row's columns joined by `|`.
    static let source = """
        #include <sqlite3.h>
        #include <stdio.h>
        #include <string.h>

        int main(int argc, char **argv) {
            int readonly = argc > 1 && strcmp(argv[1], "-readonly") == 0;
            if (argc != 3 + readonly) return 64;
            sqlite3 *db;
            int flags = readonly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE;
            if (sqlite3_open_v2(argv[1 + readonly], &db, flags, 0) != SQLITE_OK) return 1;
            static char buffer[1 << 16];
            setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
            const char *sql = argv[2 + readonly];
            while (*sql) {
                sqlite3_stmt *statement;
                if (sqlite3_prepare_v2(db, sql, -1, &statement, &sql) != SQLITE_OK) return 1;
                if (!statement) continue;
                int step, columns = sqlite3_column_count(statement);
                while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
                    for (int column = 0; column < columns; column++) {
                        if (column) putchar('|');
                        const unsigned char *text = sqlite3_column_text(statement, column);
                        if (text) fputs((const char *)text, stdout);
                    }
                    putchar('\\n');
                }
                sqlite3_finalize(statement);
                if (step != SQLITE_DONE) return 1;
            }
            return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
        }

        """

    /// Compiles the program into `folder`, copies todo's database `todoDatabase` beside it
    /// and says how to run it; `nil` when there is no C compiler or the compile fails (no
    /// static SQLite or C library).
    static func prepare(
        in folder: ScratchFolder, todoDatabase: String, today: CalendarDay, environment: [String: String]
    ) throws -> Peer? {
        guard let compiler = Executable.find("cc") else { return nil }
        let sourceFile = folder.file("floor.c")
        let program = folder.file("floor")
        guard FileManager.default.createFile(atPath: sourceFile, contents: Data(source.utf8)),
            try ProcessRun.run(
                compiler, ["-O2", "-static", "-o", program, sourceFile, "-lsqlite3", "-lm"], environment: environment
            ).status == 0
        else { return nil }
        return try FloorStatements.floor(
            name: name, version: "static", program: program, in: folder, databaseName: "c-floor.sqlite",
            todoDatabase: todoDatabase, today: today, environment: environment,
            note: """
                the floor under every program on SQLite, not a peer: a static C program (compiled here with cc, \
                the system's SQLite archive) running the sqlite3 shell's statements on its own copy of todo's \
                database, printing the rows, nothing else
                """)
    }
}
