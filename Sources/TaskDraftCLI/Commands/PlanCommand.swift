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
        guard !goal.trimmingWhitespace().isEmpty else { throw UsageError(.wordsRefused(.emptyGoal), command: "plan") }
        let request = AddCommand.Request(invocation.arguments)
        let context = invocation.draftContext
        // As `add`'s words: a goal past the words' limit is refused before the database is opened.
        let entry = try DraftRequest(words: goal, context: context, check: .limit, command: "plan")
        let planner = try invocation.planner()
        let session = try invocation.backends.session(planner: planner, caller: invocation.caller, context: context)
        let model = try invocation.backends.model(phase: .plan, log: { planner.store })
        return try plan(entry, request: request, planner: planner, session: session, model: model, console: invocation.console)
    }

    /// Plans the goal's steps with `model` (in the session that drafts and records them), then
    /// reviews and commits them as `add` would, with only what it is given. `words`: the
    /// drafting entry's request of the goal.
    static func plan(_ words: DraftRequest, request: AddCommand.Request, planner: Planner, session: DraftingSession,
                     model: any LanguageModel, console: Console) throws -> ExitCode {
        let goal = words.text
        let outcome: PlanOutcome
        do throws(DraftFailure) {
            outcome = try session.plan(words, using: model)
        } catch {
            try? session.flush()
            throw error.thrown(by: "plan")
        }
        switch outcome {
        case .steps(let set):
            return try AddCommand.reviewAndCommit(set, request: request, planner: planner, session: session, console: console)
        case .invalidAnswer:
            try session.flush()
            throw CLIError(.backendUnavailable, .sets(.planInvalid(backend: model.name)))
        case .cannotPlan:
            console.err.line(console.say(.cannotPlan(backend: model.name)))
            // The goal's words, which `plan -` read from standard input.
            var request = request
            request.text = goal
            let meetingNotes = try session.splitAgain(words, command: "plan")
            return try AddCommand.split(request, meetingNotes: meetingNotes, planner: planner, session: session, console: console)
        }
    }
}
