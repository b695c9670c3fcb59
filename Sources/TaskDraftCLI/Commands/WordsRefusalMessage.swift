import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// Words `add`, `draft`, `plan`, `modify`, `list` and the prompt refuse before anything is
/// drafted or written: no text, words too long, words that leave no title, a date the calendar
/// does not have, a date's or a filter's value that names none, a `NAME:VALUE` word `modify`
/// does not know. A word typed for a new task and for a task that exists is refused alike
/// (`Message(_: WordsRefusal)`). A case of the terminal's catalogue (`Message.wordsRefused`),
/// worded in `WordsRefusalMessage+English`, `+Russian` and `+Polish`.
enum WordsRefusalMessage: LocalizedText {
    case emptyText, emptyGoal, notInCalendar(String)
    /// Words past `TaskDraft.wordsLimit` (`WordsRefusal.tooLong`): their length and the most.
    case wordsTooLong(Int, most: Int)
    /// A task split notes hold (1-based) past `TaskDraft.wordsLimit` (`WordsRefusal.taskTooLong`): its length and the most.
    case setTaskTooLong(Int, length: Int, most: Int)
    /// Words that leave no title; the verb when a verb of doing was all they left («Сделать»).
    case draftHasNoTitle(onlyAVerb: String?)
    /// A set's draft (1-based) whose words name only a date, tags or a priority, and those words.
    case setDraftHasNoTitle(Int, source: String)
    case filterProblem(TaskFilter.Problem), dueNamesNoDate(option: String, String)
    case dueNotInCalendar(option: String, String, String)
    /// `wait:someday`, `due.before:later`: Taskwarrior's 9999-12-30, past the last date kept here,
    /// which an import reads a task without (`TaskwarriorNamedDate.isSomeday`).
    case dueIsSomeday(option: String, String)
    /// A `NAME:VALUE` word `modify` does not know, in every language the refusal speaks.
    case attributeRefused(AttributeRefusal)

    /// A date's value that names none, said by the attribute or option as typed; Taskwarrior's
    /// `someday` and `later` with why there is no such date here.
    static func dateValueRefused(option: String, _ value: String) -> WordsRefusalMessage {
        TaskwarriorNamedDate.isSomeday(value) ? .dueIsSomeday(option: option, value) : .dueNamesNoDate(option: option, value)
    }

    /// A filter word refused: a date filter's `someday` as `dateValueRefused` says it.
    init(filter problem: TaskFilter.Problem) {
        if case .noDate(let key, let value) = problem, TaskwarriorNamedDate.isSomeday(value) {
            self = .dueIsSomeday(option: key, value)
        } else {
            self = .filterProblem(problem)
        }
    }

    static let samples: [WordsRefusalMessage] = [
        .emptyText, .emptyGoal, .notInCalendar("31 February"), .wordsTooLong(5000, most: 4096),
        .setTaskTooLong(2, length: 5000, most: 4096), .draftHasNoTitle(onlyAVerb: "Сделать"), .draftHasNoTitle(onlyAVerb: nil),
        .setDraftHasNoTitle(2, source: "tomorrow #work"),
        .dueNamesNoDate(option: "--due", "blorp"), .dueNotInCalendar(option: "due", "feb31", "31 February"),
        .dueIsSomeday(option: "due.before", "someday"),
    ] + filterSamples + AttributeRefusal.samples.map(WordsRefusalMessage.attributeRefused)

    private static let filterSamples: [WordsRefusalMessage] = [
        TaskFilter.Problem.status("open"), .due("soon"), .priority("urgent"), .noDate(key: "due.before", "blorp"), .sort("size"),
        .limit("ten"), .notAFilter("prio", suggestion: "priority"), .notAFilter("colour", suggestion: nil),
    ].map(WordsRefusalMessage.filterProblem)
}
