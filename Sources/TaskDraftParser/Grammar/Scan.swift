import TaskDraftKit

/// What the parser has found so far in one utterance, and which tokens it used.
struct Scan {
    let tokens: [Token]
    var consumed: [Bool]
    var day: DaySpec?
    var time: TimeSpec?
    var offset: Int64?
    /// Calendar months the offset starts from (`Finding.calendarOffset`).
    var offsetMonths = 0
    var priority: Priority?
    var tags: [String] = []
    var project: String?
    var recurrence: Recurrence?
    /// The month of each quarter the repeat's days fall in (`Finding.recurrenceInQuarters`).
    var recurrenceQuarterMonth: Int?
    var exactDue: Due?
    /// The other date fields' attributes (`scheduled:`, `wait:`), by the field's name.
    var exactDates: [String: Due] = [:]
    var exactPriority: Priority?
    var exactProject: String?
    var plusWords: [String] = []
    /// Whether any of Taskwarrior's attributes was read (every one but todo.txt's `t:`): the
    /// words are then Taskwarrior's, where a `+word` is a tag (`draft`).
    var usedAttributes = false
    var threshold: CivilDate?
    var warnings: [DraftWarning] = []
    /// The first full date named that does not exist; then no due is drafted at all.
    var impossibleDate: String?
    /// Attributes whose values name nothing they take, in sentence order.
    var unreadAttributes: [AttributeWord] = []
    /// When the task starts: the first side of a range, or an open interval's bound.
    var start: Moment?
    /// Until when the task is hidden ("wait until January").
    var wait: Moment?
    /// The values said of fields the scan only puts in the draft ("estimate 2h", "subtask of
    /// 3", `depends:3,5`), by the field's label.
    var fieldValues: [FieldLabel: FieldReading] = [:]
    /// The time is in the small hours after the evening or night of the day named ("tonight at
    /// 1am", "Friday night at 2"): on the next calendar day, unless that night is already now.
    var smallHoursOfNight = false
    /// A bare small hour said with the evening ("tonight at 3"): read as the afternoon's, and as
    /// this night's hour once the afternoon's has passed today.
    var nightReading: LocalTime?
    /// The bare clock hours written with their minutes ("3:00", "3.00"), as minutes of the day of
    /// the 12-hour reading: the warning that says how the hour was read quotes them whole.
    var clocksWithMinutes: Set<Int> = []

    init(tokens: [Token]) {
        self.tokens = tokens
        consumed = [Bool](repeating: false, count: tokens.count)
    }

    /// The findings of a chart's cover, taken in sentence order.
    init(tokens: [Token], cover: [Edge]) {
        self.init(tokens: tokens)
        for edge in cover {
            guard case .finding(let finding) = edge.value else { continue }
            take(edge.start, Match(length: edge.length, finding: finding, warning: edge.warning))
        }
    }

    mutating func take(_ index: Int, _ match: Match) {
        if case .keep = match.finding {
            // "every 2 hours": words kept in the title that say what was not read.
            if let warning = match.warning { warnings.append(warning) }
            return
        }
        if case .dayInName(let spec) = match.finding {
            if day == nil, let warning = match.warning { warnings.append(warning) }
            setDay(spec, quietly: true)
            return
        }
        if case .timeInName(let spec) = match.finding {
            if let warning = match.warning { warnings.append(warning) }
            setTime(spec)
            return
        }
        if case .unreadAttribute(let word) = match.finding {
            // Kept in the title, as a word no attribute took: the commands refuse it.
            unreadAttributes.append(word)
            return
        }
        if case .impossibleDate(let written) = match.finding {
            // Kept in the title: the person sees what was not understood.
            if impossibleDate == nil { impossibleDate = written }
            if let warning = match.warning { warnings.append(warning) }
            return
        }
        let isTagOnlyTerm: Bool
        if case .term(let term) = match.finding {
            // A term with tags names the subject of the task ("Подготовить КП", "Хотфикс для
            // оплаты"): its words stay in the title. Pure priority or time words ("горит",
            // "до конца дня") are consumed.
            isTagOnlyTerm = !term.tags.isEmpty && term.time == nil && term.namedTime == nil
        } else {
            isTagOnlyTerm = false
        }
        if !isTagOnlyTerm {
            for i in index..<(index + match.length) { consumed[i] = true }
        }
        if let warning = match.warning { warnings.append(warning) }
        if let warning = twoDigitYearWarning(index, match) { warnings.append(warning) }
        if tokens[index].kind == .attribute {
            // todo.txt's own `t:` leaves the words todo.txt's, where the first `+word` is the project.
            if case .threshold = match.finding {} else { usedAttributes = true }
        }
        switch match.finding {
        case .day(let spec):
            setDay(spec)
            consumePreposition(before: index)
        case .time(let spec):
            recordClockWritten(spec, in: index..<(index + match.length))
            setTime(spec)
            consumePreposition(before: index)
        case .dayTime(let d, let t):
            recordClockWritten(t, in: index..<(index + match.length))
            setDay(d)
            setTime(t)
            consumePreposition(before: index)
        case .offset(let seconds):
            takeOffset(months: 0, seconds: seconds, at: index)
        case .calendarOffset(let months, let seconds):
            takeOffset(months: months, seconds: seconds, at: index)
        case .priority(let p):
            priority = max(priority ?? p, p)
        case .tag(let tag):
            tags.append(tag)
        case .project(let name):
            if project == nil { project = name }
        case .plusWord(let word):
            plusWords.append(word)
        case .recurrence(let rule):
            if recurrence == nil { recurrence = rule }
            consumePreposition(before: index)
        case .recurrenceInQuarters(let rule, let month):
            if recurrence == nil { (recurrence, recurrenceQuarterMonth) = (rule, month) }
            consumePreposition(before: index)
        case .exactDue(let due):
            exactDue = due
        case .exactDate(let field, let date):
            exactDates[field] = date
        case .exactPriority(let p):
            exactPriority = p
        case .exactProject(let name):
            exactProject = name
        case .threshold(let date):
            threshold = date
        case .term(let term):
            tags.append(contentsOf: term.tags)
            if let p = term.priority { priority = max(priority ?? p, p) }
            if let t = term.time {
                setDay(.todayOrNext, quietly: true)
                setTime(.exact(t))
            } else if let named = term.namedTime {
                setDay(.todayOrNext, quietly: true)
                setTime(.named(named))
            }
            if !isTagOnlyTerm { consumePreposition(before: index) }
        case .interval(let from, let to):
            if start == nil { start = from }
            if let offset = to.offset {
                takeOffset(months: to.offsetMonths, seconds: offset, at: index)
            } else {
                if let d = to.day { setDay(d) }
                if let t = to.time { setTime(t) }
            }
            consumePreposition(before: index)
        case .startsAt(let from):
            if start == nil { start = from }
            consumePreposition(before: index)
        case .waitsUntil(let until):
            if wait == nil { wait = until }
        case .fieldValue(let label, let value):
            fieldValues[label] = fieldValues[label]?.withSecondSaid(value) ?? value
        case .keep, .filler, .impossibleDate, .unreadAttribute, .dayInName, .timeInName:
            break
        }
    }

