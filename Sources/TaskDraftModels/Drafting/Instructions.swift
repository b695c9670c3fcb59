import TaskDraftKit

/// The system message an HTTP model drafts under: what to produce, the moment and zone it
/// is read against, the rules, the working hours, and what the Skills say (tone, the
/// glossary terms and kept names that occur in the user's words).
///
/// The built-in parser reads the same Skills; a model gets them as text. Only the glossary
/// entries and names found in the words are included, so a 4,096-token local model is not
/// spending its context on a hundred terms the sentence never used.
public struct Instructions: Sendable {
    public let context: DraftContext

    public init(context: DraftContext) { self.context = context }

    /// `toolLimit` > 0 adds the line about the read-only tools; `schemaInPrompt` spells the
    /// schema out for servers without structured output.
    public func text(for words: String, toolLimit: Int, schemaInPrompt: Bool, shape: DraftShape = .one,
                     review: ReviewSubject? = nil) -> String {
        let language = Instructions.language(of: words)
        let local = context.localNow
        let offset = ISO8601.formatOffset(context.zone.offset(at: context.now))
        let today = local.date
        var lines: [String] = []
        let keys = DraftSchema.fields.joined(separator: ", ")
        switch shape {
        case .one:
            lines.append("You draft tasks for TaskDraft, a task planner. Turn the user's words into one task draft: "
                         + "a JSON object with the keys \(keys), and nothing else.")
        case .set:
            lines.append("You draft tasks for TaskDraft, a task planner. The user's words (a sentence or pasted notes) hold "
                         + "several tasks. Answer with a JSON object {\"tasks\": [...]}: one draft per task, each with the keys "
                         + "\(keys), source (the user's words that task comes from, copied exactly), and nothing else. "
                         + "Words said once for all (\"tomorrow call Anna and Boris\") belong to each task; a deadline inside "
                         + "one clause belongs to that task only. In notes, only action items are tasks (skip decisions "
                         + "and remarks); the person an item names becomes a lowercase tag.")
        case .plan:
            lines.append("You plan for TaskDraft, a task planner. The user names a goal. Break it into \(DraftSchema.minimumSteps) "
                         + "to \(DraftSchema.maximumSteps) concrete steps, in the order they are done. Answer with a JSON object "
                         + "{\"tasks\": [...]}: one draft per step, each with the keys \(keys), and nothing else. Give each "
                         + "step a due_date on or before the goal's deadline and not in the past.")
        case .review:
            let what = review?.shape == .plan ? "the steps a planner proposed toward the user's goal"
                : "the tasks a planner read in the user's words"
            lines.append("You review drafts for TaskDraft, a task planner. The user's message holds \(what), numbered. "
                         + "Check each one: a concrete task the words call for, a short imperative title in the user's "
                         + "language, and a sensible day (a step on or before the goal's deadline and not in the past; a "
                         + "task dated only when the user named its deadline). Answer with a JSON object {\"reviews\": [...]}: "
                         + "one item per draft, in order, each with step (its number), verdict (ok, or fix when the title "
                         + "or day is wrong), title and due_date (the corrected values for a fix, else null) and reason "
                         + "(a few words for a fix, else null), and nothing else.")
        }
        lines.append("")
        lines.append("Now: \(Instructions.weekdayNames[today.weekday.rawValue - 1]) \(today), \(local.time.hourMinute), "
                     + "time zone \(context.zone.identifier) (UTC\(offset)).")
        let week = (1...7).map { day -> String in
            let date = today.adding(days: day)
            return "\(Instructions.weekdayNames[date.weekday.rawValue - 1]) \(date)"
        }
        lines.append("Tomorrow and the days after: " + week.joined(separator: ", ") + ".")
        lines.append("")
        lines.append("Rules:")
        lines.append("- due is null when the user names no deadline. Never invent a deadline.")
        lines.append("- due is a date-time with the offset \(offset) when the user named a day and a time "
                     + "(\"tomorrow at 15:00\" is \(today.adding(days: 1))T15:00:00\(offset)); due_date is YYYY-MM-DD when "
                     + "they named a day but no time; never both.")
        lines.append("- title: a short imperative phrase in the user's language, at most \(DraftSchema.maximumTitleLength) "
                     + "characters, without the date, time, tags or priority words.")
        lines.append("- start/start_date only when the user says when work begins (\"from Monday\"); wait/wait_date only when "
                     + "they say to hide the task until then (\"wait until January\"); estimate (an ISO 8601 duration, PT2H) only "
                     + "when they say how long it takes. None of them is a deadline; else null.")
        lines.append("- priority is high only when the user says it is urgent or important (p1), medium when they say "
                     + "medium priority (p2), low when they say it is not urgent (p3), else none.")
        lines.append("- tags are lowercase, without '#': the user's #tags and the tags the glossary gives.")
        lines.append("- project only when the user names one; recurrence (an RRULE such as FREQ=WEEKLY;BYDAY=MO) only when "
                     + "the task repeats; notes null unless the user gave details that do not fit the title.")
        lines.append("- reminders is [] unless the user asks to be reminded: then ISO 8601 durations from the due "
                     + "(\"remind me 30 minutes before\" is -PT30M, \"a day before\" -P1D; on a due day without a time, PT9H is 09:00).")
        // By time, then name: hours that tie keep one order from process to process, so the same
        // words make the same request (a server's prompt cache reuses it, the bench replays it).
        let hours = context.skills.hours.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { "\($0.key) \($0.value.hourMinute)" }
        lines.append("- Working hours: " + hours.joined(separator: ", ") + " (\"end of day\" means workday-end).")
        let glossary = glossaryEntries(for: words)
        if !glossary.isEmpty {
            lines.append("")
            lines.append("Glossary (keep each term as written):")
            lines.append(contentsOf: glossary.map { "- " + $0 })
        }
        let names = keptNames(in: words)
        if !names.isEmpty {
            lines.append("")
            lines.append("Never translate these names; keep them exactly as written: " + names.joined(separator: ", ") + ".")
        }
        if let tone = context.skills.tone["tone-\(language).md"] ?? context.skills.tone["tone-en.md"], !tone.isEmpty {
            lines.append("")
            lines.append("Tone:")
            lines.append(tone)
        }
        if toolLimit > 0 {
            lines.append("")
            lines.append("When the user refers to a task that already exists (\"move the report task to Friday\"), call "
                         + "\(ToolCatalog.searchTasks.name) or \(ToolCatalog.listTasks.name) to find it before drafting; at most \(toolLimit) calls.")
        }
        if schemaInPrompt {
            var writer = JSONWriter()
            var shaped = DraftRequest(text: words, context: context)
            shaped.shape = shape
            shaped.review = review
            writer.write(DraftSchema.schema(for: shaped))
            lines.append("")
            lines.append("Answer with only the JSON object, no other text. It must match this JSON Schema:")
            lines.append(String(decoding: writer.bytes, as: UTF8.self))
        }
        return lines.joined(separator: "\n")
    }

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// `ru` for Cyrillic words, `pl` for Polish letters, else `en`: which tone file applies.
    public static func language(of text: String) -> String {
        var polish = false
        for scalar in text.unicodeScalars {
            if (0x0400...0x04FF).contains(scalar.value) { return "ru" }
            if "ąćęłńśźżĄĆĘŁŃŚŹŻ".unicodeScalars.contains(scalar) { polish = true }
        }
        return polish ? "pl" : "en"
    }

