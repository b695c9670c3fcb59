import TaskDraftKit
import TaskDraftModels

/// The Russian wording of failures the CLI meets from below that are not yet message types of
/// their own: a repeat rule refused. Each arrives as a value.
extension Message {
    // MARK: Tasks and import records

    static func russianRecurrenceError(_ error: RecurrenceError) -> String {
        "повтор: " + error.russian
    }
}