    /// "1/2/27", "14 Apr 15": a date whose year was written with two digits says which century
    /// it was read in.
    private func twoDigitYearWarning(_ index: Int, _ match: Match) -> ParserWarning? {
        let year: Int
        switch match.finding {
        case .day(.date(_, _, let y?)), .dayTime(.date(_, _, let y?), _): year = y
        default: return nil
        }
        let span = tokens[index..<(index + match.length)]
        guard let last = span.last(where: { $0.kind == .number }), last.digits == 2, last.number == year % 100,
              span.contains(where: { $0.kind != .number }) else { return nil }
        var written = ""
        for (k, token) in span.enumerated() { written += (k > 0 && token.spaced ? " " : "") + String(token.text) }
        return .twoDigitYear(written: written, year: year)
    }

    private mutating func takeOffset(months: Int, seconds: Int64, at index: Int) {
        // "today in one hour": the offset is the more precise of the two.
        if offset == nil, day == nil || day == .relative(days: 0) || day == .todayOrNext {
            offset = seconds
            offsetMonths = months
            day = nil
        } else {
            warnings.append(ParserWarning.severalMoments)
        }
        consumePreposition(before: index)
    }

    private mutating func setDay(_ spec: DaySpec, quietly: Bool = false) {
        switch (day, spec) {
        case (nil, _), (.todayOrNext?, _):
            // An explicit day replaces the implicit "today or tomorrow" of a bare time.
            day = spec
        case (_, .todayOrNext):
            break
        case (.weekday(let w, false, _)?, .date(let m, let d, nil)), (.date(let m, let d, nil)?, .weekday(let w, false, _)):
            // "Fri, Jul 18": the year in which that date is that weekday.
            day = .dateOnWeekday(month: m, day: d, w)
        case (.weekday(let w, false, false)?, .dayOfMonth(let d)), (.dayOfMonth(let d)?, .weekday(let w, false, false)):
            day = .dayOfMonthOnWeekday(d, w)
        case (.weekday(let w, false, _)?, .lastWeek), (.lastWeek?, .weekday(let w, false, _)):
            day = .weekdayOfWeek(w, weeks: -1)
        case (.weekday?, .date):
            // "Fri, Jul 18": the date is the precise part; the weekday only confirms it.
            day = spec
        case (.date?, .weekday):
            break
        case (.nextWeek?, .weekday(let w, false, _)), (.weekday(let w, false, _)?, .nextWeek):
            // "next week Wednesday", "в среду … на следующей неделе": the week and the day of it.
            day = .weekday(w, nextWeek: true, includingToday: false)
        default:
            if !quietly && spec != day { warnings.append(ParserWarning.severalDays) }
        }
    }

    private mutating func setTime(_ spec: TimeSpec) {
        switch (time, spec) {
        case (nil, _):
            time = spec
        case (.named(let part)?, .exact), (.named(let part)?, .ambiguous), (.named(let part)?, .zoned):
            // "this morning at 10", "tonight at 11": the clock is precise, the part of the day
            // says which half of the day it is in.
            time = Self.qualify(spec, by: part)
            smallHoursOfNight = Self.isSmallHours(time!, of: part)
            nightReading = Self.nightReading(of: spec, by: part)
        case (.exact?, .named(let part)), (.ambiguous?, .named(let part)), (.zoned?, .named(let part)):
            nightReading = Self.nightReading(of: time!, by: part)
            time = Self.qualify(time!, by: part)
            smallHoursOfNight = Self.isSmallHours(time!, of: part)
        default:
            if spec != time { warnings.append(ParserWarning.severalTimes) }
        }
    }

    /// A clock reading placed in the half of the day a part-of-day word names. The evening runs
    /// past midnight: "tonight at 1am" and "this evening at 12" are its small hours, while a
    /// bare "tonight at 2" is read as the afternoon's 14:00, as the public suites read it.
    static func qualify(_ spec: TimeSpec, by part: String) -> TimeSpec {
        let pm = part == "afternoon" || part == "evening" || part == "workday-end"
        switch spec {
        case .ambiguous(12, let minute) where part == "evening":
            return .exact(LocalTime(hour: 0, minute: minute))
        case .ambiguous(let hour, let minute):
            if pm { return .exact(LocalTime(hour: hour == 12 ? 12 : hour + 12, minute: minute)) }
            if part == "night" {
                let h = hour == 12 ? 0 : (hour >= 8 ? hour + 12 : hour)
                return .exact(LocalTime(hour: h, minute: minute))
            }
            if part == "morning" { return .exact(LocalTime(hour: hour == 12 ? 0 : hour, minute: minute)) }
            return spec
        case .exact(let t) where part == "evening" && t.hour < smallHoursEnd:
            return spec
        case .exact(let t) where pm && t.hour >= 1 && t.hour < 12:
            return .exact(LocalTime(hour: t.hour + 12, minute: t.minute))
        default:
            return spec
        }
    }

    /// Hours before this one, said with the evening or the night, are after its midnight.
    static let smallHoursEnd = 5

