import TaskDraftKit

/// What `DraftCrossCheck` did to a model's draft to hold it to the person's words: each
/// field the model invented, read otherwise or left out, and what was kept instead.
public enum CrossCheckWarning: DraftWarningMessage {
    case inventedDeadline(Due)
    case otherDeadline(proposed: Due, kept: Due)
    case missedDeadline(kept: Due)
    case inventedReminders([Reminder])
    case inventedRecurrence(Recurrence)
    case otherRecurrence(proposed: Recurrence, kept: Recurrence)
    case missedRecurrence(kept: Recurrence)
    case otherPriority(proposed: Priority, kept: Priority)
    case inventedPriority(Priority)
    case inventedProject(String)
    case missedProject(kept: String)
    case inventedTags([String])
    case missedTags([String])
    /// A long text (`DraftCrossCheck.longTextFields`: the notes) that shares no word with the
    /// words, said by the field's label in each language.
    case inventedText(FieldLabel)
    /// A field of the plan (`DraftCrossCheck.planFields`) the words do not name, read
    /// otherwise, or left out (its value as text), said by the field's label in each language.
    case inventedPlan(FieldLabel, String)
    case otherPlan(FieldLabel, proposed: String, kept: String)
    case missedPlan(FieldLabel, kept: String)
    /// A parent the words do not name ("subtask of 3"): a model may not file a task under another.
    case inventedParent(TaskReference)
    /// Tasks to wait for that the words do not name ("after task 3"): a model may not make a
    /// task wait for another; the ids (or UIDs) it gave.
    case inventedDepends([String])
    /// The model's title says something else than the words, or (`sharesNoWord`) nothing of them.
    case otherTitle(proposed: String, kept: String, sharesNoWord: Bool)

    public static var samples: [CrossCheckWarning] {
        let friday = Due.date(CivilDate(year: 2026, month: 12, day: 4))
        let thursday = Due.dateTime(Zone.utc.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3),
                                                                  time: LocalTime(hour: 15, minute: 0))))
        let weekly = Recurrence(frequency: .weekly), monthly = Recurrence(frequency: .monthly)
        return [
            .inventedDeadline(friday), .otherDeadline(proposed: friday, kept: thursday), .missedDeadline(kept: thursday),
            .inventedReminders([.relative(-1800), .relative(-86400)]), .inventedRecurrence(weekly),
            .otherRecurrence(proposed: weekly, kept: monthly), .missedRecurrence(kept: monthly),
            .otherPriority(proposed: .high, kept: .low), .inventedPriority(.high), .inventedProject("Аполлон"),
            .missedProject(kept: "Аполлон"), .inventedTags(["финансы", "отчёт"]), .missedTags(["работа"]),
        ] + DraftCrossCheck.longTextFields.map(CrossCheckWarning.inventedText) + [
            .inventedParent(.id(3)), .inventedParent(.uid("ab-12@example.com")), .inventedDepends(["3", "5"]),
            .otherTitle(proposed: "Продажи", kept: "Позвонить Анне", sharesNoWord: true),
            .otherTitle(proposed: "Позвонить Анне про продажи", kept: "Позвонить Анне", sharesNoWord: false),
        ] + DraftCrossCheck.planFields.flatMap { field -> [CrossCheckWarning] in
            [.inventedPlan(field, "2026-12-07"), .otherPlan(field, proposed: "2027-01-01", kept: "2027-02-01"),
             .missedPlan(field, kept: "PT2H")]
        }
    }
}
