import Glibc
import TaskDraftKit
import TaskDraftModels

/// One import's state while it runs: the report, the progress line, the output.
struct ImportRun {
    let console: Console
    /// The database imported into, named in the question a person is asked.
    let databasePath: String
    /// The store whose model log keeps the requests records were drafted with, opened on use.
    let log: () -> TaskStore?
    let options: ImportCommand.Options
    let source: ByteSource
    var report: ImportReport
    private let progress: ImportProgress
    private var records = 0

    init(console: Console, databasePath: String, log: @escaping () -> TaskStore?, options: ImportCommand.Options, source: ByteSource,
         report: ImportReport) {
        self.console = console
        self.databasePath = databasePath
        self.log = log
        self.options = options
        self.source = source
        self.report = report
        progress = ImportProgress(err: console.err, enabled: console.terminal.stderrIsTTY,
                                  label: console.say(.importExport(options.dryRun ? .drafting : .importing)), language: console.language)
    }

    private var out: Output { console.out }

    /// A bad record goes to stderr at once, in the form editors jump to.
    private mutating func reportProblem(_ problem: RecordProblem) {
        progress.finish()
        console.err.line(problem.rendered(file: report.file, language: console.language))
        report.add(problem)
    }

    private mutating func tick() {
        records += 1
        progress.update(records: records, done: source.consumed, total: source.size)
    }

    /// A drafted record counted and handed to `keep`, a bad one reported, a skipped one counted:
    /// the same for every way an import runs.
    private mutating func take(_ item: ImportPipeline.Item, keep: (ImportRecord) throws -> Void) rethrows {
        switch item {
        case .record(let record):
            report.addDraft(record)
            try keep(record)
        case .problem(let problem):
            reportProblem(problem)
        case .skipped(_, let reason):
            report.addSkip(reason)
        }
    }

    // MARK: - Dry run

    mutating func dryRun(_ pipeline: ImportPipeline) throws {
        let table = console.terminal.stdoutIsTTY && !options.json
        if table { out.line(ImportTable.header(width: console.terminal.width, language: console.language)) }
        let console = console
        try pipeline.run { item in
            tick()
            take(item) { record in
                if table {
                    console.out.write(ImportTable.row(record, width: console.terminal.width, style: console.style, language: console.language))
                } else {
                    var object = record.draft.json
                    object["line"] = .int(Int64(record.line))
                    object["status"] = .string(record.status.rawValue)
                    object["idempotency_key"] = .string(record.idempotencyKey)
                    console.printJSON(.object(object))
                }
            }
            if case .problem(let problem) = item, !table { console.printJSON(.object(problem.json)) }
        }
        progress.finish()
    }

    // MARK: - Streaming commit (--yes)

    /// Batches read and drafted ahead of the one being added. Reading, parsing and drafting
    /// run on a second thread while SQLite writes on this one; two batches keep both busy, and
    /// at a few kilobytes per record memory stays in the megabytes.
    static let batchesAhead = 2
    static let recordsPerBatch = 1_000
    /// How long the committer waits for the next batch with its transaction open. When the
    /// input pauses longer (a model drafting), what was added is committed first: the write
    /// lock is never held across a pause, and a drafted record is kept within a moment.
    static let pauseMilliseconds = 20

    mutating func streamAndCommit(_ pipeline: ImportPipeline, committer: ImportCommitter) throws {
        let channel = BatchChannel<ImportPipeline.Batch>(capacity: Self.batchesAhead)
        let work = HandOff(value: (pipeline, source))
        guard let producer = WorkerThread.start({
            work.value.0.produce(into: channel, recordsPerBatch: Self.recordsPerBatch, source: work.value.1)
        }) else {
            return try streamAndCommitInLine(pipeline, committer: committer)
        }
        defer {
            channel.cancel()
            WorkerThread.join(producer)
            progress.finish()
            logExchanges(pipeline)
        }
        var batchRecords: [ImportRecord] = []
        batchRecords.reserveCapacity(Self.recordsPerBatch)
        while true {
            var received = channel.receive(waitingAtMost: Self.pauseMilliseconds)
            if case .nothingYet = received {
                try commit(committer, pipeline)
                received = channel.receive().map { .element($0) } ?? .finished
            }
            guard case .element(let batch) = received else { break }
            for item in batch.items {
                records += 1
                progress.update(records: records, done: batch.consumed, total: source.size)
                take(item) { batchRecords.append($0) }
            }
            try committer.add(batchRecords)
            batchRecords.removeAll(keepingCapacity: true)
            if let failure = batch.failure {
                // Drafts made before a backend went away are kept; a re-run skips them by key.
                try commit(committer, pipeline)
                throw failure
            }
            if committer.isDueToCommit { try commit(committer, pipeline) }
        }
        try commit(committer, pipeline)
    }

