import TaskDraftKit

/// `taskdraft next [FILTER…]`: the pending tasks, most urgent first (Taskwarrior's default
/// report; `taskdraft` alone off a terminal runs it).
enum NextCommand {
    static let spec = CommandSpec(
        "next", abstract: "What to do next: pending tasks, most urgent first.",
        discussion: """
            Urgency adds up what makes a task pressing: its due date (from 14 days ahead to 7 days overdue), \
            its priority, a start that has come, its age, tags, a project, and tags with a weight of their own \
            (+next); README "What to do next" has the table, and a Skills file urgency.md changes it. Takes \
            list's filters; with --json each task has its urgency.
            """,
        arguments: [ArgumentSpec("filter", help: "Filters and search words, as list takes them.", repeating: true, optional: true,
                                 acceptsDashWords: true, completion: .filter)],
        options: [CommonOptions.json, CommonOptions.jsonl, ListCommand.Option.limit, ListCommand.Option.all],
        examples: ["taskdraft next", "taskdraft next +work --limit 5", "taskdraft next --json"],
        run: { try ListCommand.run($0, order: .urgency) })
}
