import Glibc
import TaskDraftKit
import TaskDraftModels

/// `taskdraft import [FILE|-]`: many tasks from a file. The adapter reads, drafts and
/// reports; the domain (`ImportTasksIntent`) decides who may import and commits.
enum ImportCommand {
    static let spec = CommandSpec(
        "import", abstract: "Import tasks from a file: lines, CSV, JSON Lines, Taskwarrior or todo.txt.",
        discussion: """
            The format comes from --format, else the file's extension, else its first bytes. Plain lines are \
            drafted by the session's backend like `add`; the other formats are read field by field. Without \
            a terminal, --yes is required to write (otherwise nothing is read and the exit code is 3); on a \
            terminal you see a summary and choose yes, no or review each. Every record gets an idempotency key \
            (its uid/uuid, else a hash of the record), so running the same import again adds nothing. Bad \
            records are listed as FILE:LINE[:COLUMN] and skipped; the others are imported and the exit code \
            is 5. With --strict one bad record means nothing is imported.
            """,
        arguments: [ArgumentSpec("file", help: "The file to read; - or nothing for standard input.", optional: true)],
        options: [
            OptionSpec("format", short: "f", value: "format", help: "The input's format.", default: "detected",
                       allowed: ImportFormat.names),
            OptionSpec("dry-run", short: "n", help: "Draft every record and print the drafts; write nothing."),
            CommonOptions.yes,
            OptionSpec("strict", help: "Import nothing if any record is bad."),
            OptionSpec("jobs", value: "n", help: "Draft up to this many records at once with an HTTP backend.",
                       default: "1"),
            OptionSpec("json", short: "j", help: "Print a JSON report (with --dry-run: JSON Lines even on a terminal)."),
        ],
        examples: ["taskdraft import tasks.csv --yes",
                   "task export | taskdraft import --format taskwarrior --yes --json",
                   "printf 'call Anna friday 15:00\\nrenew passport #admin\\n' | taskdraft import --dry-run"],
        run: run)

    /// `--jobs` above this is a typo, not a plan: a local model server has a few slots.
    static let maximumJobs = 64

    struct Options {
        var path: String?
        var format: ImportFormat?
        var dryRun: Bool
        var strict: Bool
        var json: Bool
        var jobs: Int

        /// `tasks.csv` for a file, `stdin` for standard input: the audit log's source name.
        var sourceName: String { path.map(FileSystem.lastComponent) ?? "stdin" }
    }

    static func options(_ invocation: Invocation) throws -> Options {
        let a = invocation.arguments
        let path = a.positionals.first.flatMap { $0 == "-" ? nil : $0 }
        var jobs = 1
        if let text = a.value("jobs") {
            guard let n = Int(text), (1...maximumJobs).contains(n) else {
                throw UsageError("--jobs '\(text)' is not a number from 1 to \(maximumJobs)", command: "import")
            }
            jobs = n
        }
        if a.flag("dry-run") && a.flag("yes") {
            throw UsageError("choose one of --dry-run and --yes", command: "import")
        }
        return Options(path: path, format: a.value("format").flatMap(ImportFormat.init(name:)), dryRun: a.flag("dry-run"),
                       strict: a.flag("strict"), json: a.flag("json"), jobs: jobs)
    }

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let options = try options(invocation)
        let interactive = !options.dryRun && invocation.flagConfirmation == .none && invocation.terminal.stdinIsTTY
        if interactive && options.path == nil {
            throw UsageError("on a terminal, give a FILE (standard input is where you answer); or pass --yes",
                             command: "import")
        }
        let intent = ImportTasksIntent(source: options.sourceName)
        let caller = ImportTasksIntent.caller(source: options.sourceName)
        // Scripts must say --yes before anything is read: the domain refuses (exit 3) here.
        var committer: ImportCommitter?
        if !options.dryRun && !interactive {
            committer = try intent.begin(in: try invocation.planner(), caller: caller, confirmation: invocation.flagConfirmation)
        }
        let source = try options.path.map(ByteSource.open(path:))
            ?? ByteSource(fd: 0, name: "stdin", closeOnDeinit: false)
        let format = options.format ?? ImportFormat.detect(path: options.path, head: source.peek(ImportFormat.sniffBytes))
        let reader = try format.reader(source, zone: invocation.zone)
        let model = try invocation.backendChoice().model
        // The built-in parser drafts 50,000 sentences a second in line; threads only pay off
        // when each draft waits on a server.
        let jobs = model is BuiltinModel ? 1 : options.jobs
        let drafter = RecordDrafter(model: model, context: invocation.draftContext)
        // Whatever happens below, the requests made to a model server reach the model log.
        defer { invocation.logExchanges(drafter.exchanges.drain()) }
        let pipeline = ImportPipeline(reader: reader, drafter: drafter, jobs: jobs)
        var run = ImportRun(invocation: invocation, options: options, source: source,
                            report: ImportReport(file: source.name, format: format, dryRun: options.dryRun))
        if options.dryRun {
            try run.dryRun(pipeline)
        } else if let committer, !options.strict {
            try run.streamAndCommit(pipeline, committer: committer)
        } else {
            let spool = try ImportSpool(environment: invocation.environment)
            try run.draftIntoSpool(pipeline, spool: spool)
            if options.strict && run.report.failed > 0 {
                run.finishReport(reader: reader, committed: false)
                throw CLIError(.failure, "--strict: \(run.report.failed) bad record\(run.report.failed == 1 ? "" : "s") in "
                               + "\(run.report.file); nothing imported")
            }
            var review = false
            if interactive {
                guard run.report.drafts > 0 else {
                    run.finishReport(reader: reader, committed: false)
                    invocation.err.line("Nothing to import.")
                    return run.report.exitCode
                }
                switch run.ask() {
                case .no:
                    invocation.err.line("Nothing imported.")
                    return .declined
                case .yes: break
                case .review: review = true
                }
                committer = try intent.begin(in: try invocation.planner(), caller: caller, confirmation: .interactive)
            }
            try run.commit(spool.records(zone: invocation.zone), committer: committer!, review: review)
        }
        run.finishReport(reader: reader, committed: !options.dryRun)
        return run.report.exitCode
    }
}