    /// The hour of the night a bare small hour said with the evening also is: "tonight at 3" is
    /// 15:00 or, once that has passed, 03:00 after the evening's midnight.
    static func nightReading(of spec: TimeSpec, by part: String) -> LocalTime? {
        guard part == "evening", case .ambiguous(let hour, let minute) = spec, hour >= 1, hour < smallHoursEnd else { return nil }
        return LocalTime(hour: hour, minute: minute)
    }

    /// Whether a time qualified by a part of the day falls in the small hours after that
    /// evening or night, i.e. on the calendar day after the day it was said with.
    static func isSmallHours(_ spec: TimeSpec, of part: String) -> Bool {
        guard part == "evening" || part == "night", case .exact(let t) = spec else { return false }
        return t.hour < smallHoursEnd
    }

    /// Marks date prepositions and the words that hedge the time just before `index` as used
    /// ("at 15:00", "не позже пятницы", "approximately at 3pm", "примерно в 15").
    private mutating func consumePreposition(before index: Int) {
        var i = index - 1
        // "for the weekend", "for the new year": the article between a preposition and its date
        // goes with them, where "Do laundry for" was left.
        if i >= 1, tokens[i].key == "the", !consumed[i - 1], tokens[i - 1].kind == .word,
           Lexicon.datePrepositions.contains(tokens[i - 1].key) {
            consumed[i] = true
            i -= 1
        }
        while i >= 0, !consumed[i] {
            // "approx. 3pm": the period that closes an abbreviated hedge goes with it.
            if i >= 1, tokens[i].isSymbol("."), !tokens[i].spaced, !consumed[i - 1], tokens[i - 1].kind == .word,
               Lexicon.timeHedges.contains(tokens[i - 1].key) || tokens[i - 1].key == BuiltinParser.polishAbout {
                consumed[i] = true
                i -= 1
                continue
            }
            guard tokens[i].kind == .word, Lexicon.datePrepositions.contains(tokens[i].key)
                    || Lexicon.timeHedges.contains(tokens[i].key) || isSpokenHedge(at: i) else { break }
            if i == 0, BuiltinParser.opensWithTheVerbDo(tokens) { break }
            consumed[i] = true
            i -= 1
        }
    }

    /// Whether the word at `i` is one a person says before a time to make it rough, which goes
    /// with it: "где-то в 5", "ближе к 5", "gdzieś o 5", "в районе 5", "w okolicach 17", "ok.
    /// 17", and Russian's hours said before the preposition, "часов в 5", "часа в 3", "часиков в
    /// 11" (after a count, "5 часов в понедельник", "пару часов в день", they are a length and
    /// stay in the title).
    private func isSpokenHedge(at i: Int) -> Bool {
        let key = tokens[i].key
        if Self.spokenHedges.contains(key) { return true }
        // "в районе 5", "ok. 17": before a word "районе" is a place ("в районе Арбата").
        if BuiltinParser.roughHourWords.contains(key) || key == BuiltinParser.polishAbout,
           i + 1 < tokens.count, tokens[i + 1].kind != .word { return true }
        guard Self.hoursBeforeTheHour.contains(key), i + 2 < tokens.count, tokens[i + 1].key == "в" || tokens[i + 1].key == "к",
              tokens[i + 2].kind == .number || Lexicon.hourNumbers[tokens[i + 2].key] != nil else { return false }
        return i == 0 || tokens[i - 1].kind != .number && Lexicon.numberWords[tokens[i - 1].key] == nil
    }

    /// "где-то", "ближе", "gdzieś": a rough time's words before its preposition.
    static let spokenHedges = LexiconSource.words(["где-то", "ближе", "gdzieś"])

    /// "часов", "часа", "часиков" said before "в 5": about five.
    static let hoursBeforeTheHour: KeySet = ["часов", "часа", "часиков"]

