import CSQLite

/// One open SQLite database: statements run with their parameters bound, rows read back, and
/// every failure turned into an error with SQLite's own message.
///
/// Used only inside the history's worker (behind its lock), never from two threads at once.
final class SQLiteConnection {
    struct Failure: Error, CustomStringConvertible {
        /// SQLite's result code (`SQLITE_CORRUPT`, `SQLITE_NOTADB`…).
        let code: Int32
        let description: String

        /// The file is not a database, or a damaged one.
        var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }
    }

    /// A value bound to a statement's parameter.
    enum Value {
        case integer(Int64)
        case null
        case blob([UInt8])
        case text(String)
    }

    private let handle: OpaquePointer
    /// Statements prepared once and kept, by their text: the same few run again and again (a
    /// year of another machine's sessions taken in runs each 100,000 times), and parsing them
    /// each time took most of the time. Bounded: a text made for one query (a list of values)
    /// is not kept once the cache is full. Looked up once a run: hashing a long text costs.
    private var prepared: [String: KeptStatement] = [:]
    private static let mostKept = 64

    /// A statement kept, and whether a run is on it now (a query inside another's row).
    private final class KeptStatement {
        let statement: OpaquePointer
        var inUse = false

        init(_ statement: OpaquePointer) {
            self.statement = statement
        }
    }

    /// Opens (or creates) the database at `path`.
    init(path: String) throws(Failure) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw Failure(code: code, description: message)
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 0)
        sqlite3_busy_timeout(handle, 2000)
    }

    deinit {
        for kept in prepared.values { sqlite3_finalize(kept.statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements, no parameters).
    func execute(_ sql: String) throws(Failure) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw failure(code) }
    }

    /// Runs one statement with `values` bound to its parameters, calling `row` for each row.
    func run(_ sql: String, _ values: [Value] = [], row: (Row) -> Void = { _ in }) throws(Failure) {
        var code: Int32
        let found = prepared[sql]
        // A statement already running (a query inside another's row) is prepared anew.
        let kept: KeptStatement?
        let statement: OpaquePointer
        if let found, !found.inUse {
            (kept, statement) = (found, found.statement)
        } else {
            var made: OpaquePointer?
            code = sqlite3_prepare_v2(handle, sql, -1, &made, nil)
            guard code == SQLITE_OK, let made else { throw failure(code) }
            statement = made
            if found == nil, prepared.count < Self.mostKept {
                kept = KeptStatement(made)
                prepared[sql] = kept
            } else {
                kept = nil
            }
        }
        kept?.inUse = true
        defer {
            if let kept {
                sqlite3_reset(statement)
                sqlite3_clear_bindings(statement)
                kept.inUse = false
            } else {
                sqlite3_finalize(statement)
            }
        }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .integer(let integer): code = sqlite3_bind_int64(statement, position, integer)
            case .null: code = sqlite3_bind_null(statement, position)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob64(statement, position, buffer.baseAddress, sqlite3_uint64(buffer.count), csqlite_transient())
                }
            case .text(let text):
                code = sqlite3_bind_text64(
                    statement, position, text, sqlite3_uint64(text.utf8.count), csqlite_transient(),
                    UInt8(SQLITE_UTF8))
            }
            guard code == SQLITE_OK else { throw failure(code) }
        }
        while true {
            code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw failure(code) }
            row(Row(statement: statement))
        }
    }

    /// How many rows the last statement inserted, changed or deleted.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// How many rows every statement of this connection inserted, changed or deleted.
    var totalChanges: Int64 { Int64(sqlite3_total_changes64(handle)) }

    /// The first column of the first row of `sql` as an integer, if there is a row.
    func integer(_ sql: String) throws(Failure) -> Int64? {
        var result: Int64?
        try run(sql) { row in result = result ?? row.integer(0) }
        return result
    }

    /// Runs `body` in one transaction: all of it is written (committed if it returns), or none
    /// (rolled back if it throws).
    func writeTransaction(_ body: () throws(Failure) -> Void) throws(Failure) {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// One row of a result, read while the statement is on it.
    struct Row {
        fileprivate let statement: OpaquePointer

        func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        func text(_ column: Int32) -> String {
            sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
        }

        func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

        /// The text of `column` as SQLite holds it (UTF-8, without its terminator), valid only
        /// inside `body`: compared without making a string.
        func withText<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            // The text first, then its length: SQLite's documented order (a conversion may change it).
            let bytes = sqlite3_column_text(statement, column)
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let bytes else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            return body(UnsafeRawBufferPointer(start: bytes, count: count))
        }

        func blob(_ column: Int32) -> [UInt8] {
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
            return Array(UnsafeRawBufferPointer(start: bytes, count: count))
        }
    }

    private func failure(_ code: Int32) -> Failure {
        Failure(code: code, description: String(cString: sqlite3_errmsg(handle)))
    }
}