/// One import's state while it runs: the report, the progress line, the output.
struct ImportRun {
    let invocation: Invocation
    let options: ImportCommand.Options
    let source: ByteSource
    var report: ImportReport
    private let progress: ImportProgress
    private var records = 0

    init(invocation: Invocation, options: ImportCommand.Options, source: ByteSource, report: ImportReport) {
        self.invocation = invocation
        self.options = options
        self.source = source
        self.report = report
        progress = ImportProgress(err: invocation.err, enabled: invocation.terminal.stderrIsTTY,
                                  label: options.dryRun ? "drafting" : "importing")
    }

    private var out: Output { invocation.out }

    /// A bad record goes to stderr at once, in the form editors jump to.
    private mutating func reportProblem(_ problem: RecordProblem) {
        progress.finish()
        invocation.err.line(problem.rendered(file: report.file))
        report.add(problem)
    }

    private mutating func tick() {
        records += 1
        progress.update(records: records, done: source.consumed, total: source.size)
    }

    // MARK: - Dry run

    mutating func dryRun(_ pipeline: ImportPipeline) throws {
        let table = invocation.terminal.stdoutIsTTY && !options.json
        if table { out.line(ImportTable.header(width: invocation.terminal.width)) }
        try pipeline.run { item in
            tick()
            switch item {
            case .record(let record):
                report.addDraft(record)
                if table {
                    out.write(ImportTable.row(record, width: invocation.terminal.width, style: invocation.style))
                } else {
                    var object = record.draft.json
                    object["line"] = .int(Int64(record.line))
                    object["status"] = .string(record.status.rawValue)
                    object["idempotency_key"] = .string(record.idempotencyKey)
                    invocation.printJSON(.object(object))
                }
            case .problem(let problem):
                reportProblem(problem)
                if !table { invocation.printJSON(.object(problem.json)) }
            case .skipped(_, let reason):
                report.addSkip(reason)
            }
        }
        progress.finish()
    }

    // MARK: - Streaming commit (--yes)

    /// Chunks read and drafted ahead of the one being committed. Reading, parsing and
    /// drafting run on a second thread while SQLite writes on this one; two chunks keep both
    /// busy, and at a few kilobytes per record memory stays in the megabytes.
    static let chunksAhead = 2

    mutating func streamAndCommit(_ pipeline: ImportPipeline, committer: ImportCommitter) throws {
        let channel = BatchChannel<ImportPipeline.Batch>(capacity: Self.chunksAhead)
        let work = HandOff(value: (pipeline, source))
        guard let producer = WorkerThread.start({
            work.value.0.produce(into: channel, recordsPerBatch: ImportTasksIntent.chunkSize, source: work.value.1)
        }) else {
            return try streamAndCommitInLine(pipeline, committer: committer)
        }
        defer {
            channel.cancel()
            WorkerThread.join(producer)
            progress.finish()
        }
        var chunk: [ImportRecord] = []
        chunk.reserveCapacity(ImportTasksIntent.chunkSize)
        while let batch = channel.receive() {
            for item in batch.items {
                records += 1
                progress.update(records: records, done: batch.consumed, total: source.size)
                switch item {
                case .record(let record):
                    report.addDraft(record)
                    chunk.append(record)
                case .problem(let problem):
                    reportProblem(problem)
                case .skipped(_, let reason):
                    report.addSkip(reason)
                }
            }
            // Drafts made before a backend went away are kept; a re-run skips them by key.
            report.add(try committer.commit(chunk))
            chunk.removeAll(keepingCapacity: true)
            invocation.logExchanges(pipeline.drafter.exchanges.drain())
            if let failure = batch.failure { throw failure }
        }
    }

