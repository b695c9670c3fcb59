import TaskDraftKit

/// `taskdraft show ID`.
enum ShowCommand {
    static let spec = CommandSpec(
        "show", aliases: ["info"], abstract: .showAbstract,
        arguments: [ArgumentSpec("id", help: .taskNumber, completion: .taskID)],
        options: [CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try invocation.requireNamedDatabase()
        let id = try CommonOptions.taskID(invocation.arguments.positionals[0], command: "show")
        return try show(id, json: invocation.arguments.flag(CommonOptions.json), planner: try invocation.planner(),
                        caller: invocation.caller, console: invocation.console)
    }

    static func show(_ id: Int64, json: Bool, planner: Planner, caller: Caller, console: Console) throws -> ExitCode {
        let task = try planner.task(id: id, caller: caller)
        let relations = try planner.relations(of: task)
        if json {
            // Beside the task JSON, what waits for it (`depends` says what it waits for).
            var object = task.json(in: planner.zone)
            object["blocks"] = .array(relations.blocks.map { TaskLink(id: $0.id, uid: $0.uuid).json })
            console.printJSON(.object(object), pretty: true)
        } else {
            console.out.write(TaskDetail.render(task, zone: planner.zone, style: console.style, language: console.language,
                                                relations: relations))
        }
        return .ok
    }
}