    func draft(context: ReadingContext, title: String) -> TaskDraft {
        var warnings = self.warnings
        var recurrence = self.recurrence
        var dueWarnings: [DraftWarning] = []
        var due = impossibleDate != nil ? nil
            : exactDue ?? resolveDue(context: context, warnings: &dueWarnings, recurrenceResolved: &recurrence)
        var startWarnings: [DraftWarning] = []
        var start = exactDates["start"] ?? resolveStart(context: context, warnings: &startWarnings, due: due)
        if self.recurrence != nil, exactDates["start"] == nil, case .date(let month, let dayOfMonth, nil)? = self.start?.day,
           let read = start, read.calendarDate > context.today {
            // "every Monday from Dec 1" on Dec 2: a repeat whose start passed within the last
            // month has already begun (its first due is the next occurrence from today); a start
            // further past ("from March 1" in December) is next year's, as a due would be.
            let today = context.today
            let passed = [today.year, today.year - 1].lazy
                .compactMap { CivilDate.validated(year: $0, month: month, day: dayOfMonth) }.first(where: { $0 < today })
            if let passed, passed >= today.adding(months: -1) { start = read.moved(to: passed, in: context.zone) }
        }
        if self.recurrence != nil, impossibleDate == nil, exactDue == nil, offset == nil, dayRefinesRepeat,
           let first = start?.calendarDate, first > due?.calendarDate ?? context.today {
            // "every month starting January 1", "co piątek od 18 grudnia": a repeat's start is
            // where it begins, so its first due is the first occurrence on or after the start.
            dueWarnings = []
            recurrence = self.recurrence
            due = resolveDue(context: context, warnings: &dueWarnings, recurrenceResolved: &recurrence, anchor: first)
        }
        warnings += dueWarnings + startWarnings
        if start == nil, exactDue == nil, offset == nil, recurrence == nil, time == nil, let spec = day,
           let first = DayResolver.periodStart(spec, today: context.today) {
            // A period is a span: "next week", "in March", "Q3" start on its first day (not
            // before today, for the period we are in) and are due as before.
            start = .date(first)
        }
        if let first = start, let end = due, exactDue == nil, first.deadline(in: context.zone) > end.deadline(in: context.zone),
           let spec = self.start?.day, spec.isYearlessMonthOrDate, day?.isYearlessMonthOrDate == true {
            // "from August to October" in September, "May to March": a start read forward past an
            // end that names its own month is the one before it, the range under way or ahead.
            // ("August 27th - 29th": the end takes the start's month, below.)
            let earlier = first.calendarDate.adding(months: -12)
            if earlier <= end.calendarDate { start = first.moved(to: earlier, in: context.zone) }
        }
        if let start, let end = due, exactDue == nil, end.deadline(in: context.zone) < start.deadline(in: context.zone) {
            // "from Friday to Monday": the end is the first such day after the start.
            if let spec = day, spec.followsAnchor {
                due = end.moved(to: DayResolver.resolve(spec, today: start.calendarDate), in: context.zone)
            }
        }
        if let first = start, case .dateTime(let endTime)? = due, exactDue == nil, offset == nil,
           day == nil || day == .todayOrNext, first.deadline(in: context.zone) > endTime.instant {
            // "from 9 for 2 hours", "from 8 to 11" said after 9: the end of a range of hours is on
            // the start's day, after the start.
            var moved = Due.dateTime(endTime).moved(to: first.calendarDate, in: context.zone)
            if moved.deadline(in: context.zone) < first.deadline(in: context.zone) {
                moved = moved.moved(to: first.calendarDate.adding(days: 1), in: context.zone)
            }
            due = moved
        }
        if let end = due, recurrence == nil, end.calendarDate < context.today {
            warnings.append(ParserWarning.dueInThePast)
        } else if case .dateTime(let end)? = due, recurrence == nil, exactDue == nil, offset == nil,
                  end.local.date == context.today, end.instant < context.now {
            // "today at 15:00", "tonight at 6" said later that day: the day was said, so the time
            // stays on it, and is told to have passed, as a bare time that has passed is.
            warnings.append(ParserWarning.timePassed(end.local.time))
        }
        // `+word` is a tag among Taskwarrior attributes (`due:… +bug`, `estimate:2h +bug`), and
        // otherwise a project as in todo.txt (`Ship it +apollo`, `t:2026-12-20 +apollo`); further
        // `+words` are tags either way.
        var tags = self.tags
        var project = self.project
        for (index, word) in plusWords.enumerated() {
            if !usedAttributes && index == 0 && project == nil && exactProject == nil {
                project = word
            } else {
                tags.append(word)
            }
        }
        let wait = exactDates["wait"] ?? resolveWait(context: context, warnings: &warnings)
        var draft = TaskDraft(title: title.isEmpty ? TaskDraft.placeholderTitle : title, due: due,
                              priority: exactPriority ?? priority ?? .unset,
                              project: exactProject ?? project, tags: TaskDraft.normalizedTags(tags),
                              recurrence: recurrence, backend: "builtin",
                              warnings: title.isEmpty ? warnings + [TaskDraft.placeholderWarning] : warnings, start: start,
                              wait: wait)
        for (label, value) in fieldValues { label.write(value, into: &draft) }
        if let threshold { draft.keep(threshold: threshold) }
        return draft
    }

    /// The wait, resolved as a start said alone is ("until January" is hidden until the 1st).
    private func resolveWait(context: ReadingContext, warnings: inout [DraftWarning]) -> Due? {
        guard let wait else { return nil }
        var alone = Scan(tokens: [])
        alone.start = wait
        return alone.resolveStart(context: context, warnings: &warnings)
    }

    /// The start, resolved as a due is (a bare time is today's if still ahead, else tomorrow's).
    private func resolveStart(context: ReadingContext, warnings: inout [DraftWarning], due: Due? = nil) -> Due? {
        guard let start else { return nil }
        var scan = Scan(tokens: [])
        // "yesterday afternoon from 3-8pm", "between 7 and 9 last night": a start that names only
        // a time is on the day the sentence names.
        scan.day = start.day ?? (start.time != nil && start.offset == nil && day != .todayOrNext ? day : nil)
        scan.time = start.time
        // "between 7 and 9 last night": a start's bare hour is in the half of the day of the end
        // the part of the day placed.
        if case .ambiguous? = start.time, start.day == nil, var end = time {
            // "between 2 and 4", "с 9 до 11", "od 9 do 5": neither hour says its half of the
            // day; the start takes the half that puts it before the end as the due reads it.
            if case .ambiguous = end, case .dateTime(let resolved)? = due { end = .exact(resolved.local.time) }
            scan.time = Edge.inHalfOfDay(start.time!, endingAt: end)
        }
        scan.offset = start.offset
        scan.offsetMonths = start.offsetMonths
        var ignored: Recurrence?
        let resolved = scan.resolveDue(context: context, warnings: &warnings, recurrenceResolved: &ignored)
        // A range that starts with a month starts on its first day ("from April to June").
        if case .date(let last)? = resolved, start.time == nil {
            switch start.day {
            case .month?: return .date(CivilDate(year: last.year, month: last.month, day: 1))
            case .quarter?: return .date(CivilDate(year: last.year, month: last.month, day: 1).adding(months: -2))
            case .year(let year)?: return .date(CivilDate(year: year, month: 1, day: 1))
            default: break
            }
        }
        return resolved
    }

    /// Whether the due's day, if any, only picks a repeat's day ("every week on Friday", "every
    /// month on the 15th"), so that the repeat's start may move its first occurrence.
    private var dayRefinesRepeat: Bool {
        switch day {
        case nil, .todayOrNext?, .weekday?, .dayOfMonth?: return true
        default: return false
        }
    }

    /// A repeat's first occurrence on or after `day`; for days placed in every quarter, the
    /// first in the month of a quarter they fall in, so that the rule's three months step from
    /// it through the quarters ("the first Monday of each quarter" on 7 December is 4 January).
    private func firstDue(of rule: Recurrence, onOrAfter day: CivilDate) -> CivilDate? {
        guard let quarterMonth = recurrenceQuarterMonth else { return rule.firstDate(onOrAfter: day) }
        guard let monthStart = CivilDate.validated(year: day.year, month: day.quarterStart.month + quarterMonth, day: 1),
              let inThisQuarter = rule.firstDate(onOrAfter: monthStart) else { return nil }
        if inThisQuarter >= day { return inThisQuarter }
        // A count is of occurrences from the first due, which this one is not yet.
        var steps = rule
        if rule.count != nil { steps.end = nil }
        return steps.occurrence(after: day.adding(days: -1), seriesStart: inThisQuarter)
    }

