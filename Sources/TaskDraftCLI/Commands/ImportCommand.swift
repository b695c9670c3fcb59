import TaskDraftKit
import TaskDraftModels

/// `taskdraft import [FILE|-]`: many tasks from a file. The adapter reads, drafts and
/// reports; the domain (`ImportTasksIntent`) decides who may import and commits.
enum ImportCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let format = OptionSpec("format", short: "f", value: "format", help: .importFormat,
                                       default: .words(.detectedFormat), allowed: FileFormats.importNames)
        static let dryRun = OptionSpec("dry-run", short: "n",
                                       help: .importDryRun)
        static let strict = OptionSpec("strict", help: .importStrict)
        static let jobs = OptionSpec("jobs", value: "n",
                                     help: .importJobs, default: .value("1"))
        static let json = OptionSpec("json", short: "j",
                                     help: .importJson)
    }

    static let spec = CommandSpec(
        "import", abstract: .importAbstract,
        discussion: .importDiscussion,
        arguments: [ArgumentSpec("file", help: .importFile, optional: true,
                                 completion: .file)],
        options: [
            Option.format, Option.dryRun,
            CommonOptions.yes,
            Option.strict, Option.jobs, Option.json,
        ],
        examples: [.line("taskdraft import tasks.csv --yes"),
                   .line("task export | taskdraft import --format taskwarrior --yes --json"),
                   .words(.importExampleLines)],
        run: run)

    struct Options {
        var path: String?
        var format: (any ImportFormat)?
        var dryRun: Bool
        var strict: Bool
        var json: Bool
        var jobs: Int

        /// `tasks.csv` for a file, `stdin` for standard input: the audit log's source name.
        var sourceName: String { path.map(FileSystem.lastComponent) ?? "stdin" }
    }

    static func options(_ a: ParsedArguments) throws -> Options {
        let path = a.positionals.first.flatMap { $0 == "-" ? nil : $0 }
        let jobs = try CommonOptions.jobs(a, Option.jobs, command: "import")
        if a.flag(Option.dryRun) && a.flag(CommonOptions.yes) {
            throw UsageError(.usage(.chooseOne("--dry-run", "--yes")), command: "import")
        }
        return Options(path: path, format: a.value(Option.format).flatMap(FileFormats.importing), dryRun: a.flag(Option.dryRun),
                       strict: a.flag(Option.strict), json: a.flag(Option.json), jobs: jobs)
    }

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try importTasks(try options(invocation.arguments), confirmation: invocation.flagConfirmation,
                        policy: invocation.configuration.domainPolicy, environment: invocation.environment,
                        databasePath: invocation.databasePath, console: invocation.console, now: invocation.now,
                        planner: { try invocation.planner() }, log: { try? invocation.store() },
                        drafting: { (try invocation.backends.model(log: { try? invocation.store() }), invocation.draftContext) })
    }

    /// Reads, drafts and (unless `options.dryRun`) commits the records, then reports. The
    /// database is opened by `planner` when the import first needs it, the model and context
    /// it drafts in are asked of `drafting` once the file is open, and the requests a model
    /// server was sent go to the model log in `log`'s store.
    static func importTasks(_ options: Options, confirmation: Confirmation, policy: Policy, environment: Environment,
                            databasePath: String, console: Console, now: Instant, planner: () throws -> Planner,
                            log: @escaping () -> TaskStore?,
                            drafting: () throws -> (model: any LanguageModel, context: DraftContext)) throws -> ExitCode {
        let intent = ImportTasksIntent(source: options.sourceName)
        let caller = ImportTasksIntent.caller(source: options.sourceName)
        // A file named as a format only export writes is refused, not read as lines.
        if options.format == nil, let path = options.path, let named = FileFormats.named(path: path), !(named is any ImportFormat) {
            throw UsageError(.importExport(.notImportable(named.name)), command: "import")
        }
        // A person at the terminal is asked when the domain wants a yes the flags did not give.
        let interactive = !options.dryRun && console.terminal.stdinIsTTY
            && policy.asksPerson(before: .import, caller: caller, given: confirmation)
        if interactive && options.path == nil {
            throw UsageError(.importExport(.needsFile), command: "import")
        }
        // Scripts must say --yes before anything is read: the domain refuses (exit 3) here.
        var committer: ImportCommitter?
        if !options.dryRun && !interactive {
            committer = try intent.begin(in: try planner(), caller: caller, confirmation: confirmation)
        }
        let source = try options.path.map(ByteSource.open(path:))
            ?? ByteSource(fd: 0, name: "stdin", closeOnDeinit: false)
        let format = options.format ?? FileFormats.detect(path: options.path, head: source.peek(FileHead.size))
        let reader = try format.reader(source, zone: console.zone, now: now)
        let (model, context) = try drafting()
        // The built-in parser drafts 50,000 sentences a second in line; threads only pay off
        // when each draft waits on a server.
        let jobs = model.draftsInProcess ? 1 : options.jobs
        let drafter = RecordDrafter(model: model, context: context)
        // What each committed transaction wrote goes into the import's own session transcript.
        let transcript = options.dryRun ? nil : SessionTranscript(store: try planner().store, caller: caller,
                                                                  backend: model.name, now: context.now)
        committer?.transcript = transcript
        // Whatever happens below, the requests made to a model server reach the model log.
        defer { DraftCommand.record(drafter.exchanges.drain(), in: log) }
        let pipeline = ImportPipeline(reader: reader, drafter: drafter, jobs: jobs)
        var run = ImportRun(console: console, databasePath: databasePath, log: log, options: options, source: source,
                            report: ImportReport(file: source.name, format: format.importName, dryRun: options.dryRun))
        if options.dryRun {
            try run.dryRun(pipeline)
        } else if let committer, !options.strict {
            try run.streamAndCommit(pipeline, committer: committer)
        } else {
            let spool = try ImportSpool(environment: environment)
            try run.draftIntoSpool(pipeline, spool: spool)
            if options.strict && run.report.failed > 0 {
                run.finishReport(reader: reader, committed: false)
                throw CLIError(.failure, .importExport(.strict(run.report.failed, file: run.report.file)))
            }
            var review = false
            if interactive {
                guard run.report.drafts > 0 else {
                    run.finishReport(reader: reader, committed: false)
                    console.err.line(console.say(.importExport(.nothingToImport)))
                    return run.report.exitCode
                }
                switch run.ask() {
                case .no:
                    console.err.line(console.say(.importExport(.nothingImported)))
                    return .declined
                case .yes: break
                case .review: review = true
                }
                committer = try intent.begin(in: try planner(), caller: caller, confirmation: .interactive)
                committer?.transcript = transcript
            }
            try run.commit(spool.records(zone: console.zone), committer: committer!, review: review)
        }
        if let committer {
            try committer.keepUnresolved()
            run.report.add(committer.unsettledRelations)
            run.report.add(committer.unresolvedNumbers)
        }
        run.finishReport(reader: reader, committed: !options.dryRun)
        return run.report.exitCode
    }
}
