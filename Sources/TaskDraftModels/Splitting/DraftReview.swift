import TaskDraftHTTP
import TaskDraftKit

/// The review phase (config.json `"phases": {"review": NAME}`): a second backend reads the
/// words and every draft of a plan or a set, and answers with a verdict per draft (keep, or a
/// corrected title or day, with a reason), through structured output (`StepVerdict`).
///
/// The reviewer advises; it does not decide. A fix is validated as a draft is, then checked
/// again by the check that draft got when it was made (`PlanCheck` for a plan's step,
/// `DraftCrossCheck` against its own words for a task of a set), so a review can no more
/// invent a deadline or date a step after the goal than the drafting model could. Every
/// change says so in the draft's warnings. A review that fails, times out, is cancelled or
/// answers with nothing usable leaves the drafts as they were, with one warning on the set.
public struct DraftReview {
    public let reviewer: any LanguageModel

    public init(reviewer: any LanguageModel) { self.reviewer = reviewer }

    /// `set`, reviewed: `shape` says whether it is a plan (`words` is the goal) or the tasks in `words`.
    public func review(_ set: DraftSet, shape: DraftShape, words: String, context: DraftContext, journal: DraftJournal? = nil,
                       cancellation: CancellationFlag? = nil) -> DraftSet {
        var set = set
        guard !set.items.isEmpty else { return set }
        if reviewer.draftsInProcess {
            // The built-in parser's review is the cross-check every draft already had; a chain
            // left with only the parser says why the backend that would have reviewed did not.
            if let fallback = reviewer as? FallbackModel, !fallback.skipped.isEmpty {
                set.warnings.append(ReviewWarning.skipped(fallback.skipped))
            }
            return set
        }
        let subject = ReviewSubject(drafts: set.drafts, shape: shape, words: words)
        var request = DraftRequest(text: subject.message, context: context, journal: journal, cancellation: cancellation)
        request.shape = .review
        request.review = subject
        let verdicts: [StepVerdict]
        do {
            guard let answer = try reviewer.reviewSteps(request) else {
                set.warnings.append(ReviewWarning.unusable(backend: reviewer.name))
                return set
            }
            verdicts = answer
        } catch {
            set.warnings.append(error.kind == .cancelled ? ReviewWarning.cancelled : .failed(error))
            return set
        }
        for verdict in verdicts where verdict.kind == .fix {
            let index = verdict.step - 1
            guard set.items.indices.contains(index) else { continue }
            set.items[index].draft = applied(verdict, to: set.items[index], shape: shape, words: words, context: context)
        }
        return set
    }

    /// The draft with the verdict's fixes, said in its warnings and checked again; unchanged
    /// when the fixes change nothing or make a draft that is not valid.
    func applied(_ verdict: StepVerdict, to item: DraftSet.Item, shape: DraftShape, words: String,
                 context: DraftContext) -> TaskDraft {
        var draft = item.draft
        var changes: [ReviewWarning.Change] = []
        if let title = verdict.title, title != draft.title {
            changes.append(.title(from: draft.title, to: title))
            draft.title = title
        }
        if let day = verdict.dueDate, day != draft.due?.calendarDate {
            changes.append(.day(from: draft.due?.calendarDate, to: day))
            draft.due = .date(day)
        }
        guard !changes.isEmpty, var checked = try? draft.validated() else { return item.draft }
        checked.warnings.append(ReviewWarning.changed(reviewer: reviewer.name, changes, reason: verdict.reason))
        if shape == .plan {
            return PlanCheck().check([checked], goal: words, context: context)[0]
        }
        return DraftCrossCheck().check(checked, words: item.source, context: context)
    }
}

extension LanguageModel {
    /// `draftSet`, the set reviewed by `reviewer` (the review phase's backend) when it holds
    /// several; `reviewer` is not even looked up for one task.
    public func draftSet(_ request: DraftRequest, force: Bool = false,
                         reviewedBy reviewer: @autoclosure () -> (any LanguageModel)?) throws(BackendError) -> DraftSet {
        let set = try draftSet(request, force: force)
        guard set.items.count > 1, let reviewer = reviewer() else { return set }
        return DraftReview(reviewer: reviewer).review(set, shape: .set, words: request.text, context: request.context,
                                                      journal: request.journal, cancellation: request.cancellation)
    }

    /// `plan`, the steps reviewed by `reviewer` (the review phase's backend) when there is one.
    public func plan(_ request: DraftRequest, reviewedBy reviewer: (any LanguageModel)?) throws(BackendError) -> PlanOutcome {
        let outcome = try plan(request)
        guard let reviewer, case .steps(let set) = outcome else { return outcome }
        return .steps(DraftReview(reviewer: reviewer).review(set, shape: .plan, words: request.text, context: request.context,
                                                             journal: request.journal, cancellation: request.cancellation))
    }
}
