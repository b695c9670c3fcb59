import TaskDraftKit
import TaskDraftParser

/// The review of a plan's steps, run on every step a model proposes: the cross-check of a
/// plan. A step's date is the model's proposal by design (the goal names only its own
/// deadline), so it is not dropped as an invented deadline; it must fall on or before the
/// goal's deadline, where the words name one, and not in the past.
public struct PlanCheck: Sendable {
    public init() {}

    public func check(_ steps: [TaskDraft], goal: String, context: DraftContext) -> [TaskDraft] {
        let analysis = BuiltinParser().analyze(goal, context: context.readingContext)
        let deadline = (analysis.namedDay || analysis.namedTime) ? analysis.draft.due : nil
        return steps.map { step in
            var step = step
            guard let due = step.due else { return step }
            if let deadline, deadline.calendarDate < due.calendarDate {
                step.due = .date(deadline.calendarDate)
                step.warnings.append(PlanWarning.afterDeadline(proposed: due, movedTo: deadline.calendarDate))
            } else if due.calendarDate < context.today {
                step.due = .date(context.today)
                step.warnings.append(PlanWarning.inThePast(proposed: due))
            }
            return step
        }
    }
}

/// What planning a goal gave: the steps, or why this backend cannot plan.
public enum PlanOutcome: Sendable {
    /// The steps, as a set whose every item came from the whole goal.
    case steps(DraftSet)
    /// The backend drafts one task at a time (the built-in parser): it cannot break a goal up.
    case cannotPlan
    /// The model's answer (and its repair) was not a valid plan.
    case invalidAnswer
}

extension LanguageModel {
    /// Breaks the goal in `request.text` into steps (3 to 10), each validated as a draft and
    /// checked by `PlanCheck`. Nothing is written: the steps are reviewed as a set.
    public func plan(_ request: DraftRequest) throws(BackendError) -> PlanOutcome {
        var planRequest = request
        planRequest.shape = .plan
        guard let steps = try draftSeveral(planRequest) else {
            return draftsInProcess ? .cannotPlan : .invalidAnswer
        }
        // The goal becomes the steps' parent, drafted from its own words by the built-in reading
        // (its title and deadline), as the check reads its deadline.
        var goal = BuiltinParser().parse(request.text, context: request.context.readingContext)
        goal.warnings = []
        return .steps(DraftSet.plan(PlanCheck().check(steps.map(\.draft), goal: request.text, context: request.context),
                                    goal: request.text, goalDraft: goal))
    }
}