    /// The due; a repeat's first due is its first occurrence on or after the named day, today,
    /// or `anchor` (the repeat's start) when that is later.
    private func resolveDue(context: ReadingContext, warnings: inout [DraftWarning], recurrenceResolved: inout Recurrence?,
                            anchor: CivilDate? = nil) -> Due? {
        let zone = context.zone
        let now = context.localNow
        if let offset {
            // A moment relative to now, to the minute; to the second when seconds were named
            // ("in 30 seconds", "через секунду").
            // Months first, on the calendar ("1 month and 2 hours ago" is the same day of last
            // month, two hours earlier), then the days and seconds.
            var base = context.now
            if offsetMonths != 0 {
                let local = context.localNow
                base = zone.zoned(LocalDateTime(date: local.date.adding(months: offsetMonths), time: local.time)).instant
            }
            let instant = base.adding(seconds: offset)
            let local = zone.local(instant).0
            let second = offset % 60 == 0 ? 0 : local.time.second
            return .dateTime(zone.zoned(LocalDateTime(date: local.date,
                                                      time: LocalTime(hour: local.time.hour, minute: local.time.minute, second: second))))
        }
        let today = context.today
        var date: CivilDate?
        var implicitDay = false
        if let day, day != .todayOrNext {
            date = DayResolver.resolve(day, today: today)
        } else if day == .todayOrNext || time != nil {
            implicitDay = true
        }
        if var rule = recurrence {
            // "every month on the 15th", "every week on Friday": the named day refines the rule.
            if rule.frequency == .monthly, rule.byMonthDay.isEmpty, rule.byDay.isEmpty, case .dayOfMonth(let n)? = day {
                rule.byMonthDay = [n]
            } else if rule.frequency == .weekly, rule.byDay.isEmpty, case .weekday(let w, _, _)? = day {
                rule.byDay = [Recurrence.Day(weekday: w)]
            }
            recurrenceResolved = rule
            // The first due is the rule's next occurrence from the named day (or today).
            var base = date ?? today
            if let anchor, anchor > base { base = anchor }
            date = firstDue(of: rule, onOrAfter: base) ?? base
            implicitDay = false
            var ignored: [DraftWarning] = []
            // A habit's bare hour is read as working hours ("every day at 8" is 08:00), not as
            // the next time the clock shows it.
            if let t = time.map({ resolveTime($0, on: date!, context: context, warnings: &ignored, quiet: true, workingDay: true) }),
               date == today, t <= now.time, let next = rule.nextDate(after: today) {
                date = next
            }
        }
        guard let spec = time else {
            return date.map(Due.date)
        }
        if case .zoned(let t, let zoneOffset) = spec {
            // A time in a named zone ("9am PST"): placed on the day, then shown in the session zone.
            var target = date ?? today
            var instant = Instant(seconds: LocalDateTime(date: target, time: t).wallSeconds - Int64(zoneOffset))
            if implicitDay, instant <= context.now {
                target = target.adding(days: 1)
                instant = instant.adding(seconds: 86_400)
            }
            return .dateTime(zone.zoned(instant))
        }
        if implicitDay {
            // A time without a day: today if still ahead, else tomorrow. A bare hour's reading
            // is told for the day it is due on ("в 3" at 16:00 is 15:00 tomorrow, not 03:00).
            var target = today
            var reading: [DraftWarning] = []
            var t = resolveTime(spec, on: today, context: context, warnings: &reading)
            if t <= now.time {
                target = today.adding(days: 1)
                reading.removeAll()
                t = resolveTime(spec, on: target, context: context, warnings: &reading)
                warnings += reading
                if t != .midnight { warnings.append(ParserWarning.timePassedDueTomorrow(t)) }
            } else {
                warnings += reading
            }
            return .dateTime(zone.zoned(LocalDateTime(date: target, time: t)))
        }
        var target = date!
        let t = resolveTime(spec, on: target, context: context, warnings: &warnings, workingDay: recurrence != nil)
        if let night = nightReading, recurrence == nil, target == today, t <= now.time {
            // "tonight at 3" said at 16:00: the afternoon's hour has passed, and "tonight" names
            // no other day, so the hour is the night's that is still ahead, and is told.
            warnings.append(ParserWarning.hourRead(written: written(night.hour, night.minute), as: night))
            return .dateTime(zone.zoned(LocalDateTime(date: today.adding(days: 1), time: night)))
        }
        // The small hours after that evening are the next calendar day's, unless that night is
        // now and the time still ahead ("tonight at 1am" said at 00:20).
        if smallHoursOfNight, recurrence == nil, !(target == today && now.time.hour < Self.smallHoursEnd && t > now.time) {
            target = target.adding(days: 1)
        }
        return .dateTime(zone.zoned(LocalDateTime(date: target, time: t)))
    }

    /// A time spec as a wall-clock time on `date`: Skills hours for named parts of the day,
    /// and the likelier half of the day for a bare 12-hour reading.
    /// `workingDay` asks for the working-hours reading even today (a habit's hour).
    private func resolveTime(_ spec: TimeSpec, on date: CivilDate, context: ReadingContext, warnings: inout [DraftWarning],
                             quiet: Bool = false, workingDay: Bool = false) -> LocalTime {
        switch spec {
        case .exact(let t):
            return t
        case .named(let name):
            return context.vocabulary.hour(name)
        case .zoned(let t, _):
            return t
        case .ambiguous(let hour, let minute):
            let morning = LocalTime(hour: hour == 12 ? 12 : hour, minute: minute)
            let evening = LocalTime(hour: hour == 12 ? 0 : hour + 12, minute: minute)
            let chosen: LocalTime
            if date == context.today && !workingDay {
                // Today: the next of the two that is still ahead.
                let now = context.localNow.time
                chosen = morning > now ? morning : (evening > now || hour == 12 ? evening : morning)
            } else {
                // Another day, or a habit: working hours. 7–11 are mornings; 12 is noon; 1–6 afternoons.
                chosen = (7...12).contains(hour) ? morning : evening
            }
            if !quiet && hour != 12 {
                warnings.append(ParserWarning.hourRead(written: written(hour, minute), as: chosen))
            }
            return chosen
        }
    }

