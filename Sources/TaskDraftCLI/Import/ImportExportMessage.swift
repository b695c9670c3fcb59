import Glibc
import TaskDraftKit

/// What `import`, `export` and `backup` say on a terminal: import's questions, progress and
/// summaries, a file or a database that cannot be read or written, a CSV header refused, and
/// what was exported or backed up. A case of the terminal's catalogue (`Message.importExport`),
/// worded in `ImportExportMessage+English`, `+Russian` and `+Polish`; `--json` never goes
/// through here.
enum ImportExportMessage: LocalizedText {
    // `import`.
    case question(count: Int, database: String), recordQuestion
    case draftSummary(drafts: Int, withWarnings: Int, failed: Int, skipped: Int, kept: Int, keptRecords: Int)
    case imported(created: Int, file: String, alreadyPresent: Int, repeated: Int, skipped: Int, failed: Int, kept: Int, keptRecords: Int)
    case dryRun(String), note(ImportNote), skipped(ImportSkip)
    /// A value (as written) outside `SupportedDates`, after the field that holds it.
    case dateOutOfRange(String)
    /// Why a UID is not taken (`TaskUID`), after the field.
    case uidProblem(TaskUID.Problem)
    /// How many values records had that no field here holds, now annotations of their
    /// tasks, and how many records had them.
    case keptInNotes(values: Int, records: Int)
    case badRecords(Int, file: String), strict(Int, file: String), nothingToImport, nothingImported, columnLine
    case progress(label: String, records: Int, perSecond: Int?, percent: Int?, secondsLeft: Int?)
    /// A file whose name says a format `import` does not read (`.ics`: export writes it).
    case notImportable(String), csvHeaderProblem(RecordProblem, file: String)
    /// `import` on a terminal with no FILE: standard input is where the person answers.
    case needsFile

    // Files and the database.
    case cannotWrite(String, SystemError?), isADirectory, cannotRead(String, SystemError?), noDatabaseToBackUp(String), noDatabaseToRead(String), databaseReplaced(String), backupExists(String)
    case cannotBackUp(String, BackupFailure), csvEmpty(String), csvNoTitleColumn(String, has: String)
    case exported(Int, path: String), backedUp(Int, path: String, replaced: Bool), drafting, importing

    /// Why `backup` could not write its copy.
    enum BackupFailure: Sendable { case directory, itself, createdMeanwhile, failed(SystemError) }

    static var samples: [ImportExportMessage] {
        let denied = SystemError(EACCES)
        return [
            .question(count: 1200, database: "/home/ann/tasks.db"), .recordQuestion,
            .draftSummary(drafts: 12, withWarnings: 2, failed: 1, skipped: 1, kept: 3, keptRecords: 2),
            .imported(created: 1200, file: "tasks.csv", alreadyPresent: 2, repeated: 1, skipped: 1, failed: 1, kept: 3, keptRecords: 2),
            .imported(created: 1, file: "tasks.csv", alreadyPresent: 0, repeated: 0, skipped: 0, failed: 0, kept: 0, keptRecords: 0),
            .dryRun("12 drafts"), .dateOutOfRange("10000-01-01"), .keptInNotes(values: 5, records: 3),
            .badRecords(2, file: "tasks.csv"), .strict(2, file: "tasks.csv"), .nothingToImport, .nothingImported, .columnLine,
            .progress(label: "importing", records: 12000, perSecond: 4000, percent: 40, secondsLeft: 3),
            .notImportable(".ics"), .csvHeaderProblem(RecordProblem(line: 1, column: 2, field: "due", RecordReason.samples[0]), file: "tasks.csv"),
            .needsFile,
            .cannotWrite("/home/ann/out.ics", denied), .cannotWrite("/home/ann", nil), .isADirectory,
            .cannotRead("/home/ann/in.csv", denied), .cannotRead("/home/ann", nil),
            .noDatabaseToBackUp("/home/ann/tasks.db"), .noDatabaseToRead("/home/ann/tasks.db"), .databaseReplaced("/home/ann/tasks.db"),
            .backupExists("/home/ann/copy.db"),
            .cannotBackUp("/home/ann/copy.db", .directory), .cannotBackUp("/home/ann/copy.db", .itself),
            .cannotBackUp("/home/ann/copy.db", .createdMeanwhile), .cannotBackUp("/home/ann/copy.db", .failed(denied)),
            .csvEmpty("tasks.csv"), .csvNoTitleColumn("tasks.csv", has: "name, when"),
            .exported(3, path: "/home/ann/tasks.ics"), .backedUp(3, path: "/home/ann/copy.db", replaced: true),
            .backedUp(1, path: "/home/ann/copy.db", replaced: false), .drafting, .importing,
        ] + ImportNote.samples.map(ImportExportMessage.note) + ImportSkip.samples.map(ImportExportMessage.skipped)
            + [TaskUID.Problem.tooLong(bytes: 256), .whitespace, .invisible].map(ImportExportMessage.uidProblem)
    }
}
