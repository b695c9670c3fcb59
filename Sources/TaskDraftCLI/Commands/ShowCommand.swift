import TaskDraftKit

/// `taskdraft show ID`.
enum ShowCommand {
    static let spec = CommandSpec(
        "show", aliases: ["info"], abstract: "Show every field of one task.",
        arguments: [ArgumentSpec("id", help: "The task's number.", completion: .taskID)],
        options: [CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try invocation.requireNamedDatabase()
        let id = try CommonOptions.taskID(invocation.arguments.positionals[0], command: "show")
        let planner = try invocation.planner()
        let task = try planner.task(id: id, caller: invocation.caller)
        if invocation.arguments.flag(CommonOptions.json) {
            invocation.printJSON(.object(task.json(in: planner.zone)), pretty: true)
        } else {
            invocation.out.write(TaskDetail.render(task, zone: planner.zone, style: invocation.style, language: invocation.language))
        }
        return .ok
    }
}
