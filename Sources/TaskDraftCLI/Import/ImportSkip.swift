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
}
