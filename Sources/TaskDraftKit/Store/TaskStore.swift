import CSQLite
import Glibc

/// The one SQLite file that holds tasks, transcripts, the audit log and the undo log.
///
/// Opening it creates the file's directory (0700) and the file (0600), sets WAL mode, the
/// busy timeout and foreign keys, and runs migrations. Everything else goes through the
/// facets in `TaskStore+*.swift`, with SQL parameterised and statements cached.
public final class TaskStore {
    /// Only the store's own methods reach the connection: whoever else needs SQL together
    /// in one transaction asks for a store method that owns it (`ImportWriter` for an import).
    let db: SQLiteConnection
    /// Due dates without a time become deadlines at the end of their day in this zone.
    public let zone: Zone

    public var path: String { db.path }
    /// Whether a write or read transaction is open on this connection.
    public var isInTransaction: Bool { db.isInTransaction }

    /// WAL length, in frames, past which a command checkpoints and truncates the WAL just
    /// before its first write. Every process that opens the file replays the whole WAL
    /// (SQLite's recovery reads every frame); one add writes ~18
    /// frames. Truncating *before* the write puts the checkpoint's syncs and the syncs of the
    /// restarted WAL (its new header, and the directory on a process's first sync) in one
    /// command: one add in four pays them. Truncating at exit, as the store did, made two in
    /// four pay — the one that truncated and the next, whose first frame restarted the WAL.
    public static let walTruncateFrames = 64
    /// A command that leaves a WAL longer than this (it wrote in bulk: an import, a sync)
    /// truncates it as it ends, so the next command's recovery stays short. No single add
    /// reaches it: it starts from at most `walTruncateFrames` frames.
    public static let walExitTruncateFrames = 2 * walTruncateFrames

    private let readOnly: Bool

    deinit { truncateLongWAL() }

    /// Checkpoints and truncates the WAL once it is longer than `walExitTruncateFrames`; the
    /// store's `deinit` does this, and a process that exits without closing it calls it last.
    public func truncateLongWAL() {
        guard path != ":memory:", !readOnly else { return }
        TaskStore.truncateWAL(of: db, longerThan: TaskStore.walExitTruncateFrames)
    }

    private static func truncateWAL(of db: SQLiteConnection, longerThan frames: Int) {
        var info = stat()
        let frameSize = 4096 + 24
        if stat(db.path + "-wal", &info) == 0, Int(info.st_size) > 32 + frames * frameSize {
            // Best effort: a busy writer elsewhere simply leaves it for a later run.
            try? db.executeScript("PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    public init(path: String, zone: Zone, now: Instant = .now) throws(StoreError) {
        self.zone = zone
        readOnly = false
        if path != ":memory:" {
            try TaskStore.prepareFile(path)
        }
        db = try SQLiteConnection(path: path)
        // The first statement is where SQLite notices a file that is not a database.
        try db.executeScript("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;")
        if path != ":memory:" {
            try TaskStore.enableWAL(db)
            // Each command is a short process, and SQLite checkpoints (with fsyncs) whenever the
            // last connection closes. Instead the WAL is left for the next run and truncated by
            // the first write of a command that finds it past `walTruncateFrames`.
            taskdraft_sqlite_no_checkpoint_on_close(db.handle)
            db.beforeFirstWrite = { [unowned db] in
                TaskStore.truncateWAL(of: db, longerThan: TaskStore.walTruncateFrames)
            }
        }
        try Migrations.migrate(db, now: now)
    }

    /// Opens an existing database to read only: no directory, file or migration is made, so a
    /// shell completing a word never creates a database or waits for a writer.
    public init(readingExisting path: String, zone: Zone) throws(StoreError) {
        self.zone = zone
        readOnly = true
        db = try SQLiteConnection(path: path, create: false, readOnly: true)
    }

    /// Switches a file to WAL. Two processes opening a new file at once both try the switch,
    /// which needs an exclusive lock, and SQLite answers the loser BUSY at once instead of
    /// calling the busy handler (it could deadlock otherwise); so the switch is retried here,
    /// every few milliseconds, for as long as the busy timeout allows.
    private static func enableWAL(_ db: SQLiteConnection) throws(StoreError) {
        var waited: Int32 = 0
        while true {
            do {
                _ = try db.first("PRAGMA journal_mode = WAL") { $0.string(0) }
                return
            } catch {
                guard error.kind == .busy, waited < SQLiteConnection.busyTimeoutMilliseconds else { throw error }
                usleep(5_000)
                waited += 5
            }
        }
    }

    /// Creates the directory (0700) and an empty file (0600) before SQLite does, so the
    /// database and its WAL companions are never readable by others.
    private static func prepareFile(_ path: String) throws(StoreError) {
        let directory = FileSystem.directory(of: path)
        do {
            try FileSystem.createDirectories(directory, mode: 0o700)
        } catch {
            throw StoreError(kind: .cannotOpen, path: path, code: SQLITE_CANTOPEN, reason: .file(error))
        }
        if FileSystem.isDirectory(path) {
            throw StoreError(kind: .cannotOpen, path: path, code: SQLITE_CANTOPEN, reason: .isADirectory)
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 {
            throw StoreError(kind: .cannotOpen, path: path, code: SQLITE_CANTOPEN, reason: .system(SystemError(errno)))
        }
        close(fd)
    }

    /// Runs `body` in one write transaction (BEGIN IMMEDIATE); a throw rolls everything back.
    public func write<T>(_ body: () throws -> T) throws -> T {
        try db.write { () throws -> T in try body() }
    }

    public func read<T>(_ body: () throws -> T) throws -> T {
        try db.read { () throws -> T in try body() }
    }

    /// `write` for the store's own methods that hold several statements together.
    func writing<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try db.writing(body)
    }
}