    /// Glossary lines for the vocabulary terms that occur in `words`.
    func glossaryEntries(for words: String) -> [String] {
        let folded = Instructions.fold(words)
        var seen = Set<String>()
        var entries: [String] = []
        for term in context.skills.terms where Instructions.occurs(term.term, in: folded) {
            guard seen.insert(term.term.lowercased()).inserted else { continue }
            var line = term.term
            if let expansion = term.expansion, expansion.lowercased() != term.term.lowercased() { line += " = " + expansion }
            var implies: [String] = []
            if !term.tags.isEmpty { implies.append("tags " + term.tags.joined(separator: ", ")) }
            if let priority = term.priority { implies.append("priority " + priority.rawValue) }
            if let time = term.time ?? term.namedTime.map(context.skills.hour) { implies.append("time " + time.hourMinute) }
            if !implies.isEmpty { line += " (" + implies.joined(separator: "; ") + ")" }
            entries.append(line)
        }
        return entries
    }

    func keptNames(in words: String) -> [String] {
        let folded = Instructions.fold(words)
        return context.skills.keepNames.filter { Instructions.occurs($0, in: folded) }
    }

    /// Lowercase with ё as е, as the Skills files are matched.
    static func fold(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "ё", with: "е")
    }

    /// Whether `term` occurs in `folded` text as words: as written, or, for a one-word Cyrillic
    /// term of five letters or more, by its stem (so `декларация` is found in "подать
    /// декларацию"). A match starts a word, and the whole term also ends one: "NDA" is not in
    /// "agenda", nor "КП" in "КПП", which would send the model a glossary line about neither.
    static func occurs(_ term: String, in folded: String) -> Bool {
        let key = fold(term)
        guard !key.isEmpty else { return false }
        if occursAtWordStart(key, in: folded, endingAWord: true) { return true }
        if key.count >= 5, !key.contains(" "), key.unicodeScalars.allSatisfy({ (0x0400...0x04FF).contains($0.value) }) {
            return occursAtWordStart(String(key.dropLast(2)), in: folded, endingAWord: false)
        }
        return false
    }

    private static func occursAtWordStart(_ key: String, in text: String, endingAWord: Bool) -> Bool {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
        var from = text.startIndex
        while let found = text[from...].firstRange(of: key) {
            let startsWord = found.lowerBound == text.startIndex || !isWordCharacter(text[text.index(before: found.lowerBound)])
            let endsWord = found.upperBound == text.endIndex || !isWordCharacter(text[found.upperBound])
            if startsWord && (endsWord || !endingAWord) { return true }
            from = text.index(after: found.lowerBound)
        }
        return false
    }
}
