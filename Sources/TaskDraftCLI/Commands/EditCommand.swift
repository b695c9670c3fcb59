import TaskDraftKit
import TaskDraftModels

/// `taskdraft edit ID --field value…`: a field patch.
enum EditCommand {
    static let spec = CommandSpec(
        "edit", abstract: "Change some fields of a task.",
        discussion: """
            Only the fields you name change. --due takes words ("friday 15:00", "завтра") or ISO 8601; \
            'none' clears --due, --project, --notes and --recur.
            """,
        arguments: [ArgumentSpec("id", help: "The task's number.", completion: .taskID)],
        options: [
            OptionSpec("title", value: "text", help: "New title."),
            OptionSpec("notes", value: "text", help: "New notes."),
            OptionSpec("due", value: "when", help: "New due date or time."),
            OptionSpec("priority", value: "level", help: "New priority.", allowed: ["low", "normal", "high", "L", "M", "H"]),
            OptionSpec("project", value: "name", help: "New project.", completion: .project),
            OptionSpec("tag", value: "tag", help: "Add a tag (repeatable).", repeatable: true, completion: .tag),
            OptionSpec("untag", value: "tag", help: "Remove a tag (repeatable).", repeatable: true, completion: .tag),
            OptionSpec("recur", value: "rule", help: "New repeat rule, in words (\"every friday\") or as an RRULE."),
            CommonOptions.yes, CommonOptions.json,
        ],
        examples: ["taskdraft edit 3 --due \"friday 15:00\" --priority high", "taskdraft edit 3 --tag finance --untag misc"],
        run: run)

    static func patch(from invocation: Invocation) throws -> TaskPatch {
        let a = invocation.arguments
        var patch = TaskPatch()
        func isNone(_ s: String) -> Bool { ["none", "-", ""].contains(s.lowercased()) }
        if let title = a.value("title") { patch.title = title }
        if let notes = a.value("notes") { patch.notes = isNone(notes) ? .clear : .set(notes) }
        if let project = a.value("project") { patch.project = isNone(project) ? .clear : .set(project) }
        if let priority = a.value("priority") { patch.priority = Priority(loose: priority) }
        if let due = a.value("due") {
            if isNone(due) {
                patch.due = .clear
            } else if let parsed = DueWords.due(of: due, invocation: invocation) {
                patch.due = .set(parsed)
            } else if let written = BuiltinParser().analyze(due, context: invocation.draftContext).impossibleDate {
                throw UsageError("--due '\(due)': \"\(written)\" is not a date in the calendar", command: "edit")
            } else {
                throw UsageError("--due '\(due)' names no date or time", command: "edit")
            }
        }
        if let rule = a.value("recur") {
            if isNone(rule) {
                patch.recurrence = .clear
            } else {
                patch.recurrence = .set(try RecurrenceWords.rule(of: rule, invocation: invocation, command: "edit"))
            }
        }
        patch.addTags = a.values("tag")
        patch.removeTags = a.values("untag")
        return patch
    }

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let id = try CommonOptions.taskID(invocation.arguments.positionals[0], command: "edit")
        let patch = try patch(from: invocation)
        guard !patch.isEmpty else { throw UsageError("name at least one field to change (--title, --due, ...)", command: "edit") }
        return try commit(patch, to: id, invocation: invocation)
    }

    /// Runs the patch through the domain and prints the result (shared with `modify`).
    static func commit(_ patch: TaskPatch, to id: Int64, invocation: Invocation) throws -> ExitCode {
        let planner = try invocation.planner()
        let result = try EditTaskIntent(taskID: id, patch: patch)
            .perform(in: planner, caller: invocation.caller, confirmation: invocation.flagConfirmation)
        if invocation.arguments.flag("json") {
            invocation.printJSON(.object(result.json(in: planner.zone)))
        } else {
            let task = TaskDetail.oneLine(result.after, language: invocation.language)
            invocation.out.line(invocation.say(result.before == result.after ? .unchangedTask(task) : .changedTask(task)))
        }
        return .ok
    }
}
