import TaskDraftKit

/// What the parser has found so far in one utterance, and which tokens it used.
struct Scan {
    let tokens: [Token]
    var consumed: [Bool]
    var day: DaySpec?
    var time: TimeSpec?
    var offset: Int64?
    var priority: Priority?
    var tags: [String] = []
    var project: String?
    var recurrence: Recurrence?
    var exactDue: Due?
    var exactPriority: Priority?
    var exactProject: String?
    var warnings: [String] = []

    init(tokens: [Token]) {
        self.tokens = tokens
        consumed = [Bool](repeating: false, count: tokens.count)
    }

    mutating func take(_ index: Int, _ match: Match) {
        for i in index..<(index + match.length) { consumed[i] = true }
        if let warning = match.warning { warnings.append(warning) }
        switch match.finding {
        case .day(let spec):
            if day == nil { day = spec } else { warnings.append("more than one day named; kept the first") }
            consumePreposition(before: index)
        case .time(let spec):
            if time == nil { time = spec } else { warnings.append("more than one time named; kept the first") }
            consumePreposition(before: index)
        case .offset(let seconds):
            offset = seconds
        case .period(let spec, let t):
            if day == nil { day = spec }
            if time == nil, let t { time = TimeSpec(time: t) }
            consumePreposition(before: index)
        case .priority(let p):
            priority = max(priority ?? p, p)
        case .tag(let tag):
            tags.append(tag)
        case .project(let name):
            if project == nil { project = name }
        case .recurrence(let rule, let t):
            recurrence = rule
            if time == nil, let t { time = t }
        case .exactDue(let due):
            exactDue = due
        case .exactPriority(let p):
            exactPriority = p
        case .exactProject(let name):
            exactProject = name
        case .filler:
            break
        }
    }

    /// Marks a date preposition just before `index` as used ("at 15:00", "до пятницы").
    private mutating func consumePreposition(before index: Int) {
        var i = index - 1
        while i >= 0, !consumed[i], tokens[i].kind == .word, Lexicon.datePrepositions.contains(tokens[i].key) {
            consumed[i] = true
            i -= 1
        }
    }

    func draft(context: DraftContext) -> TaskDraft {
        var warnings = self.warnings
        let due = exactDue ?? resolveDue(context: context, warnings: &warnings)
        let title = makeTitle()
        return TaskDraft(title: title.isEmpty ? "Untitled task" : title, due: due,
                         priority: exactPriority ?? priority ?? .normal,
                         project: exactProject ?? project, tags: TaskDraft.normalizedTags(tags),
                         recurrence: recurrence, backend: "builtin",
                         warnings: title.isEmpty ? warnings + ["nothing was left for a title"] : warnings)
    }

    private func resolveDue(context: DraftContext, warnings: inout [String]) -> Due? {
        let zone = context.zone
        if let offset {
            return .dateTime(zone.zoned(context.now.adding(seconds: offset)))
        }
        let today = context.today
        let date = day.map { DayResolver.resolve($0, today: today, region: context.region) }
        switch (date, time) {
        case (nil, nil):
            return nil
        case (let date?, nil):
            return .date(date)
        case (let date?, let spec?):
            return .dateTime(zone.zoned(LocalDateTime(date: date, time: spec.time)))
        case (nil, let spec?):
            // A time without a day: today if still ahead, else tomorrow.
            let nowLocal = context.localNow
            let target = spec.time > nowLocal.time ? today : today.adding(days: 1)
            return .dateTime(zone.zoned(LocalDateTime(date: target, time: spec.time)))
        }
    }

    /// The utterance minus what was parsed, trimmed of dangling punctuation and prepositions.
    func makeTitle() -> String {
        var kept: [Int] = []
        for i in tokens.indices where !consumed[i] { kept.append(i) }
        // Prepositions and joining punctuation left hanging at either end mean nothing alone.
        func isDangling(_ t: Token) -> Bool {
            (t.kind == .symbol && ",.;:-–—/".contains(t.text.first!)) || (t.kind == .word && Lexicon.datePrepositions.contains(t.key))
                || (t.kind == .word && ["and", "и", "i", "or", "или", "lub", "albo"].contains(t.key))
        }
        while let last = kept.last, isDangling(tokens[last]) { kept.removeLast() }
        while let first = kept.first, tokens[first].kind == .symbol, ",.;:-–—".contains(tokens[first].text.first!) {
            kept.removeFirst()
        }
        var title = ""
        var previous: Int?
        for i in kept {
            let token = tokens[i]
            // Keep a space where the original had one, or where parsed words were cut out between.
            if let p = previous, token.spaced || i != p + 1 {
                if !(token.kind == .symbol && ",.;:!?)".contains(token.text.first!) && !token.spaced) { title += " " }
            }
            title += token.text
            previous = i
        }
        return title.trimmingWhitespace().capitalizingFirst
    }
}

/// Turns a day named in words into a date, relative to today.
enum DayResolver {
    static func resolve(_ spec: DaySpec, today: CivilDate, region: Region) -> CivilDate {
        switch spec {
        case .relative(let days):
            return today.adding(days: days)
        case .weekday(let weekday, let nextWeek, let includingToday):
            if nextWeek { return today.startOfWeek.adding(days: 7 + weekday.rawValue - 1) }
            return today.next(weekday, includingToday: includingToday)
        case .nextWeek:
            return today.startOfWeek.adding(days: 7)
        case .endOfWeek:
            let friday = today.startOfWeek.adding(days: 4)
            return friday >= today ? friday : today.startOfWeek.adding(days: 6)
        case .endOfMonth:
            return today.lastDayOfMonth
        case .relativeMonths(let n):
            return today.adding(months: n)
        case .dayOfMonth(let day):
            var candidate = CivilDate.validated(year: today.year, month: today.month, day: day)
            if candidate == nil || candidate! < today {
                var month = CivilDate(year: today.year, month: today.month, day: 1).adding(months: 1)
                candidate = CivilDate.validated(year: month.year, month: month.month, day: day)
                while candidate == nil {
                    month = month.adding(months: 1)
                    candidate = CivilDate.validated(year: month.year, month: month.month, day: day)
                }
            }
            return candidate!
        case .date(let month, let day, let year?):
            return CivilDate.validated(year: year, month: month, day: day) ?? today
        case .date(let month, let day, nil):
            // A date already past this year means next year.
            if let this = CivilDate.validated(year: today.year, month: month, day: day), this >= today { return this }
            var year = today.year + 1
            while CivilDate.validated(year: year, month: month, day: day) == nil { year += 1 }
            return CivilDate(year: year, month: month, day: day)
        }
    }
}
