import TaskDraftKit

/// Decides what a line typed at the prompt is (`PromptLine`), before anything is drafted:
/// from word tables (`PromptWords`) and the built-in reading of dates, so every backend's
/// session reads a line alike and no model is asked. A question must hold nothing but
/// question words and a filter ("what's due Friday?"); one word more ("what to buy Anna?")
/// and it is a task, because a task lost is worse than a list shown.
public struct LineClassifier: Sendable {
    public init() {}

    public func classify(_ line: String, context: ReadingContext) -> PromptLine {
        let trimmed = line.trimmingWhitespace()
        if trimmed == "?" { return .command(.help, guess: false) }
        let words = Self.words(trimmed)
        guard !words.isEmpty else { return .task }
        let joined = words.joined(separator: " ")
        if let command = PromptWords.commands[joined] {
            return .command(command, guess: !PromptWords.certainCommands.contains(joined))
        }
        if words.count == 1, PromptWords.answers.contains(joined) { return .strayAnswer }
        if PromptWords.nextQuestions.contains(joined) || NextQuestion.matches(words) { return .question(PromptQuestion(window: .next)) }
        if let question = question(trimmed, words: words, context: context) { return .question(question) }
        return .task
    }

    private func question(_ text: String, words: [String], context: ReadingContext) -> PromptQuestion? {
        guard text.hasSuffix("?") || PromptWords.questionStarters.contains(words[0]) else { return nil }
        let analysis = BuiltinParser().analyze(text, context: context)
        guard analysis.draft.recurrence == nil else { return nil }
        let leftover = Self.words(analysis.leftover)
        let allowed = leftover.allSatisfy {
            PromptWords.questionWords.contains($0) || PromptWords.overdueWords.contains($0)
                || PromptWords.weekWords.contains($0) || PromptWords.thisWords.contains($0)
        }
        guard allowed else { return nil }
        var window = PromptQuestion.Window.all
        if words.contains(where: PromptWords.overdueWords.contains) {
            window = .overdue
        } else if let index = words.firstIndex(where: PromptWords.weekWords.contains), index > 0,
                  PromptWords.thisWords.contains(words[index - 1]) {
            window = .week
        } else if analysis.namedDay, let due = analysis.draft.due {
            let day = due.calendarDate, today = context.today
            window = day == today ? .today : day == today.adding(days: 1) ? .tomorrow : .day(day)
        }
        return PromptQuestion(window: window, tags: analysis.draft.tags,
                              project: analysis.namedProject ? analysis.draft.project : nil,
                              priority: analysis.namedPriority ? analysis.draft.priority : nil)
    }

    /// Lowercased words without the punctuation around them; `ё` read as `е`, `’` as `'`.
    static func words(_ text: String) -> [String] {
        let edges: Set<Character> = [".", ",", "!", "?", ";", ":", "«", "»", "\"", "(", ")", "…"]
        var words: [String] = []
        for raw in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            var word = Substring(raw)
            while let first = word.first, edges.contains(first) { word = word.dropFirst() }
            while let last = word.last, edges.contains(last) { word = word.dropLast() }
            guard !word.isEmpty else { continue }
            var lowered = word.lowercased()
            if lowered.contains("ё") || lowered.contains("’") {
                lowered = String(lowered.map { $0 == "ё" ? "е" : $0 == "’" ? "'" : $0 })
            }
            words.append(lowered)
        }
        return words
    }
}