    /// The same on this thread alone, when no second thread can be had.
    private mutating func streamAndCommitInLine(_ pipeline: ImportPipeline, committer: ImportCommitter) throws {
        var pending: [ImportRecord] = []
        pending.reserveCapacity(ImportTasksIntent.chunkSize)
        do {
            try pipeline.run { item in
                tick()
                switch item {
                case .record(let record):
                    report.addDraft(record)
                    pending.append(record)
                    if pending.count == ImportTasksIntent.chunkSize {
                        report.add(try committer.commit(pending))
                        pending.removeAll(keepingCapacity: true)
                    }
                case .problem(let problem):
                    reportProblem(problem)
                case .skipped(_, let reason):
                    report.addSkip(reason)
                }
            }
        } catch let error as BackendError {
            report.add(try committer.commit(pending))
            progress.finish()
            throw error
        }
        report.add(try committer.commit(pending))
        progress.finish()
    }

    // MARK: - Two passes (--strict, or a person confirming)

    mutating func draftIntoSpool(_ pipeline: ImportPipeline, spool: ImportSpool) throws {
        try pipeline.run { item in
            tick()
            switch item {
            case .record(let record):
                report.addDraft(record)
                spool.append(record)
            case .problem(let problem):
                reportProblem(problem)
            case .skipped(_, let reason):
                report.addSkip(reason)
            }
        }
        progress.finish()
    }

    enum Answer { case yes, no, review }

    /// "120 drafts: 3 with warnings" and `[y]es / [n]o / [r]eview each`.
    func ask() -> Answer {
        invocation.err.line(report.draftSummary)
        invocation.err.flush()
        let lines = EditLineSource.make(historyPath: nil, echo: invocation.err)
        while true {
            let prompt = "Import \(ImportProgress.grouped(report.drafts)) tasks into \(invocation.databasePath)? [y]es / [n]o / [r]eview each: "
            guard let answer = lines.readLine(prompt: prompt) else { return .no }
            switch answer.trimmingWhitespace().lowercased() {
            case "y", "yes", "д", "да", "t", "tak": return .yes
            case "n", "no", "", "н", "нет", "nie": return .no
            case "r", "review", "п", "просмотр": return .review
            default: continue
            }
        }
    }

    mutating func commit(_ spooled: ImportSpool.Reader, committer: ImportCommitter, review: Bool) throws {
        var pending: [ImportRecord] = []
        pending.reserveCapacity(ImportTasksIntent.chunkSize)
        let lines: LineSource? = review ? EditLineSource.make(historyPath: nil, echo: invocation.err) : nil
        var acceptRest = !review
        var done = 0
        while let record = spooled.next() {
            done += 1
            if !acceptRest, let lines {
                out.write("\(report.file):\(record.line)\n" + DraftView.render(record.draft, style: invocation.style))
                out.flush()
                var decided = false
                while !decided {
                    let answer = lines.readLine(prompt: "  Import? [y]es / [n]o / [a]ll the rest / [q]uit: ")?
                        .trimmingWhitespace().lowercased()
                    switch answer {
                    case "y"?, "yes"?, ""?: pending.append(record); decided = true
                    case "n"?, "no"?: decided = true
                    case "a"?, "all"?: pending.append(record); acceptRest = true; decided = true
                    case "q"?, "quit"?, nil:
                        // Stop reviewing; what was accepted so far is imported.
                        report.add(try committer.commit(pending))
                        return
                    default: continue
                    }
                }
            } else {
                pending.append(record)
                progress.update(records: done, done: done, total: report.drafts)
            }
            if pending.count == ImportTasksIntent.chunkSize {
                report.add(try committer.commit(pending))
                pending.removeAll(keepingCapacity: true)
            }
        }
        report.add(try committer.commit(pending))
        progress.finish()
    }

    // MARK: - Report

    /// Notes, the summary (or the JSON report), and the line about bad records.
    mutating func finishReport(reader: any RecordReader, committed: Bool) {
        progress.finish()
        report.notes = reader.notes
        if let error = source.readError {
            reportProblem(RecordProblem(line: source.lineNumber, "reading stopped: \(String(cString: strerror(error)))"))
        }
        for note in report.notes { invocation.err.line("taskdraft: note: " + note) }
        for reason in report.skipReasons { invocation.err.line("taskdraft: skipped: " + reason) }
        if options.dryRun {
            invocation.err.line("Dry run: " + report.draftSummary + "; nothing written.")
            return
        }
        if options.json {
            invocation.printJSON(.object(report.json), pretty: true)
        } else if committed {
            out.line(report.commitSummary)
        }
        if committed && report.failed > 0 {
            invocation.err.line("taskdraft: \(report.failed) bad record\(report.failed == 1 ? "" : "s") in \(report.file) "
                                + "\(report.failed == 1 ? "was" : "were") not imported (listed above)")
        }
    }
}
