/// The words a person answers the terminal's questions with, in the languages TaskDraft
/// speaks (English, Russian, Polish). The one place they live: the draft's confirm step,
/// the delete question, the import's questions.
enum ConfirmationWords {
    /// Yes to a `[y/N]` question, where anything else (Enter included) keeps things as they are.
    static let yes: Set<String> = ["y", "yes", "д", "да", "t", "tak"]
    /// No, where a question offers it by name.
    static let no: Set<String> = ["n", "no", "н", "нет", "nie"]
    /// Yes to the draft's `[Y]es / [e]dit / [n]o` step: Enter commits, and so do the looser words.
    static let commit: Set<String> = yes.union(["", "ok", "commit", "ага"])
    /// Drop the draft.
    static let drop: Set<String> = no.union(["cancel", "drop", "отмена"])
    /// Edit the draft field by field.
    static let edit: Set<String> = ["e", "edit", "и", "изменить", "редактировать", "edytuj"]
    /// Read the words as several tasks ("split" at a draft's prompt).
    static let split: Set<String> = ["split", "split it", "раздели", "разделить", "раздели на задачи", "podziel", "rozdziel"]
    /// Put a split set back together as the one task it was said as.
    static let merge: Set<String> = ["as one task", "as one", "one task", "merge", "merge them", "одной задачей", "как одну задачу",
                                     "одна задача", "объедини", "jako jedno zadanie", "jedno zadanie", "połącz", "polacz"]
    /// Review an import record by record.
    static let review: Set<String> = ["r", "review", "п", "просмотр"]
    /// Yes to this record and every one after it, when reviewing an import.
    static let allTheRest: Set<String> = ["a", "all", "в", "все", "всё"]
    /// Stop reviewing an import (what was accepted so far is imported).
    static let quit: Set<String> = ["q", "quit", "с", "стоп"]

    /// `answer` as the sets hold words: trimmed, lowercase.
    static func normalized(_ answer: String) -> String { answer.trimmingWhitespace().lowercased() }

    /// Whether `answer` (as typed) says yes to a `[y/N]` question.
    static func isYes(_ answer: String?) -> Bool { answer.map { yes.contains(normalized($0)) } ?? false }
}
