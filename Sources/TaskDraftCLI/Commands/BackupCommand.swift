import Glibc
import TaskDraftKit

/// `taskdraft backup FILE`: a consistent copy of the database, taken while others write.
enum BackupCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let force = OptionSpec("force", help: .backupForce)
    }

    static let spec = CommandSpec(
        "backup", abstract: .backupAbstract,
        discussion: .backupDiscussion,
        arguments: [ArgumentSpec("file", help: .backupFile)],
        options: [Option.force, CommonOptions.json],
        examples: [.line("taskdraft backup ~/backups/tasks-$(date +%F).db"), .line("taskdraft backup tasks.db.bak --force")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let path = invocation.arguments.positionals[0]
        let force = invocation.arguments.flag(Option.force)
        guard FileSystem.exists(invocation.databasePath) else {
            throw CLIError(.failure, .importExport(.noDatabaseToBackUp(invocation.databasePath)))
        }
        if FileSystem.isDirectory(path) { throw CLIError(.failure, .importExport(.cannotBackUp(path, .directory))) }
        var existing = stat(), database = stat()
        let replacing = stat(path, &existing) == 0
        if replacing {
            guard force else { throw CLIError(.failure, .importExport(.backupExists(path))) }
            if stat(invocation.databasePath, &database) == 0, database.st_dev == existing.st_dev, database.st_ino == existing.st_ino {
                throw CLIError(.failure, .importExport(.cannotBackUp(path, .itself)))
            }
        }
        return try backup(try invocation.store(), to: path, replacing: replacing, force: force,
                          json: invocation.arguments.flag(CommonOptions.json), console: invocation.console)
    }

    /// Copies the database to `path` (which the checks above found free, or `replacing` with
    /// `--force`) through a temporary file, so the name holds a whole copy or what it held.
    static func backup(_ store: TaskStore, to path: String, replacing: Bool, force: Bool, json: Bool,
                       console: Console) throws -> ExitCode {
        let directory = FileSystem.directory(of: path)
        let prefix = "." + FileSystem.lastComponent(path) + ".tmp-"
        AtomicFile.removeStaleTemporaries(in: directory, prefix: prefix)
        let temporary = directory + "/" + prefix + "\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(errno)))) }
        close(fd)
        defer { for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) } }
        let tasks = try store.backup(into: temporary)
        var copied = stat()
        stat(temporary, &copied)
        // Without --force, link() puts the copy in place only if nothing took the name meanwhile.
        if force ? rename(temporary, path) != 0 : link(temporary, path) != 0 {
            throw CLIError(.failure, .importExport(.cannotBackUp(path, errno == EEXIST ? .createdMeanwhile : .failed(SystemError(errno)))))
        }
        syncDirectory(directory)
        if json {
            console.printJSON(.object(["path": .string(path), "tasks": .int(Int64(tasks)),
                                       "bytes": .int(Int64(copied.st_size)), "replaced": .bool(replacing)]))
        } else {
            console.out.line(console.say(.importExport(.backedUp(tasks, path: path, replaced: replacing))))
        }
        return .ok
    }

    /// Makes the new name durable: a crash right after would otherwise lose the entry.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
