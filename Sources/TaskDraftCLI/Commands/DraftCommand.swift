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
        if invocation.arguments.flag(classifyOption) { return try classify(invocation) }
        let jobs = try CommonOptions.jobs(invocation.arguments, Option.jobs, command: "draft")
        let choice = try invocation.backends.choice()
        let model = try invocation.draftingModel()
        let context = invocation.draftContext
        let split = invocation.arguments.flag(SplitInput.option)
        // `draft -` reads standard input as `draft` with no words does, as `add -` does.
        let words = invocation.arguments.positionals
        if split || !(words.isEmpty || words == ["-"]) {
            return try draftWords(split: split, model: model, context: context, invocation: invocation)
        }
        if jobs == 1, model.draftsInProcess {
            let dates = invocation.dueWords
            return try stream(model: model, context: context, out: invocation.out) { UnreadAttributes.refusal(of: $0, dates: dates) }
        }
        return try streamConcurrently(model: model, context: context, jobs: jobs, invocation: invocation, forced: choice.forced)
    }

    /// The words given (with `--split`, else all of stdin) drafted once: the draft, shown or as
    /// JSON; or with `split`, every task in them, reviewed where a review phase is configured,
    /// one JSON line each. The model's exchanges go to the log either way, also on failure.
    static func draftWords(split: Bool, model: any LanguageModel, context: DraftContext, invocation: Invocation) throws -> ExitCode {
        let text = split ? try SplitInput.text(invocation.arguments.positionals, command: "draft") : invocation.arguments.positionals.joined(separator: " ")
        // What `add` would refuse (`due:xyz`) is refused here too, not shown as title words.
        try UnreadAttributes.check(text, dates: invocation.dueWords, command: "draft")
        let reviewer = split ? try invocation.backends.reviewer(log: { try? invocation.store() }) : nil
        let journal = DraftJournal()
        defer { invocation.logExchanges(journal.exchanges) }
        let request = DraftRequest(text: text, context: context, journal: journal)
        if split {
            let set = try model.draftSet(request, reviewedBy: reviewer)
            for item in set.items { invocation.printJSON(SplitInput.line(item.draft.json, item: item)) }
            SplitInput.reportSkipped(set, console: invocation.console)
            for warning in set.warnings { invocation.warn(invocation.say(.warning(warning))) }
            return .ok
        }
        let draft = try model.draft(request)
        // What `add` would refuse (a NUL or an ESC in the title) is refused here too, not shown as a draft.
        do { _ = try draft.validated() } catch { throw CLIError(.failure, .invalidTask(error)) }
        if invocation.arguments.flag(CommonOptions.json) {
            invocation.printJSON(.object(draft.json))
        } else {
            invocation.out.write(DraftView.render(draft, width: invocation.terminal.lineLimit, style: invocation.style, language: invocation.language, zone: invocation.zone))
        }
        return .ok
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
    /// `add` would refuse before drafting (`due:xyz`, `refusal`) is an error line.
    static func stream(model: any LanguageModel, context: DraftContext, out: Output,
                       refusal: (String) -> Message?) throws -> ExitCode {
        let lines = StandardInputLines()
        var failures = 0
        while let (number, input) = lines.next() {
            var writer = JSONWriter()
            switch input {
            case .invalid(let message):
                errorLine(message, line: number, into: &writer)
                failures += 1
            case .text(let text):
                if let message = refusal(text) {
                    errorLine(message.text(.english), line: number, into: &writer)
                    failures += 1
                    break
                }
                do {
                    let draft = try model.draft(DraftRequest(text: text, context: context))
                    _ = try draft.validated()
                    draft.writeJSON(into: &writer)
                } catch {
                    errorLine("\(error)", line: number, into: &writer)
                    failures += 1
                }
            }
            writer.bytes.append(0x0A)
            out.write(bytes: writer.bytes)
        }
        return failures > 0 && failures < lines.count ? .partial : (failures > 0 ? .failure : .ok)
    }

    /// Lines drafted `jobs` at a time per batch, written in input order, exchanges logged per batch.
    static func streamConcurrently(model: any LanguageModel, context: DraftContext, jobs: Int, invocation: Invocation,
                                   forced: Bool) throws -> ExitCode {
        let dates = invocation.dueWords
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
                if let text = next.input.text, let refusal = UnreadAttributes.refusal(of: text, dates: dates) {
                    batch.append((next.number, .invalid(refusal.text(.english))))
                } else {
                    batch.append(next)
                }
            }
            let texts = batch.compactMap(\.input.text)
            var outcomes = ParallelMap.map(texts, threads: jobs) { text in
                // Each draft keeps its own journal, so its exchanges come back with its result.
                let journal = DraftJournal()
                let result: Result<TaskDraft, BackendError>
                do throws(BackendError) {
                    result = .success(try model.draft(DraftRequest(text: text, context: context, journal: journal)))
                } catch {
                    result = .failure(error)
                }
                return (result: result, exchanges: journal.exchanges)
            }[...]
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
                    case .success(let draft):
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
                invocation.out.write(bytes: writer.bytes)
            }
            invocation.out.flush()
            invocation.logExchanges(exchanges)
        }
        if failures > 0, failures == lines.count, backendFailures == failures, forced { return .backendUnavailable }
        return failures > 0 && failures < lines.count ? .partial : (failures > 0 ? .failure : .ok)
    }
}
