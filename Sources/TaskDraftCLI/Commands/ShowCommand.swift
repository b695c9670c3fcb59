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
        let planner = try invocation.planner()
        let task = try planner.task(id: id, caller: invocation.caller)
        let relations = try planner.relations(of: task)
        if invocation.arguments.flag(CommonOptions.json) {
            // Beside the task JSON, what waits for it (`depends` says what it waits for).
            var object = task.json(in: planner.zone)
            object["blocks"] = .array(relations.blocks.map { TaskLink(id: $0.id, uid: $0.uuid).json })
            invocation.printJSON(.object(object), pretty: true)
        } else {
            invocation.out.write(TaskDetail.render(task, zone: planner.zone, style: invocation.style, language: invocation.language,
                                                   waitsFor: relations.waitsFor, blocks: relations.blocks))
        }
        return .ok
    }
}
