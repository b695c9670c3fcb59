import TaskDraftKit

/// What `PlanCheck` moved in a plan's step.
public enum PlanWarning: DraftWarningMessage {
    /// The step was dated after the goal's deadline; it moved to that day.
    case afterDeadline(proposed: Due, movedTo: CivilDate)
    /// The step was dated before today; it moved to today.
    case inThePast(proposed: Due)

    public static var samples: [PlanWarning] {
        let date = CivilDate(year: 2026, month: 12, day: 20)
        return [.afterDeadline(proposed: .date(date), movedTo: CivilDate(year: 2026, month: 12, day: 18)),
                .inThePast(proposed: .date(CivilDate(year: 2026, month: 11, day: 2)))]
    }
}
