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

    /// What `task`'s dates warn of, in `zone`: each date field whose row says what it means to
    /// fall after the due (`TaskField.DatePart.afterDue`: the start, the wait), in table order,
    /// when its first moment (a day's midnight) is past the due's (a day's last second), so a
    /// start on the day due is none.
    public static func of(_ task: Task, zone: Zone) -> [DateOrderWarning] {
        of(due: task.due, zone: zone) { $0.value(of: task) }
    }

    public static func of(_ draft: TaskDraft, zone: Zone) -> [DateOrderWarning] {
        of(due: draft.due, zone: zone) { $0.value(of: draft) }
    }

    private static func of(due: Due?, zone: Zone, _ value: (TaskField.DatePart) -> Due?) -> [DateOrderWarning] {
        guard let due else { return [] }
        let deadline = due.deadline(in: zone)
        return TaskField.dateFields.compactMap { field in
            guard let date = field.date, let warning = date.afterDue, let value = value(date),
                  value.beginning(in: zone) > deadline else { return nil }
            return warning(value, due)
        }
    }
}

extension TaskDraft {
    /// The draft with its warnings of the order of its dates said again for the dates it has
    /// now: a drafter's, a refinement's or an edit's, whichever changed them last.
    public func checkingDateOrder(in zone: Zone) -> TaskDraft {
        var draft = self
        draft.warnings.removeAll { $0.as(DateOrderWarning.self) != nil }
        for warning in DateOrderWarning.of(self, zone: zone) { draft.warnings.append(warning) }
        return draft
    }
}
