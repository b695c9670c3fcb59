import TaskDraftKit

/// `taskdraft next [FILTER…]`: the pending tasks, most urgent first (Taskwarrior's default
/// report; `taskdraft` alone off a terminal runs it).
enum NextCommand {
    static let spec = CommandSpec(
        "next", abstract: .nextAbstract,
        discussion: .nextDiscussion,
        arguments: [ArgumentSpec("filter", help: .nextFilters, repeating: true, optional: true,
                                 acceptsDashWords: true, completion: .filter)],
        options: [CommonOptions.json, CommonOptions.jsonl, ListCommand.Option.limit, ListCommand.Option.all],
        examples: [.line("taskdraft next"), .line("taskdraft next +work --limit 5"), .line("taskdraft next --json")],
        run: { try ListCommand.run($0, order: .urgency) })
}
