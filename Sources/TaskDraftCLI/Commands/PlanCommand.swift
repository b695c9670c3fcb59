import TaskDraftKit
import TaskDraftModels

/// `taskdraft plan GOAL…`: a model breaks a goal into step drafts, reviewed and committed as a
/// set (as `add --split`). Nothing commits without the person (or a script's --yes).
enum PlanCommand {
    static let spec = CommandSpec(
        "plan", abstract: "Break a goal into step drafts with a model; review and commit them as one set.",
        discussion: """
            The plan phase's backend (config.json "phases": {"plan": NAME}, else the drafting backend) proposes \
            3 to 10 steps dated on or before the goal's deadline; each step is validated as a draft is, and a step \
            dated after the deadline or in the past is moved, with a warning. On a terminal you review the set \
            (Enter commits all, "2 n" drops one, "3 e" edits one, "all #work" refines every one); scripts pass --yes. \
            The built-in parser cannot plan: it says so and offers the tasks it reads in the words instead.
            """,
        arguments: [ArgumentSpec("goal", help: "The goal in your own words.", repeating: true)],
        options: [CommonOptions.yes, CommonOptions.json,
                  OptionSpec("key", value: "key", help: "Idempotency key: the same key never creates the steps twice.")],
        examples: ["taskdraft plan \"organise the offsite on the 20th\"",
                   "taskdraft plan \"подготовить релиз к пятнице\" --yes --json"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let goal = invocation.arguments.positionals.joined(separator: " ")
        guard !goal.trimmingWhitespace().isEmpty else { throw UsageError(.emptyGoal, command: "plan") }
        let planner = try invocation.planner()
        let session = try invocation.backends.session(planner: planner, caller: invocation.caller, context: invocation.draftContext)
        let model = try invocation.backends.model(phase: .plan, log: { planner.store })
        let outcome: PlanOutcome
        do {
            outcome = try session.plan(goal, using: model)
        } catch {
            try? session.flush()
            throw error
        }
        switch outcome {
        case .steps(let set):
            return try AddCommand.reviewAndCommit(set, request: AddCommand.Request(invocation.arguments), planner: planner,
                                                  session: session, console: invocation.console)
        case .invalidAnswer:
            try session.flush()
            throw CLIError(.backendUnavailable, .planInvalid(backend: model.name))
        case .cannotPlan:
            invocation.err.line(invocation.say(.cannotPlan(backend: model.name)))
            return try AddCommand.split(AddCommand.Request(invocation.arguments), force: false, planner: planner,
                                        session: session, console: invocation.console)
        }
    }
}
