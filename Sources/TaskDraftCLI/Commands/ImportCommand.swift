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

    static func options(_ invocation: Invocation) throws -> Options {
        let a = invocation.arguments
        let path = a.positionals.first.flatMap { $0 == "-" ? nil : $0 }
        let jobs = try CommonOptions.jobs(a, Option.jobs, command: "import")
        if a.flag(Option.dryRun) && a.flag(CommonOptions.yes) {
            throw UsageError(.chooseOne("--dry-run", "--yes"), command: "import")
        }
        return Options(path: path, format: a.value(Option.format).flatMap(FileFormats.importing), dryRun: a.flag(Option.dryRun),
                       strict: a.flag(Option.strict), json: a.flag(Option.json), jobs: jobs)
    }

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let options = try options(invocation)
        let intent = ImportTasksIntent(source: options.sourceName)
        let caller = ImportTasksIntent.caller(source: options.sourceName)
        // A file named as a format only export writes is refused, not read as lines.
        if options.format == nil, let path = options.path, let named = FileFormats.named(path: path), !(named is any ImportFormat) {
            throw UsageError(.notImportable(named.name), command: "import")
        }
        // A person at the terminal is asked when the domain wants a yes the flags did not give.
        let interactive = !options.dryRun && invocation.terminal.stdinIsTTY
            && invocation.configuration.domainPolicy.asksPerson(before: .import, caller: caller,
                                                                given: invocation.flagConfirmation)
        if interactive && options.path == nil {
            throw UsageError(.importNeedsFile, command: "import")
        }
        // Scripts must say --yes before anything is read: the domain refuses (exit 3) here.
        var committer: ImportCommitter?
        if !options.dryRun && !interactive {
            committer = try intent.begin(in: try invocation.planner(), caller: caller, confirmation: invocation.flagConfirmation)
        }
        let source = try options.path.map(ByteSource.open(path:))
            ?? ByteSource(fd: 0, name: "stdin", closeOnDeinit: false)
        let format = options.format ?? FileFormats.detect(path: options.path, head: source.peek(FileHead.size))
        let reader = try format.reader(source, zone: invocation.zone)
        let model = try invocation.backends.choice().model
        // The built-in parser drafts 50,000 sentences a second in line; threads only pay off
        // when each draft waits on a server.
        let jobs = model.draftsInProcess ? 1 : options.jobs
        let drafter = RecordDrafter(model: model, context: invocation.draftContext)
        // What each committed transaction wrote goes into the import's own session transcript.
        let transcript = options.dryRun ? nil : SessionTranscript(store: try invocation.store(), caller: caller,
                                                                  backend: model.name, now: invocation.now)
        committer?.transcript = transcript
        // Whatever happens below, the requests made to a model server reach the model log.
        defer { invocation.logExchanges(drafter.exchanges.drain()) }
        let pipeline = ImportPipeline(reader: reader, drafter: drafter, jobs: jobs)
        var run = ImportRun(invocation: invocation, options: options, source: source,
                            report: ImportReport(file: source.name, format: format.importName, dryRun: options.dryRun))
        if options.dryRun {
            try run.dryRun(pipeline)
        } else if let committer, !options.strict {
            try run.streamAndCommit(pipeline, committer: committer)
        } else {
            let spool = try ImportSpool(environment: invocation.environment)
            try run.draftIntoSpool(pipeline, spool: spool)
            if options.strict && run.report.failed > 0 {
                run.finishReport(reader: reader, committed: false)
                throw CLIError(.failure, .importStrict(run.report.failed, file: run.report.file))
            }
            var review = false
            if interactive {
                guard run.report.drafts > 0 else {
                    run.finishReport(reader: reader, committed: false)
                    invocation.err.line(invocation.say(.nothingToImport))
                    return run.report.exitCode
                }
                switch run.ask() {
                case .no:
                    invocation.err.line(invocation.say(.nothingImported))
                    return .declined
                case .yes: break
                case .review: review = true
                }
                committer = try intent.begin(in: try invocation.planner(), caller: caller, confirmation: .interactive)
                committer?.transcript = transcript
            }
            try run.commit(spool.records(zone: invocation.zone), committer: committer!, review: review)
        }
        if let committer { run.report.add(committer.unwrittenLinks) }
        if let committer { run.report.add(committer.unsettledParents) }
        run.finishReport(reader: reader, committed: !options.dryRun)
        return run.report.exitCode
    }
}