    private func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }

    /// A bare hour as the person wrote it: "3", "3:30", and "3:00" when the minutes were written.
    private func written(_ hour: Int, _ minute: Int) -> String {
        minute == 0 && !clocksWithMinutes.contains(hour * 60) ? "\(hour)" : "\(hour):" + pad2(minute)
    }

    /// Notes a bare clock hour in `range` written with its minutes ("3:00", "3.00"): the hour's
    /// digits, then a sign and the minutes against them; a full stop after the hour ends the sentence.
    private mutating func recordClockWritten(_ spec: TimeSpec, in range: Range<Int>) {
        guard case .ambiguous(let hour, let minute) = spec,
              let first = range.first(where: { tokens[$0].kind == .number }) else { return }
        if first + 2 < range.upperBound, tokens[first + 1].isSymbol(among: ":."), !tokens[first + 1].spaced,
           tokens[first + 2].kind == .number, !tokens[first + 2].spaced {
            clocksWithMinutes.insert(hour * 60 + minute)
        }
    }

    /// A comma or a semicolon.
    static func isClauseMark(_ token: Token) -> Bool {
        token.isSymbol(among: ",;")
    }

    /// Whether `close` is the bracket that closes `open`.
    static func closes(_ open: Token, with close: Token) -> Bool {
        (open.isSymbol("(") && close.isSymbol(")")) || (open.isSymbol("[") && close.isSymbol("]"))
            || (open.isSymbol("{") && close.isSymbol("}"))
    }

    /// The utterance minus what was parsed, trimmed of dangling punctuation and prepositions.
    func makeTitle() -> String {
        var kept: [Int] = []
        for i in tokens.indices where !consumed[i] { kept.append(i) }
        // Brackets the reading emptied go, and the spaces around them with them ("Call Bob
        // (tomorrow)", "Buy milk [tomorrow]"); brackets a person left empty, or that still hold
        // words, stay.
        var p = 0
        while p + 1 < kept.count {
            if kept[p + 1] != kept[p] + 1, Self.closes(tokens[kept[p]], with: tokens[kept[p + 1]]) {
                kept.removeSubrange(p...(p + 1))
                p = max(p - 1, 0)
            } else {
                p += 1
            }
        }
        // Punctuation at the end goes; a function word at the end goes only when what followed
        // it was parsed away ("Подготовить КП для [проекта Альфа]"), not in "Log in".
        func isDangling(_ index: Int) -> Bool {
            let t = tokens[index]
            if t.kind == .symbol { return t.isSymbol(among: ",.;:-–—/&(") }
            let beforeParsed = index + 1 < tokens.count && consumed[index + 1]
            if VerbParticles.belongs(particleAt: index, in: tokens) { return false }
            if index == 0, BuiltinParser.opensWithTheVerbDo(tokens) { return false }
            return beforeParsed && t.kind == .word && (Lexicon.datePrepositions.contains(t.key)
                || Lexicon.joiners.contains(t.key) || Lexicon.trailingFunctionWords.contains(t.key))
        }
        while let last = kept.last, isDangling(last) { kept.removeLast() }
        while let first = kept.first, tokens[first].isSymbol(among: ",.;:-–—)!?") {
            kept.removeFirst()
        }
        // A joiner left where parsed words were cut out ("report , urgent") goes too.
        var title = ""
        var previous: Int?
        for (position, i) in kept.enumerated() {
            let token = tokens[i]
            let gapBefore = previous.map { i != $0 + 1 } ?? false
            // Nor a second comma where parsed words were cut out between two ("Draft the memo,
            // [estimate 2h], then send it").
            if gapBefore, Self.isClauseMark(token), position + 1 < kept.count ? kept[position + 1] != i + 1 : true {
                continue
            }
            if gapBefore, Self.isClauseMark(token), let p = previous, Self.isClauseMark(tokens[p]) { continue }
            if let p = previous, token.spaced || i != p + 1 {
                if !(token.isSymbol(among: ",.;:!?)") && !token.spaced) {
                    title += " "
                }
            }
            title.append(contentsOf: token.text)
            previous = i
        }
        // Tokens carry no whitespace, so the title needs no trimming.
        return title.capitalizingFirst
    }
}

