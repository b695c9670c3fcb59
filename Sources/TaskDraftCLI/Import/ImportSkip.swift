import TaskDraftKit

/// Why an import passed over records without counting them as bad; said once per kind at
/// the end (its English is the `--json` report's `skipped: …` note).
enum ImportSkip: LocalizedText, CaseIterable, Equatable {
    /// A Todoist row with every cell empty.
    case emptyRow
    /// A Taskwarrior task with `status: recurring`: its instances are the tasks.
    case recurrenceTemplate
    /// `# …` lines of a text or todo.txt file.
    case commentLines
    /// An iCalendar component that is no task: an event (VEVENT), a journal entry (VJOURNAL), …
    case notATask
    /// A VTODO with a RECURRENCE-ID: one changed occurrence of a repeating task, whose series is imported.
    case recurrenceOverride
}
