import TaskDraftKit
import TaskDraftModels

/// `taskdraft plan GOAL…`: a model breaks a goal into step drafts, reviewed and committed as a
/// set (as `add --split`). Nothing commits without the person (or a script's --yes).
enum PlanCommand {
    static let spec = CommandSpec(
        "plan", abstract: .planAbstract,
        discussion: .planDiscussion,
        arguments: [ArgumentSpec("goal", help: .planGoal, repeating: true)],
        options: [CommonOptions.yes, CommonOptions.json,
                  OptionSpec("key", value: "key", help: .planKey)],
        examples: [.words(.planExampleOffsite),
                   .words(.planExampleRelease)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let words = invocation.arguments.positionals
        let goal = words == ["-"] ? try StandardInputText.read(command: "plan") : words.joined(separator: " ")
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
            // The goal's words, which `plan -` read from standard input.
            var request = AddCommand.Request(invocation.arguments)
            request.text = goal
            return try AddCommand.split(request, force: false, planner: planner,
                                        session: session, console: invocation.console)
        }
    }
}