    private mutating func commit(_ committer: ImportCommitter, _ pipeline: ImportPipeline) throws {
        report.add(try committer.commit())
        logExchanges(pipeline)
    }

    /// The model log is written between the import's transactions, never inside one, so a
    /// transaction rolled back still leaves the requests it drafted with in the log.
    private func logExchanges(_ pipeline: ImportPipeline) {
        DraftCommand.record(pipeline.drafter.exchanges.drain(), in: log)
    }

    /// The same on this thread alone, when no second thread can be had: a transaction per
    /// batch, so none is open while the next records are drafted.
    private mutating func streamAndCommitInLine(_ pipeline: ImportPipeline, committer: ImportCommitter) throws {
        var pending: [ImportRecord] = []
        pending.reserveCapacity(Self.recordsPerBatch)
        do {
            try pipeline.run { item in
                tick()
                take(item) { pending.append($0) }
                if pending.count == Self.recordsPerBatch {
                    report.add(try committer.commit(pending))
                    pending.removeAll(keepingCapacity: true)
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
            take(item) { spool.append($0) }
        }
        progress.finish()
    }

    enum Answer { case yes, no, review }

    /// "120 drafts: 3 with warnings" and `[y]es / [n]o / [r]eview each`.
    func ask() -> Answer {
        console.err.line(console.say(report.draftSummary))
        console.err.flush()
        let lines = EditLineSource.make(historyPath: nil, echo: console.err)
        while true {
            let prompt = console.say(.importExport(.question(count: report.drafts, database: databasePath)))
            guard let answer = lines.readLine(prompt: prompt) else { return .no }
            let word = ConfirmationWords.normalized(answer)
            if ConfirmationWords.yes.contains(word) { return .yes }
            if word.isEmpty || ConfirmationWords.no.contains(word) { return .no }
            if ConfirmationWords.review.contains(word) { return .review }
        }
    }

    mutating func commit(_ spooled: ImportSpool.Reader, committer: ImportCommitter, review: Bool) throws {
        var pending: [ImportRecord] = []
        pending.reserveCapacity(Self.recordsPerBatch)
        let lines: LineSource? = review ? EditLineSource.make(historyPath: nil, echo: console.err) : nil
        var acceptRest = !review
        var done = 0
        while let record = try spooled.next() {
            done += 1
            if !acceptRest, let lines {
                out.write("\(report.file):\(record.line)\n" + DraftView.render(record.draft, style: console.style, language: console.language, zone: console.zone))
                out.flush()
                var decided = false
                while !decided {
                    let answer = lines.readLine(prompt: console.say(.importExport(.recordQuestion)))
                        .map(ConfirmationWords.normalized)
                    switch answer {
                    case let word? where word.isEmpty || ConfirmationWords.yes.contains(word): pending.append(record); decided = true
                    case let word? where ConfirmationWords.no.contains(word): decided = true
                    case let word? where ConfirmationWords.allTheRest.contains(word): pending.append(record); acceptRest = true; decided = true
                    case let word? where ConfirmationWords.quit.contains(word): fallthrough
                    case nil:
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
            if pending.count == Self.recordsPerBatch {
                if acceptRest {
                    // No prompt follows, so the transaction may stay open (see `ImportCommitter.isDueToCommit`).
                    try committer.add(pending)
                    if committer.isDueToCommit { report.add(try committer.commit()) }
                } else {
                    report.add(try committer.commit(pending))
                }
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
        report.notes = reader.notes + report.notes
        if let error = source.readError {
            reportProblem(RecordProblem(line: source.lineNumber, .readingStopped(SystemError(error))))
        }
        for note in report.notes { console.err.line("taskdraft: " + TerminalText.line(console.say(.importExport(.note(note))))) }
        for reason in report.skipReasons { console.err.line("taskdraft: " + TerminalText.line(console.say(.importExport(.skipped(reason))))) }
        if options.dryRun {
            console.err.line(console.say(.importExport(.dryRun(console.say(report.draftSummary)))))
            return
        }
        if options.json {
            console.printJSON(.object(report.json), pretty: true)
        } else if committed {
            out.line(console.say(report.commitSummary))
        }
        if committed && report.failed > 0 {
            console.err.line("taskdraft: " + console.say(.importExport(.badRecords(report.failed, file: report.file))))
        }
    }
}
