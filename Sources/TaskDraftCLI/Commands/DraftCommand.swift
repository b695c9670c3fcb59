import Glibc
import TaskDraftKit
import TaskDraftModels

/// `taskdraft draft [TEXT…]`: the draft only, nothing written. With no text it reads one
/// sentence per line from stdin and prints JSON Lines, in order.
enum DraftCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let jobs = OptionSpec("jobs", value: "n", help: .draftJobs,
                                     default: .value("1"))
    }

    static let spec = CommandSpec(
        "draft", abstract: .draftAbstract,
        discussion: .draftDiscussion,
        arguments: [ArgumentSpec("text", help: .draftText, repeating: true, optional: true)],
        options: [CommonOptions.json,
                  Option.jobs, SplitInput.option, classifyOption],
        examples: [.words(.draftExampleCall),
                   .words(.draftExampleLines),
                   .line("taskdraft draft --jobs 4 < sentences.txt"),
                   .words(.draftExampleSplit),
                   .line("taskdraft draft --split < meeting-notes.txt"),
                   .words(.draftExampleQuestion)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let arguments = invocation.arguments
        if arguments.flag(classifyOption) {
            return try classify(arguments.positionals, context: invocation.draftContext.readingContext, console: invocation.console)
        }
        let jobs = try CommonOptions.jobs(arguments, Option.jobs, command: "draft")
        // The model log opens the database only if an HTTP backend asks, or exchanges are to be kept.
        let log = { try? invocation.store() }
        let choice = try invocation.backends.choice()
        let model = try invocation.backends.model(log: log)
        let context = invocation.draftContext
        let split = arguments.flag(SplitInput.option)
        // The tasks the words may name by title ("after the budget is approved"), read from the
        // database if there is one: a draft writes nothing, so it makes none.
        let tasks = { FileSystem.exists(invocation.databasePath) ? try? invocation.store() : nil }
        // `draft -` reads standard input as `draft` with no words does, as `add -` does.
        let words = arguments.positionals
        if split || !(words.isEmpty || words == ["-"]) {
            let text = split ? try SplitInput.text(words, command: "draft") : words.joined(separator: " ")
            return try draftWords(text, split: split, json: arguments.flag(CommonOptions.json), model: model,
                                  reviewer: { try invocation.backends.reviewer(log: log) }, context: context,
                                  log: log, tasks: tasks, console: invocation.console)
        }
        let console = invocation.console
        if jobs == 1, model.draftsInProcess {
            return try stream(model: model, context: context, tasks: tasks, out: console.out)
        }
        return try streamConcurrently(model: model, context: context, jobs: jobs, log: log, tasks: tasks, out: console.out,
                                      forced: choice.forced)
    }

    /// `text` drafted once: the draft, shown or as JSON; or with `split`, every task in it,
    /// reviewed by `reviewer` where a review phase is configured, one JSON line each. The
    /// model's exchanges go to the model log in `log`'s store either way, also on failure; a
    /// task the words name by title is looked up in `tasks`' store.
    static func draftWords(_ text: String, split: Bool, json: Bool, model: any LanguageModel,
                           reviewer: () throws -> (any LanguageModel)?, context: DraftContext,
                           log: () -> TaskStore?, tasks: () -> TaskStore?, console: Console) throws -> ExitCode {
        func linked(_ draft: TaskDraft) -> TaskDraft { Self.linked(draft, tasks: tasks, zone: context.zone) }
        let journal = DraftJournal()
        // What `add` would refuse (`due:xyz`) is refused here too, not shown as title words.
        let request = try DraftRequest(words: text, context: context, check: .attributes(dates: false), split: split, journal: journal,
                                       command: "draft")
        let reviewer = split ? try reviewer() : nil
        defer { record(journal.exchanges, in: log) }
        if split {
            let set = try model.draftSet(request, reviewedBy: reviewer)
            for item in set.items { console.printJSON(SplitInput.line(linked(item.draft).json, item: item)) }
            SplitInput.reportSkipped(set, console: console)
            for warning in set.warnings { console.warn(console.say(.warning(warning))) }
            return .ok
        }
        let draft = linked(try model.draft(request))
        // What `add` would refuse (a NUL or an ESC in the title) is refused here too, not shown as a draft.
        do { _ = try draft.validated() } catch { throw CLIError(.failure, .failure(.invalidTask(error))) }
        if json {
            console.printJSON(.object(draft.json))
        } else {
            console.out.write(DraftView.render(draft, width: console.terminal.lineLimit, style: console.style, language: console.language,
                                               zone: console.zone))
        }
        return .ok
    }

    /// `draft` with the task its words name by title linked, looked up in `tasks`' store (the
    /// database is opened only for a draft that has such words), and the order of its dates
    /// checked, as a session's drafts are.
    static func linked(_ draft: TaskDraft, tasks: () -> TaskStore?, zone: Zone) -> TaskDraft {
        guard draft.dependencyName != nil || draft.dependencyNumber != nil, let store = tasks() else { return draft.checkingDateOrder(in: zone) }
        return draft.linkingDependencyName(in: store).checkingDateOrder(in: zone)
    }

    /// Writes model exchanges made outside a drafting session to the model log: best effort,
    /// since the drafts themselves are already printed.
    static func record(_ exchanges: [ModelExchange], in log: () -> TaskStore?) {
        guard !exchanges.isEmpty, let store = log() else { return }
        try? store.appendModelExchanges(exchanges)
    }

    /// Lines longer than this are refused rather than drafted: no task needs 64 KiB.
    static let maximumLineBytes = 65_536

    /// One stdin line: its text, or why it cannot be drafted.
    enum LineInput {
        case text(String)
        case invalid(String)

        var text: String? {
            if case .text(let text) = self { return text }
            return nil
        }
    }

    /// Line `number` of stdin; a byte order mark before line 1 is dropped, as import drops it.
    static func read(_ line: UnsafeMutablePointer<CChar>, count: Int, number: Int) -> LineInput {
        var bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: count)[...]
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.last == 0x0A { bytes = bytes.dropLast() }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if bytes.count > maximumLineBytes { return .invalid("line is longer than \(maximumLineBytes) bytes") }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .invalid("line is not valid UTF-8") }
        if text.allSatisfy({ $0.isWhitespace }) { return .invalid("empty line") }
        return .text(text)
    }

    /// Standard input's lines in order, each as `read` reads it, through one reused getline buffer.
    final class StandardInputLines {
        private var buffer: UnsafeMutablePointer<CChar>?
        private var capacity = 0
        private(set) var count = 0

        deinit { free(buffer) }

        func next() -> (number: Int, input: LineInput)? {
            let length = getline(&buffer, &capacity, StandardInput.file)
            guard length >= 0, let buffer else { return nil }
            count += 1
            return (count, DraftCommand.read(buffer, count: length, number: count))
        }
    }

    static func errorLine(_ message: String, line: Int, into writer: inout JSONWriter) {
        writer.write(.object(["error": .string(message), "line": .int(Int64(line))]))
    }

    /// stdin → JSON Lines. Lines are read with getline and written through one buffer. A line
    /// `add` would refuse before drafting (`due:xyz`, `checked(_:context:)`) is an error line.
    static func stream(model: any LanguageModel, context: DraftContext, tasks: () -> TaskStore?, out: Output) throws -> ExitCode {
        let lines = StandardInputLines()
        var failures = 0
        while let (number, input) = lines.next() {
            var writer = JSONWriter()
            switch input {
            case .invalid(let message):
                errorLine(message, line: number, into: &writer)
                failures += 1
            case .text(let text):
                switch checked(text, context: context) {
                case .failure(let refusal):
                    errorLine(Message(refusal).text(.english), line: number, into: &writer)
                    failures += 1
                case .success(let request):
                    do {
                        let draft = linked(try model.draft(request), tasks: tasks, zone: context.zone)
                        _ = try draft.validated()
                        draft.writeJSON(into: &writer)
                    } catch {
                        errorLine("\(error)", line: number, into: &writer)
                        failures += 1
                    }
                }
            }
            writer.bytes.append(0x0A)
            out.write(bytes: writer.bytes)
        }
        return failures > 0 && failures < lines.count ? .partial : (failures > 0 ? .failure : .ok)
    }

    /// A line of `draft -` through the drafting entry: held to the words' limit, and refused
    /// as `add` refuses `due:xyz`.
    static func checked(_ text: String, context: DraftContext) -> Result<DraftRequest, WordsRefusal> {
        Result { () throws(WordsRefusal) in try DraftRequest(words: text, context: context, check: .attributes(dates: false)) }
    }

    /// Lines drafted `jobs` at a time per batch, written in input order, exchanges logged per batch.
    static func streamConcurrently(model: any LanguageModel, context: DraftContext, jobs: Int,
                                   log: () -> TaskStore?, tasks: () -> TaskStore?, out: Output, forced: Bool) throws -> ExitCode {
        let lines = StandardInputLines()
        var failures = 0
        var backendFailures = 0
        let batchSize = max(16, jobs * 4)
        var finished = false
        while !finished {
            var batch: [(number: Int, input: LineInput)] = []
            while batch.count < batchSize {
                guard let next = lines.next() else { finished = true; break }
                // A line `add` would refuse before drafting (`due:xyz`) is an error line, not sent.
                if let text = next.input.text, case .failure(let refusal) = checked(text, context: context) {
                    batch.append((next.number, .invalid(Message(refusal).text(.english))))
                } else {
                    batch.append(next)
                }
            }
            let texts = batch.compactMap(\.input.text)
            var outcomes = ParallelMap.map(texts, threads: jobs) { model.draftKeepingExchanges($0, context: context) }[...]
            var exchanges: [ModelExchange] = []
            for item in batch {
                var writer = JSONWriter()
                switch item.input {
                case .invalid(let message):
                    errorLine(message, line: item.number, into: &writer)
                    failures += 1
                case .text:
                    let outcome = outcomes.removeFirst()
                    exchanges.append(contentsOf: outcome.exchanges)
                    switch outcome.result {
                    case .success(let drafted):
                        // Looked up here, one at a time, in input order: one connection, no threads.
                        let draft = linked(drafted, tasks: tasks, zone: context.zone)
                        do throws(DraftError) {
                            _ = try draft.validated()
                            draft.writeJSON(into: &writer)
                        } catch {
                            errorLine(error.description, line: item.number, into: &writer)
                            failures += 1
                        }
                    case .failure(let error):
                        errorLine(error.description, line: item.number, into: &writer)
                        failures += 1
                        backendFailures += 1
                    }
                }
                writer.bytes.append(0x0A)
                out.write(bytes: writer.bytes)
            }
            out.flush()
            record(exchanges, in: log)
        }
        if failures > 0, failures == lines.count, backendFailures == failures, forced { return .backendUnavailable }
        return failures > 0 && failures < lines.count ? .partial : (failures > 0 ? .failure : .ok)
    }
}
