import TaskDraftKit

/// `taskdraft list [FILTER…]`.
enum ListCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let limit = OptionSpec("limit", value: "n", help: .listLimit,
                                      default: .words(.listLimitDefault))
        static let all = OptionSpec("all", short: "a", help: .listAll)
    }

    static let spec = CommandSpec(
        "list", aliases: ["ls"], abstract: .listAbstract,
        discussion: .listDiscussion,
        arguments: [ArgumentSpec("filter", help: .listFilters, repeating: true, optional: true,
                                   acceptsDashWords: true, completion: .filter)],
        options: [CommonOptions.json, CommonOptions.jsonl,
                  Option.limit,
                  Option.all],
        examples: [.line("taskdraft list due:today"), .line("taskdraft list +finance priority:high --json"), .words(.listExampleSearch),
                   .words(.listExampleWithout), .line("taskdraft list sort:urgency +work")],
        run: run)

    /// The filter the positional words and `limit` (list's `--limit`, or the calling command's) give.
    static func filter(from arguments: ParsedArguments, dates: DueWords, limit limitOption: OptionSpec = Option.limit,
                       order: TaskOrder = .due) throws -> TaskFilter {
        var filter = TaskFilter()
        filter.order = order
        let command = arguments.command?.name
        for word in arguments.positionals {
            if let problem = filter.apply(word: word, resolvingDate: { dates.instant(of: $0) }) { throw UsageError(.wordsRefused(WordsRefusalMessage(filter: problem)), command: command) }
        }
        if let limit = arguments.value(limitOption) {
            guard let n = Int(limit), n >= 0 else {
                throw UsageError(.usage(.notANumber(option: "--limit", limit)), command: command)
            }
            filter.limit = n
        }
        return filter
    }

    /// Rows the table shows by default: more than a screen is a report, not an agenda, and
    /// reading every row of a 100,000-task database would take the command past 50 ms.
    static let tableLimit = 100
    /// How far the "… and N more" line counts: beyond it the line says "over N". A thousand
    /// rows past a screenful already says "narrow it"; counting to 10,000 walked some 50,000
    /// rows when a filter matched every fifth task and took `list +tag word` to 75 ms over
    /// 100,000 tasks.
    static let countCap = 1_000

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try run(invocation, order: .due)
    }

    /// `list`, or `next` (`order` `.urgency`): a `sort:` word still chooses another order.
    /// How the tasks are printed: `--json`, `--jsonl`, or the table.
    enum Form { case json, jsonLines, table }

    static func run(_ invocation: Invocation, order: TaskOrder) throws -> ExitCode {
        let arguments = invocation.arguments
        try invocation.requireNamedDatabase()
        var filter = try filter(from: arguments, dates: invocation.dueWords, order: order)
        let all = arguments.flag(Option.all)
        filter.showsWaiting = all
        if arguments.flag(CommonOptions.json) && arguments.flag(CommonOptions.jsonl) {
            throw UsageError(.usage(.chooseOne("--json", "--jsonl")), command: arguments.command?.name)
        }
        let form: Form = arguments.flag(CommonOptions.json) ? .json : arguments.flag(CommonOptions.jsonl) ? .jsonLines : .table
        return try list(filter, all: all, form: form, planner: try invocation.planner(), caller: invocation.caller,
                        urgency: { invocation.skills.urgency }, console: invocation.console)
    }

    /// Lists what `filter` matches; `all`: `--all`; `urgency`: the Skills' weights, read only when
    /// the order or the form needs them.
    static func list(_ filter: TaskFilter, all: Bool, form: Form, planner: Planner, caller: Caller,
                     urgency: () -> UrgencyCoefficients, console: Console) throws -> ExitCode {
        var filter = filter
        let machine = form != .table
        var truncated = false
        if !machine, filter.limit == nil, !all {
            filter.limit = tableLimit + 1
            truncated = true
        }
        // Urgency is weighed when the order is by it or a script reads it; the Skills may weigh it their way.
        let scored = machine || filter.order == .urgency
        if scored { planner.urgency = urgency() }
        var tasks = scored ? try planner.scoredTasks(matching: filter, caller: caller)
                           : try planner.tasks(matching: filter, caller: caller).map { TaskStore.ScoredTask(task: $0, urgency: 0) }
        var hidden = 0
        var hiddenIsAtLeast = false
        if truncated, tasks.count > tableLimit {
            tasks.removeLast()
            var countFilter = filter
            countFilter.limit = nil
            let counted = try planner.store.count(matching: countFilter, now: planner.now, cap: tableLimit + countCap + 1)
            hiddenIsAtLeast = counted > tableLimit + countCap
            hidden = min(counted - tableLimit, countCap)
        }
        let zone = planner.zone
        switch form {
        case .json:
            console.printJSON(.array(tasks.map { scored in
                var object = scored.task.json(in: zone)
                object["urgency"] = .double(urgencyFigure(scored.urgency))
                return .object(object)
            }), pretty: true)
        case .jsonLines:
            var writer = JSONWriter(capacity: 64 * 1024)
            for scored in tasks {
                scored.task.writeJSON(into: &writer, zone: zone)
                // The task's object is reopened at its closing brace for its urgency.
                writer.bytes.removeLast()
                writer.raw(",\"urgency\":")
                writer.write(.double(urgencyFigure(scored.urgency)))
                writer.bytes.append(0x7D)
                writer.bytes.append(0x0A)
                if writer.bytes.count >= 60 * 1024 {
                    console.out.write(bytes: writer.bytes)
                    writer.bytes.removeAll(keepingCapacity: true)
                }
            }
            console.out.write(bytes: writer.bytes)
        case .table:
            // Subtasks right under their parent when both are listed; the JSON stays flat, each with its `parent`.
            let tree = TaskTree.rows(tasks, task: \.task)
            let shown = tree.map { tasks[$0.index] }
            console.out.write(TaskTable.render(shown.map(\.task), today: zone.date(of: planner.now), now: planner.now, zone: zone,
                                               width: console.terminal.lineLimit, style: console.style,
                                               language: console.language,
                                               urgencies: filter.order == .urgency ? shown.map(\.urgency) : nil,
                                               depths: tree.map(\.depth)))
            if hidden > 0 {
                console.out.line(console.style.dim(console.say(.lists(hiddenIsAtLeast ? .overMoreTasks(hidden) : .moreTasks(hidden)))))
            }
        }
        return .ok
    }

    /// Urgency as scripts read it: three decimals, as much as a coefficient table means.
    static func urgencyFigure(_ urgency: Double) -> Double {
        let thousandths = (urgency * 1000).rounded()
        // Past about 1.8e305 the thousandths overflow, where a figure that large has no decimals to round.
        return thousandths.isFinite ? thousandths / 1000 : urgency
    }
}
