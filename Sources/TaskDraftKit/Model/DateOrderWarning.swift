/// A start or a wait after the due (issue 29): "start Friday, due Monday", `modify 3
/// scheduled:fri due:mon`. Nothing is refused, since a person may mean it (the due moved and the
/// start is next), but they are told on the card, after `add` and `modify`, in JSON and to an
/// agent, as of anything else a draft assumed.
public enum DateOrderWarning: DraftWarningMessage {
    /// Work is to begin after the task is due.
    case startAfterDue(Due, due: Due)
    /// The task is hidden until after it is due: it shows up overdue.
    case waitAfterDue(Due, due: Due)

    public static var samples: [DateOrderWarning] {
        let friday = Due.date(CivilDate(year: 2026, month: 12, day: 11))
        let monday = Due.dateTime(Zone.utc.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 7),
                                                               time: LocalTime(hour: 9, minute: 0))))
        return [.startAfterDue(friday, due: monday), .waitAfterDue(friday, due: monday)]
    }

    /// What these dates warn of, in `zone`: a start or a wait whose first moment (a day's
    /// midnight) is past the due's (a day's last second), so a start on the day due is none.
    public static func of(start: Due?, wait: Due?, due: Due?, zone: Zone) -> [DateOrderWarning] {
        guard let due else { return [] }
        let deadline = due.deadline(in: zone)
        var warnings: [DateOrderWarning] = []
        if let start, start.beginning(in: zone) > deadline { warnings.append(.startAfterDue(start, due: due)) }
        if let wait, wait.beginning(in: zone) > deadline { warnings.append(.waitAfterDue(wait, due: due)) }
        return warnings
    }
}

extension TaskDraft {
    /// The draft with its warnings of the order of its dates said again for the dates it has
    /// now: a drafter's, a refinement's or an edit's, whichever changed them last.
    public func checkingDateOrder(in zone: Zone) -> TaskDraft {
        var draft = self
        draft.warnings.removeAll { $0.as(DateOrderWarning.self) != nil }
        for warning in DateOrderWarning.of(start: start, wait: wait, due: due, zone: zone) { draft.warnings.append(warning) }
        return draft
    }
}
