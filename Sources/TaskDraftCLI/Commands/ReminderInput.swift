import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// Reminders typed at `edit --remind` and the REPL's `e`: comma-separated, each an ISO 8601
/// duration or date-time (`-PT30M`, `2026-12-03T09:00`) or words ("30 minutes before", "9am",
/// "за час", "15 minut wcześniej").
enum ReminderInput {
    static func reminders(_ text: String, due: Due?, now: Instant, zone: Zone) -> Result<[Reminder], UsageError> {
        var result: [Reminder] = []
        for piece in text.split(separator: ",") {
            let item = piece.trimmingWhitespace()
            if item.isEmpty { continue }
            if let reminder = Reminder(text: item, zone: zone) {
                result.append(reminder)
            } else if let request = ReminderWords.request(item) ?? ReminderWords.request("remind me " + item) {
                result += ReminderWords.reminders([request], due: due, now: now, zone: zone)
            } else {
                return .failure(UsageError(.edits(.notAReminder(item)), command: "edit"))
            }
        }
        return .success(Reminder.normalized(result))
    }
}
