import CSQLite
import Glibc

/// A consistent copy of the whole database in one file, while other processes go on writing.
///
/// Copying `tasks.db` with `cp` misses what still sits in `tasks.db-wal`; SQLite's online
/// backup (https://sqlite.org/backup.html) reads every page through this connection, WAL
/// included, inside one read transaction: one snapshot, and in WAL mode writers are not held up.
extension TaskStore {
    /// Copies the database into `path`, an empty file the caller created with the mode it
    /// wants (SQLite keeps a file's permissions, and gives its journals the same), checks the
    /// copy and returns how many tasks it holds. The copy uses a rollback journal: it is
    /// complete by itself, with no `-wal` beside it.
    public func backup(into path: String) throws(StoreError) -> Int {
        try copyPages(into: path)
        // The pages carry this database's header, which says WAL, so the copy opens in WAL
        // mode; switching it to a rollback journal makes it one self-contained file, and the
        // switch's commit (synchronous FULL, a new connection's default) syncs every page.
        let copy = try SQLiteConnection(path: path, create: false)
        _ = try copy.first("PRAGMA journal_mode = DELETE") { $0.string(0) }
        let check = try copy.first("PRAGMA quick_check") { $0.string(0) }
        guard check == "ok" else {
            throw StoreError(kind: .other, path: path, code: SQLITE_CORRUPT, reason: .copyFailedCheck(check))
        }
        return Int(try copy.first("SELECT count(*) FROM tasks") { $0.int(0) } ?? 0)
    }

    private func copyPages(into path: String) throws(StoreError) {
        let target = try SQLiteConnection(path: path, create: false)
        // Nobody uses the copy until it is complete (the caller renames it into place), so it
        // needs no journal while it is written.
        try target.executeScript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
        guard let backup = sqlite3_backup_init(target.handle, "main", db.handle, "main") else {
            throw target.error(sqlite3_errcode(target.handle), "backup")
        }
        // All pages in one step: one read transaction, so one snapshot. Copying in slices
        // would restart whenever another process commits in between.
        var code = sqlite3_backup_step(backup, -1)
        var waited: Int32 = 0
        while code == SQLITE_BUSY || code == SQLITE_LOCKED, waited < SQLiteConnection.busyTimeoutMilliseconds {
            usleep(5_000)
            waited += 5
            code = sqlite3_backup_step(backup, -1)
        }
        let finished = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else { throw target.error(code, "backup") }
        guard finished == SQLITE_OK else { throw target.error(finished, "backup") }
    }
}