/// Turns a day named in words into a date, relative to today.
enum DayResolver {
    static func resolve(_ spec: DaySpec, today: CivilDate) -> CivilDate {
        switch spec {
        case .relative(let days):
            return today.adding(days: days)
        case .todayOrNext:
            return today
        case .weekday(let weekday, let nextWeek, let includingToday):
            if nextWeek { return today.startOfWeek.adding(days: 7 + weekday.rawValue - 1) }
            return today.next(weekday, includingToday: includingToday)
        case .nextWeek:
            return today.startOfWeek.adding(days: 7)
        case .endOfWeek:
            let friday = today.startOfWeek.adding(days: 4)
            return friday >= today ? friday : today.startOfWeek.adding(days: 6)
        case .weekend:
            return today.next(.saturday, includingToday: true)
        case .weekendOf(let spec):
            return resolve(spec, today: today).startOfWeek.adding(days: 5)
        case .endOfMonth:
            return today.lastDayOfMonth
        case .lastWorkingDay(let spec):
            let last = resolve(spec, today: today)
            var day = last
            while !day.weekday.isWorkday { day = day.adding(days: -1) }
            return day >= today || last < today ? day : last
        case .nextMonth:
            return CivilDate(year: today.year, month: today.month, day: 1).adding(months: 1)
        case .endOfQuarter:
            return today.quarterEnd
        case .nextQuarter:
            return today.quarterStart.adding(months: 3)
        case .endOfYear:
            return CivilDate(year: today.year, month: 12, day: 31)
        case .lastWeek:
            return today.startOfWeek.adding(days: -7)
        case .lastMonth(let n):
            return CivilDate(year: today.year, month: today.month, day: 1).adding(months: -n)
        case .lastYear:
            return CivilDate(year: today.year - 1, month: 1, day: 1)
        case .weekdayThisWeek(let weekday):
            return today.startOfWeek.adding(days: weekday.rawValue - 1)
        case .weekdayAfterNext(let weekday):
            return today.next(weekday, includingToday: false).adding(days: 7)
        case .lastWeekday(let weekday):
            let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
            return today.adding(days: -(back == 0 ? 7 : back))
        case .nthWeekday(let n, let weekday, let month, let year, let monthOffset):
            func nth(in first: CivilDate) -> CivilDate? {
                if n < 0 {
                    let last = first.lastDayOfMonth
                    let back = (last.weekday.rawValue - weekday.rawValue + 7) % 7
                    let candidate = last.adding(days: -back + 7 * (n + 1))
                    return candidate.month == first.month ? candidate : nil
                }
                let candidate = first.next(weekday, includingToday: true).adding(days: 7 * (n - 1))
                return candidate.month == first.month ? candidate : nil
            }
            if let month {
                var first = CivilDate(year: year ?? today.year, month: month, day: 1)
                if let date = nth(in: first), year != nil || date >= today { return date }
                first = first.adding(months: 12)
                return nth(in: first) ?? first
            }
            let first = CivilDate(year: today.year, month: today.month, day: 1).adding(months: monthOffset)
            return nth(in: first) ?? first
        case .nthWeekdayOfQuarter(let n, let weekday, let quarters):
            func inQuarter(_ k: Int) -> CivilDate {
                let month = today.quarterStart.adding(months: 3 * k + (n < 0 ? 2 : 0))
                return resolve(.nthWeekday(n, weekday, month: month.month, year: month.year, monthOffset: 0), today: today)
            }
            let date = inQuarter(quarters)
            return quarters == 0 && date < today ? inQuarter(1) : date
        case .lastDayOfMonth(let month, let year), .month(let month, let year):
            let y = rolledYear(year, today: today) { CivilDate(year: $0, month: month, day: 1).lastDayOfMonth }
            return CivilDate(year: y, month: month, day: 1).lastDayOfMonth
        case .dayOfRelativeMonth(let day, let months):
            let first = CivilDate(year: today.year, month: today.month, day: 1).adding(months: months)
            return CivilDate(year: first.year, month: first.month, day: min(day, CivilDate.daysIn(month: first.month, year: first.year)))
        case .relativeWeeks(let n):
            return today.adding(days: 7 * n)
        case .relativeMonths(let n):
            return today.adding(months: n)
        case .relativeYears(let n):
            return today.adding(months: 12 * n)
        case .dayOfMonth(let day):
            var month = CivilDate(year: today.year, month: today.month, day: 1)
            for _ in 0..<13 {
                if let candidate = CivilDate.validated(year: month.year, month: month.month, day: day), candidate >= today {
                    return candidate
                }
                month = month.adding(months: 1)
            }
            return today
        case .date(let month, let day, let year?):
            return CivilDate.validated(year: year, month: month, day: day) ?? today
        case .date(let month, let day, nil):
            // A date already past this year means next year.
            if let this = CivilDate.validated(year: today.year, month: month, day: day), this >= today { return this }
            var year = today.year + 1
            while CivilDate.validated(year: year, month: month, day: day) == nil { year += 1 }
            return CivilDate(year: year, month: month, day: day)
        case .nthWeekdayFromToday(let weekday, let n):
            if n > 0 { return today.next(weekday, includingToday: false).adding(days: 7 * (n - 1)) }
            let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
            return today.adding(days: -(back == 0 ? 7 : back) + 7 * (n + 1))
        case .weekdayOfWeek(let weekday, let weeks):
            return today.startOfWeek.adding(days: 7 * weeks + weekday.rawValue - 1)
        case .dateOnWeekday(let month, let day, let weekday):
            for year in today.year...(today.year + 28) {
                if let date = CivilDate.validated(year: year, month: month, day: day), date.weekday == weekday { return date }
            }
            return resolve(.date(month: month, day: day, year: nil), today: today)
        case .dayOfMonthOnWeekday(let day, let weekday):
            var month = CivilDate(year: today.year, month: today.month, day: 1)
            for _ in 0..<28 {
                if let date = CivilDate.validated(year: month.year, month: month.month, day: day), date >= today,
                   date.weekday == weekday { return date }
                month = month.adding(months: 1)
            }
            return resolve(.dayOfMonth(day), today: today)
        case .quarter(let n, let year):
            let y = rolledYear(year, today: today) { CivilDate(year: $0, month: 3 * n, day: 1).lastDayOfMonth }
            return CivilDate(year: y, month: 3 * n, day: 1).lastDayOfMonth
        case .year(let year):
            return CivilDate(year: year, month: 12, day: 31)
        case .holiday(let holiday, let year?):
            return holiday.date(in: year) ?? today
        case .holiday(let holiday, nil):
            return holiday.next(onOrAfter: today)
        case .holidayWeekend(let holiday, let year):
            let day = resolve(.holiday(holiday, year: year), today: today)
            return min(day, day.adding(days: -2).startOfWeek.adding(days: 5))
        case .holidayFromToday(let holiday, let direction):
            if direction < 0 { return holiday.previous(before: today) }
            if direction > 0 { return holiday.next(after: today) }
            return holiday.date(in: today.year) ?? today
        case .shifted(let spec, let months, let days):
            return resolve(spec, today: today).adding(months: months).adding(days: days)
        case .lastQuarter:
            return today.quarterStart.adding(months: -3)
        case .week(let monday):
            return firstDayOfWeek(monday, today: today).adding(days: 4)
        case .weekdayInWeekOf(let weekday, let spec):
            return resolve(spec, today: today).startOfWeek.adding(days: weekday.rawValue - 1)
        case .unitsOf(let period, let length, let wholeWeeks, let fromEnd, let lastDay):
            guard let (first, last) = periodBounds(period, today: today) else { return resolve(period, today: today) }
            if fromEnd {
                // The last whole week ends on the last Sunday in the period.
                let close = wholeWeeks ? last.adding(days: -(last.weekday.rawValue % 7)) : last
                return lastDay ? close : close.adding(days: 1).adding(months: -length.months).adding(days: -length.days)
            }
            // The first whole week starts on the first Monday in the period.
            let open = wholeWeeks ? first.adding(days: (8 - first.weekday.rawValue) % 7) : first
            return lastDay ? open.adding(months: length.months).adding(days: length.days - 1) : open
        }
    }

