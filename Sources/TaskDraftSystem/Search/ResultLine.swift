import TaskDraftKit

/// A draft or a task in one line, as the shell lists a result and as the card shows it:
/// `Call Anna — Fri 09:00 · high priority · #sales`. Text from the store or a stranger passes
/// `TerminalText.line`, so a result carries no control or bidi character.
enum ResultLine {
    static func line(title: String, due: Due?, priority: Priority, tags: [String], zone: Zone, today: CivilDate,
                     language: SystemLanguage) -> String {
        var parts = [TerminalText.line(title)]
        if let due { parts[0] += " — " + when(due, zone: zone, today: today, language: language) }
        if priority == .high { parts.append(SearchMessage.priorityHigh.text(language)) }
        if !tags.isEmpty { parts.append(TerminalText.line(tags.map { "#" + $0 }.joined(separator: " "))) }
        return parts.joined(separator: " · ")
    }

    static func line(_ draft: TaskDraft, zone: Zone, today: CivilDate, language: SystemLanguage) -> String {
        line(title: draft.title, due: draft.due, priority: draft.priority, tags: draft.tags, zone: zone, today: today,
             language: language)
    }

    static func line(_ task: Task, zone: Zone, today: CivilDate, language: SystemLanguage) -> String {
        line(title: task.title, due: task.due, priority: task.priority, tags: task.tags, zone: zone, today: today,
             language: language)
    }

    /// The week ahead by its weekday (`Fri 09:00`), a later day by its date (`Mon 14 Dec`), a
    /// day of another year with the year; the time in the service's zone.
    static func when(_ due: Due, zone: Zone, today: CivilDate, language: SystemLanguage) -> String {
        let (date, time) = due.wallClock(in: zone)
        let ahead = today.days(until: date)
        var text = SearchMessage.weekday(date.weekday).text(language)
        if ahead < 0 || ahead > 6 {
            text += " \(date.day) " + SearchMessage.month(date.month).text(language)
            if date.year != today.year { text += " \(date.year)" }
        }
        return time.map { text + " " + $0.hourMinute } ?? text
    }
}