    /// The first and last day of a year, quarter or month a spec names (this one's though it is
    /// under way), or nil for a spec that names no such period.
    static func periodBounds(_ spec: DaySpec, today: CivilDate) -> (CivilDate, CivilDate)? {
        func month(of date: CivilDate) -> CivilDate { CivilDate(year: date.year, month: date.month, day: 1) }
        let first: CivilDate, months: Int
        switch spec {
        case .year(let year): (first, months) = (CivilDate(year: year, month: 1, day: 1), 12)
        case .endOfYear: (first, months) = (CivilDate(year: today.year, month: 1, day: 1), 12)
        case .lastYear: (first, months) = (CivilDate(year: today.year - 1, month: 1, day: 1), 12)
        case .relativeYears(1): (first, months) = (CivilDate(year: today.year + 1, month: 1, day: 1), 12)
        case .month, .nextMonth: (first, months) = (month(of: resolve(spec, today: today)), 1)
        case .endOfMonth: (first, months) = (month(of: today), 1)
        case .lastMonth(let n): (first, months) = (month(of: today).adding(months: -n), 1)
        case .quarter: (first, months) = (month(of: resolve(spec, today: today)).adding(months: -2), 3)
        case .nextQuarter, .lastQuarter: (first, months) = (resolve(spec, today: today), 3)
        case .endOfQuarter: (first, months) = (today.quarterStart, 3)
        default: return nil
        }
        return (first, first.adding(months: months).adding(days: -1))
    }

    /// The Monday a week spec starts on; the last week of a month is the last whose working
    /// days are all in it.
    static func firstDayOfWeek(_ monday: DaySpec, today: CivilDate) -> CivilDate {
        guard case .nthWeekday(let n, let weekday, let month, let year, let offset) = monday, n < 0 else {
            return resolve(monday, today: today)
        }
        var last = resolve(.nthWeekday(-1, weekday, month: month, year: year, monthOffset: offset), today: today)
        if last.adding(days: 4).month != last.month { last = last.adding(days: -7) }
        return last.adding(days: 7 * (n + 1))
    }
}

extension DayResolver {
    /// The year said; without one, this year, or next year once this year's `over` (the day
    /// after which the period said, or the deadline, is past) is before today.
    static func rolledYear(_ said: Int?, today: CivilDate, over: (Int) -> CivilDate) -> Int {
        if let said { return said }
        return over(today.year) < today ? today.year + 1 : today.year
    }

    /// The first day of the period a spec names, or nil for a spec that names a day. A period
    /// already under way starts today.
    static func periodStart(_ spec: DaySpec, today: CivilDate) -> CivilDate? {
        let first: CivilDate
        switch spec {
        case .nextWeek, .lastWeek: return resolve(spec, today: today)
        // The weekend is a span too: it starts on its Saturday (its due), as "next week" on its Monday.
        case .weekend, .weekendOf, .holidayWeekend: return resolve(spec, today: today)
        case .endOfWeek: first = today.startOfWeek
        case .nextMonth: return resolve(spec, today: today)
        case .lastMonth(let n): return CivilDate(year: today.year, month: today.month, day: 1).adding(months: -n)
        case .endOfMonth: first = CivilDate(year: today.year, month: today.month, day: 1)
        case .lastYear: return CivilDate(year: today.year - 1, month: 1, day: 1)
        case .endOfYear: first = CivilDate(year: today.year, month: 1, day: 1)
        case .relativeYears(let n) where n == 1: return CivilDate(year: today.year + 1, month: 1, day: 1)
        case .nextQuarter, .lastQuarter: return resolve(spec, today: today)
        case .week(let monday): return firstDayOfWeek(monday, today: today)
        case .endOfQuarter: first = today.quarterStart
        case .month, .quarter:
            let last = resolve(spec, today: today)
            let months = if case .quarter = spec { 3 } else { 1 }
            first = CivilDate(year: last.year, month: last.month, day: 1).adding(months: 1 - months)
        case .year(let year): first = CivilDate(year: year, month: 1, day: 1)
        default: return nil
        }
        // A period already over ("April 2017", "in 2014") starts where it started: today
        // would be after its end.
        return resolve(spec, today: today) < today ? first : max(first, today)
    }
}

extension DaySpec {
    /// A month or a date said without its year.
    var isYearlessMonthOrDate: Bool {
        switch self {
        case .date(_, _, nil), .month(_, nil): return true
        default: return false
        }
    }

    /// A date, month or year said with its year.
    var namesItsYear: Bool {
        switch self {
        case .date(_, _, _?), .month(_, _?), .year: return true
        default: return false
        }
    }

    /// The same day said of the past: the last one before today, for a day that is otherwise
    /// the next one ("Jan 22", "Friday", "the 15th"); nil for any other.
    var lastBeforeToday: DaySpec? {
        switch self {
        case .date(_, _, nil): return .shifted(self, months: -12, days: 0)
        case .dayOfMonth: return .shifted(self, months: -1, days: 0)
        case .weekday(let weekday, false, _): return .lastWeekday(weekday)
        default: return nil
        }
    }

    /// A day that is "the next such day": after a range's start it means the first one on or
    /// after that start ("from Friday to Monday").
    var followsAnchor: Bool {
        switch self {
        case .weekday(_, false, _), .date(_, _, nil), .dayOfMonth: return true
        default: return false
        }
    }
}
