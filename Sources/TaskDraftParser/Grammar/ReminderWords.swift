import TaskDraftKit

/// Reminder phrases in English, Russian and Polish: "remind me 30 minutes before", "with a
/// reminder at 9am", "напомни за час", "напомнить в 9 утра", "без напоминания",
/// "przypomnij 15 minut wcześniej". They are cut from the sentence before the rest is read, so
/// "в 9 утра" of a reminder is never taken for the task's own time.
public enum ReminderWords {
    /// What the words asked for, before the due is known.
    public enum Request: Sendable, Hashable {
        /// This many seconds before the due moment.
        case before(Int64)
        /// At this time of day (on the due's day, or the next such time without one).
        case at(LocalTime)
        /// "no reminder": not even a Skill's default.
        case none
        /// This many seconds before an event the sentence names by a noun ("an hour before the
        /// meeting", "за час до встречи"): before the due when the sentence says one, and no
        /// reminder when it does not, since nothing else says when the event is.
        case beforeEvent(Int64)
    }

    /// The sentence without its reminder phrases, what they asked for (in order), and where in
    /// `rest` the phrases that ask for a reminder before an event stand, up to the word before the
    /// event ("remind me 2 days", "напомни за 2 дня"): they stay in the title, and their span is
    /// the reminder's, counted back from the event's day, and no shift of that day.
    public static func extract(_ text: String)
        -> (rest: String, requests: [Request], spansBeforeEvents: [Range<String.Index>]) {
        guard mayHoldPhrase(text) else { return (text, [], []) }
        let words = Word.split(text)
        var requests: [Request] = []
        var cut: [(range: Range<String.Index>, with: String)] = []
        // The kept phrases' words in `text`, and where the event each counts from starts.
        var kept: [(spans: [Range<String.Index>], event: String.Index)] = []
        var i = 0
        while i < words.count {
            if let (length, request) = match(words, at: i) {
                if case .before(let seconds) = request, namesEvent(words, after: i + length, in: text) {
                    if let span = spanBeforeADay(words, phrase: i..<(i + length)) {
                        // "remind me 2 days before Friday": the day is the due, read with its
                        // "before" ("до пятницы", "przed piątkiem") so no case of it is left
                        // alone in the title. The span is cut, and the verb with it after the
                        // task ("Call Bob, remind me 2 days before Friday"); opening the
                        // sentence, the verb stays as "Remind me to call Bob on Friday" keeps it.
                        requests.append(request)
                        cut.append((i == 0 ? span : words[i].range.lowerBound..<span.upperBound, ""))
                    } else {
                        // The phrase stays in the title: cut, it would leave the event's noun
                        // in its case as the title ("Встречи", "Spotkaniem").
                        requests.append(.beforeEvent(seconds))
                        kept.append((keepingTheDay(words, of: i..<(i + length - 1)), words[i + length].range.lowerBound))
                    }
                } else {
                    requests.append(request)
                    cut.append(contentsOf: keepingTheDay(words, of: i..<(i + length)).map { ($0, "") })
                }
                i += length
            } else if let length = spanAfterTheTask(words, at: i, requests: requests, in: text) {
                // "Remind me to call Bob tomorrow 30 minutes before 5pm": the verb opened the
                // sentence and the task came between it and its span, which is still the
                // reminder's, not a shift of the time ("Call Bob … 30 minutes before 5pm" is).
                // Before an event ("Напомни купить хлеб за час до встречи завтра") the span stays
                // in the title, as the phrase's does.
                let span = words[i].range.lowerBound..<words[i + length.words - 1].range.upperBound
                if namesEvent(words, after: i + length.words, in: text) {
                    requests.append(.beforeEvent(length.seconds))
                    kept.append(([span], words[i + length.words].range.lowerBound))
                } else {
                    requests.append(.before(length.seconds))
                    cut.append((span, ""))
                }
                i += length.words
            } else {
                i += 1
            }
        }
        guard !cut.isEmpty else { return (text, requests, kept.flatMap(\.spans)) }
        // A comma or "and" left dangling where the phrase was ("…, remind me an hour before").
        var trimmed = rewritten(text, cutting: cut, sayingAtTheEnd: []).trimmingWhitespace()
        while let last = trimmed.last, [",", ";", "—", "-"].contains(last) { trimmed = String(trimmed.dropLast()).trimmingWhitespace() }
        for tail in [" and", " и", " i", " with", " с", " z"] where trimmed.lowercased().hasSuffix(tail) {
            trimmed = String(trimmed.dropLast(tail.count)).trimmingWhitespace()
        }
        return (trimmed, requests, kept.isEmpty ? [] : spans(kept, of: text, in: trimmed, cut: cut))
    }

    /// The kept phrases' spans of `text` where they stand in `rest`, what the cuts and the trims
    /// left of it: each cut before a place moves it by what it took less what it put in, and the
    /// whitespace the trim took from the start moves them all. A phrase whose event the trim took
    /// from the end ("… до и") names none.
    private static func spans(_ kept: [(spans: [Range<String.Index>], event: String.Index)], of text: String, in rest: String,
                              cut: [(range: Range<String.Index>, with: String)]) -> [Range<String.Index>] {
        var opening = 0
        for scalar in rewritten(text, cutting: cut, sayingAtTheEnd: []).unicodeScalars {
            guard scalar.isWhiteSpace else { break }
            opening += scalar.utf8.count
        }
        func offset(_ position: String.Index) -> Int {
            var offset = text.utf8.distance(from: text.startIndex, to: position) - opening
            for (range, replacement) in cut where range.upperBound <= position {
                offset -= text.utf8.distance(from: range.lowerBound, to: range.upperBound) - replacement.utf8.count
            }
            return offset
        }
        let count = rest.utf8.count
        var result: [Range<String.Index>] = []
        for phrase in kept where offset(phrase.event) < count {
            for span in phrase.spans {
                let lower = min(max(offset(span.lowerBound), 0), count), upper = min(max(offset(span.upperBound), lower), count)
                result.append(rest.utf8.index(rest.startIndex, offsetBy: lower)..<rest.utf8.index(rest.startIndex, offsetBy: upper))
            }
        }
        return result
    }

    /// The words and seconds of a span before a time ("30 minutes before 5pm", "за 30 минут до
    /// 17:00", "30 minut przed 17:00") after the task of a sentence its reminder's verb opens,
    /// no reminder read yet; before an event ("за час до встречи") only where the task is a verb
    /// (`asksForAVerb`): "напомнить гостям за 2 дня до свадьбы" is itself the task.
    static func spanAfterTheTask(_ words: [Word], at i: Int, requests: [Request], in text: String)
        -> (words: Int, seconds: Int64)? {
        guard i > 1, requests.isEmpty, introducers.contains(words[0].key),
              let (length, seconds) = beforeAmount(words, at: i), i + length < words.count,
              words[i + length].key.first?.isNumber == true || namesEvent(words, after: i + length, in: text) && asksForAVerb(words)
        else { return nil }
        return (length, seconds)
    }

    /// Whether the reminder's verb opening `words` asks for something to do: "me" and "to" or an
    /// infinitive after it ("Remind me to buy bread", "Напомни купить хлеб", "Przypomnij mi kupić
    /// chleb"), not a person to remind ("напомнить гостям", "Remind Bob").
    static func asksForAVerb(_ words: [Word]) -> Bool {
        var i = 1
        while i < words.count, fillers.contains(words[i].key) { i += 1 }
        guard i < words.count else { return false }
        let key = words[i].key
        return key == "to" || ["ть", "ти", "чь", "ć"].contains(where: key.hasSuffix)
    }

    /// The ranges of a reminder phrase to cut, leaving a day said inside it ("tomorrow" of
    /// "remind me tomorrow 30 minutes before 5pm") to the day reader.
    static func keepingTheDay(_ words: [Word], of phrase: Range<Int>) -> [Range<String.Index>] {
        guard let day = phrase.dropFirst().dropLast().first(where: { saidDayInPhrase(words, at: $0) }) else {
            return [words[phrase.lowerBound].range.lowerBound..<words[phrase.upperBound - 1].range.upperBound]
        }
        return [words[phrase.lowerBound].range.lowerBound..<words[day - 1].range.upperBound,
                words[day + 1].range.lowerBound..<words[phrase.upperBound - 1].range.upperBound]
    }

    /// Whether the word at `i` is a day said between a reminder's verb and its span ("remind me
    /// tomorrow 30 minutes before", "напомни завтра за 30 минут до", "przypomnij jutro 30 minut przed").
    static func saidDayInPhrase(_ words: [Word], at i: Int) -> Bool {
        i + 1 < words.count && Lexicon.relativeDays[Key(words[i].key)] != nil && dayOfAnAdjective(words[i].key) == nil
            && beforeAmount(words, at: i + 1) != nil
    }

    /// The verb and its "me" of a reminder phrase that opens the text, as written and
    /// capitalised ("Напомни мне", "Remind me", "Przypomnij mi"); nil where the text opens
    /// otherwise.
    static func openingVerb(of text: String) -> String? {
        let words = Word.split(text)
        guard let first = words.first, introducers.contains(first.key), match(words, at: 0) != nil else { return nil }
        var last = 0
        while last + 1 < words.count, fillers.contains(words[last + 1].key) { last += 1 }
        return String(text[first.range.lowerBound..<words[last].range.upperBound]).capitalizingFirst
    }

    /// Reads one reminder phrase on its own (`edit --remind "30 minutes before"`, `9am`, `-PT30M`).
    public static func request(_ text: String) -> Request? {
        let words = Word.split(text)
        guard !words.isEmpty else { return nil }
        if let (length, request) = match(words, at: 0), length == words.count { return request }
        if let (length, request) = amount(words, at: 0), length == words.count { return .before(request) }
        if let (length, request) = beforeAmount(words, at: 0), length == words.count { return .before(request) }
        if let (length, time) = clock(words, at: 0), length == words.count { return .at(time) }
        return nil
    }

    /// Whether `requests` ask for a reminder before an event that a task due `due` cannot place:
    /// the person asked to be reminded and gets no reminder, so the draft says why.
    public static func dropsEventReminder(_ requests: [Request], due: Due?) -> Bool {
        guard due == nil, !requests.contains(where: { if case .none = $0 { true } else { false } }) else { return false }
        return requests.contains { if case .beforeEvent = $0 { true } else { false } }
    }

    /// The reminders `requests` make for a task due `due`, created at `now`.
    public static func reminders(_ requests: [Request], due: Due?, now: Instant, zone: Zone) -> [Reminder] {
        var result: [Reminder] = []
        for request in requests {
            switch request {
            case .none: return []
            case .before(let seconds): result.append(.relative(-seconds))
            case .beforeEvent(let seconds): if due != nil { result.append(.relative(-seconds)) }
            case .at(let time):
                switch due {
                case .dateTime(let zoned)?:
                    // On the due's day; a time after the due is the day before ("at 20:00" for a 9:00 task).
                    var moment = zone.instant(of: LocalDateTime(date: zoned.local.date, time: time))
                    if moment > zoned.instant {
                        moment = zone.instant(of: LocalDateTime(date: zoned.local.date.adding(days: -1), time: time))
                    }
                    result.append(.relative(moment.seconds - zoned.instant.seconds))
                case .date?:
                    result.append(.relative(Int64(time.secondsOfDay)))
                case nil:
                    var day = zone.date(of: now)
                    if zone.instant(of: LocalDateTime(date: day, time: time)) <= now { day = day.adding(days: 1) }
                    result.append(.absolute(zone.instant(of: LocalDateTime(date: day, time: time))))
                }
            }
        }
        return Reminder.normalized(result)
    }

    // MARK: - The grammar

    /// Every phrase holds one of these stems (cased either way at its first letter): a byte
    /// search that lets the sentences without one — nearly all — skip the word split, since
    /// the parser drafts tens of thousands of sentences a second.
    static let stems: [[UInt8]] = ["emind", "апомн", "апомин", "rzypomn"].map { Array($0.utf8) }

    static func mayHoldPhrase(_ text: String) -> Bool { holds(anyOf: stems, in: text) }

    /// Whether `text`'s UTF-8 bytes hold one of `stems`.
    static func holds(anyOf stems: [[UInt8]], in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            stems.contains { stem in
                guard bytes.count >= stem.count else { return false }
                var i = 0
                while i <= bytes.count - stem.count {
                    if bytes[i] == stem[0] {
                        var j = 1
                        while j < stem.count, bytes[i + j] == stem[j] { j += 1 }
                        if j == stem.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }

    /// Words that start a reminder phrase.
    static let introducers: Set<String> = [
        "remind", "reminder", "напомни", "напомнить", "напомнишь", "напоминание", "напоминанием", "przypomnij",
        "przypomnienie", "przypomnieniem",
    ]
    static let negations: Set<String> = ["without", "no", "без", "bez"]
    static let noReminderObjects: Set<String> = ["reminder", "reminders", "напоминания", "напоминаний", "przypomnienia", "przypomnień"]
    /// Words between the introducer and what follows, skipped: "remind me", "with a reminder".
    static let fillers: Set<String> = ["me", "us", "мне", "mi", "nam"]
    /// "with" before "a reminder", "с" before "напоминанием", "z" before "przypomnieniem".
    static let leadIns: Set<String> = ["with", "set", "с", "z", "and", "и", "i"]

    static func match(_ words: [Word], at start: Int) -> (Int, Request)? {
        var i = start
        // "without a reminder", "no reminder", "без напоминания", "bez przypomnienia"
        if negations.contains(words[i].key) {
            var j = i + 1
            if j < words.count, words[j].key == "a" { j += 1 }
            if j < words.count, noReminderObjects.contains(words[j].key) { return (j + 1 - start, .none) }
            return nil
        }
        if leadIns.contains(words[i].key), i + 1 < words.count {
            var j = i + 1
            if words[j].key == "a", j + 1 < words.count { j += 1 }
            guard introducers.contains(words[j].key) else { return nil }
            i = j
        }
        guard introducers.contains(words[i].key) else { return nil }
        i += 1
        while i < words.count, fillers.contains(words[i].key) { i += 1 }
        guard i < words.count else { return nil }
        if saidDayInPhrase(words, at: i) { i += 1 }
        // "… 30 minutes before", "… 15 minut wcześniej", "… за час", "… an hour before"
        if let (length, seconds) = beforeAmount(words, at: i) { return (i + length - start, .before(seconds)) }
        // "… at 9am", "… в 9 утра", "… o 9:00"
        if clockPrepositions.contains(words[i].key), let (length, time) = clock(words, at: i + 1) {
            return (i + 1 + length - start, .at(time))
        }
        return nil
    }

    /// "30 minutes before", "an hour earlier", "за 30 минут", "за час", "15 minut wcześniej",
    /// "godzinę przed": seconds before the due.
    static func beforeAmount(_ words: [Word], at i: Int) -> (Int, Int64)? {
        guard i < words.count else { return nil }
        if words[i].key == "за", let (length, seconds) = amount(words, at: i + 1) {
            // "напомни за час до", "за час перед" — a trailing "до" or "перед" belongs to the phrase.
            let tail = i + 1 + length < words.count && spanEnds.contains(words[i + 1 + length].key) ? 1 : 0
            let due = tail == 1 ? dueWords(words, at: i + 2 + length) : 0
            return (1 + length + tail + due, seconds)
        }
        if let (length, seconds) = amount(words, at: i), i + length < words.count,
           spanEnds.contains(words[i + length].key) {
            let total = length + 1
            return (total + dueWords(words, at: i + total), seconds)
        }
        return nil
    }

    /// Whether a reminder phrase that ends at `end` with "before", "до", "przed" is followed by
    /// the event it counts from ("… before the meeting", "… до встречи", "… przed spotkaniem")
    /// rather than ending its clause ("an hour before, tomorrow at 5").
    static func namesEvent(_ words: [Word], after end: Int, in text: String) -> Bool {
        guard end > 0, end < words.count, beforeWords.contains(words[end - 1].key),
              words[end].key.first?.isLetter == true else { return false }
        let between = text[words[end - 1].range.upperBound..<words[end].range.lowerBound]
        return !between.contains(where: { ",;:.!?—–-(".contains($0) })
    }

    /// How many words at `i` name the task's own due ("it", "the deadline", "неё", "terminem").
    static func dueWords(_ words: [Word], at i: Int) -> Int {
        if i + 1 < words.count, words[i].key == "the", dueNouns.contains(words[i + 1].key) { return 2 }
        return i < words.count && dueNouns.contains(words[i].key) ? 1 : 0
    }

    /// The span of a reminder phrase (`phrase`, ending in "before", "до", "przed") said before a
    /// weekday, a month's name or a day said alone rather than an event: "2 days" of "remind me
    /// 2 days before Friday", "за 2 дня" of "напомни за 2 дня до пятницы", "30 minutes" of
    /// "remind me 30 minutes before tomorrow at 5pm".
    static func spanBeforeADay(_ words: [Word], phrase: Range<Int>) -> Range<String.Index>? {
        guard phrase.upperBound < words.count, phrase.count > 2 else { return nil }
        let key = Key(words[phrase.upperBound].key)
        guard Lexicon.weekdays[key] != nil || Lexicon.months[key] != nil || saysADayAlone(words, at: phrase.upperBound),
              let start = (phrase.lowerBound + 1..<phrase.upperBound - 1).first(where: { beforeAmount(words, at: $0) != nil })
        else { return nil }
        return words[start].range.lowerBound..<words[phrase.upperBound - 2].range.upperBound
    }

    /// Whether the word at `i` names a day by itself ("tomorrow", "завтра", "jutro"), or with the
    /// noun "day" after its adjective ("до завтрашнего дня", "przed jutrzejszym dniem"), with
    /// nothing after it or its time: "before tomorrow at 5pm", "до завтра 17:00". A day's
    /// adjective before any other noun is its event's ("before tomorrow's meeting", "до
    /// завтрашней встречи").
    static func saysADayAlone(_ words: [Word], at i: Int) -> Bool {
        if i + 1 < words.count, dayOfAnAdjective(words[i].key) != nil, dayNouns.contains(words[i + 1].key) {
            return endsTheDay(words, at: i + 2)
        }
        return Lexicon.relativeDays[Key(words[i].key)] != nil && endsTheDay(words, at: i + 1)
    }

    /// Whether a day said up to `next` ends there: no word follows, or only its clock time.
    private static func endsTheDay(_ words: [Word], at next: Int) -> Bool {
        guard next < words.count else { return true }
        let key = words[next].key
        return key.first?.isLetter != true || clockPrepositions.contains(key) && clock(words, at: next + 1) != nil
    }

    /// The words before a reminder's or a day's clock time: "at 9am", "в 9 утра", "o 9:00".
    static let clockPrepositions: Set<String> = ["at", "в", "во", "o"]

    /// Words after "before", "до", "przed" that name the task's own due, not another event.
    static let dueNouns: Set<String> = [
        "it", "that", "deadline", "due", "нее", "него", "этого", "срока", "дедлайна", "nim", "niego", "tym", "terminem",
        "terminu",
    ]

    /// "Before" in each language: the last word of a reminder phrase that a noun naming an event
    /// may follow, and the first of the deadline prepositions (`BuiltinParser.deadlinePrepositions`).
    static let beforeWords: Set<String> = ["before", "prior", "до", "перед", "przed"]

    /// The words a span before the due ends with: "before" or, with nothing after it, "earlier"
    /// ("30 minutes before", "за час до", "15 minut wcześniej", "за час раньше").
    static let spanEnds = beforeWords.union(["earlier", "ahead", "wcześniej", "раньше"])

    /// "30 minutes", "an hour", "half an hour", "2 days", "час", "полчаса", "15 минут",
    /// "godzinę", "pół godziny": seconds.
    static func amount(_ words: [Word], at i: Int) -> (Int, Int64)? {
        guard i < words.count else { return nil }
        if let seconds = unitSeconds[words[i].key], seconds.implicitOne { return (1, seconds.seconds) }
        if ["half", "pół", "пол"].contains(words[i].key) {
            var j = i + 1
            if j < words.count, ["an", "a"].contains(words[j].key) { j += 1 }
            if j < words.count, let unit = unitSeconds[words[j].key] { return (j + 1 - i, unit.seconds / 2) }
            return nil
        }
        // "1h", "30m", "1h30m": the compact spans an estimate takes, read by the one reader of them.
        if words[i].key.first?.isNumber == true, words[i].key.last?.isLetter == true,
           let compact = Estimate(text: words[i].key) { return (1, compact.seconds) }
        var n: Int64?
        if let digits = Int64(words[i].key), digits > 0, digits < 10_000 { n = digits }
        if n == nil { n = numberWords[words[i].key] }
        guard let count = n, i + 1 < words.count, let unit = unitSeconds[words[i + 1].key] else { return nil }
        return (2, count * unit.seconds)
    }

    /// "9am", "9 am", "9:30", "21:00", "9 утра", "9 вечера", "9 rano", "9 wieczorem".
    static func clock(_ words: [Word], at i: Int) -> (Int, LocalTime)? {
        guard i < words.count else { return nil }
        var key = Substring(words[i].key)
        var suffix: String?
        for s in ["am", "pm", "a.m.", "p.m."] where key.hasSuffix(s) && key.count > s.count {
            suffix = s.hasPrefix("a") ? "am" : "pm"
            key = key.dropLast(s.count)
        }
        var hour: Int, minute = 0
        if let colon = key.firstIndex(where: { $0 == ":" || $0 == "." }) {
            guard let h = Int(key[..<colon]), let m = Int(key[key.index(after: colon)...]), (0..<60).contains(m) else { return nil }
            (hour, minute) = (h, m)
        } else {
            guard let h = Int(key) else { return nil }
            hour = h
        }
        var length = 1
        if suffix == nil, i + 1 < words.count {
            let next = words[i + 1].key
            if ["am", "a.m.", "утра", "rano", "ночи"].contains(next) { suffix = "am"; length = 2 }
            else if ["pm", "p.m.", "вечера", "дня", "wieczorem", "po południu"].contains(next) { suffix = "pm"; length = 2 }
        }
        if suffix == "pm", hour < 12 { hour += 12 }
        if suffix == "am", hour == 12 { hour = 0 }
        guard let time = LocalTime.validated(hour: hour, minute: minute) else { return nil }
        return (length, time)
    }

    struct Unit { let seconds: Int64; let implicitOne: Bool }
    static let unitSeconds: [String: Unit] = {
        var table: [String: Unit] = [:]
        func add(_ words: [String], _ seconds: Int64, one: [String] = []) {
            for w in words { table[w] = Unit(seconds: seconds, implicitOne: false) }
            for w in one { table[w] = Unit(seconds: seconds, implicitOne: true) }
        }
        add(["minute", "minutes", "min", "mins", "минут", "минуты", "мин", "minut", "minuty", "minutę"], 60, one: ["минуту"])
        add(["hour", "hours", "h", "hrs", "часа", "часов", "godziny", "godzin"], 3600, one: ["час", "godzinę", "godzina", "часик"])
        add(["day", "days", "дня", "дней", "dni"], 86_400, one: ["день", "сутки", "dzień"])
        add(["week", "weeks", "недели", "недель", "tygodnie", "tygodni"], 604_800, one: ["неделю", "tydzień"])
        add(["полчаса"], 1800, one: ["полчаса"])
        return table
    }()
    static let numberWords: [String: Int64] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifteen": 15, "twenty": 20,
        "thirty": 30, "forty-five": 45, "один": 1, "одну": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5,
        "десять": 10, "пятнадцать": 15, "двадцать": 20, "тридцать": 30, "jeden": 1, "jedną": 1, "dwa": 2, "dwie": 2,
        "trzy": 3, "cztery": 4, "pięć": 5, "dziesięć": 10, "piętnaście": 15, "dwadzieścia": 20, "trzydzieści": 30,
    ]

    /// A word of the sentence: where it is, and its lowercased form without edge punctuation,
    /// "ё" as "е" and "’" as "'", as the lexicon's keys fold them.
    struct Word {
        let range: Range<String.Index>
        let key: String

        static func split(_ text: String) -> [Word] {
            var words: [Word] = []
            var index = text.startIndex
            while index < text.endIndex {
                while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
                guard index < text.endIndex else { break }
                let start = index
                while index < text.endIndex, !text[index].isWhitespace { index = text.index(after: index) }
                var lower = start, upper = index
                while lower < upper, ",;!?()\"«»".contains(text[lower]) { lower = text.index(after: lower) }
                while lower < upper, ",;!?()\"«».".contains(text[text.index(before: upper)]) {
                    // Keep the dot of "a.m."/"p.m.".
                    let word = text[lower..<upper].lowercased()
                    if word.hasSuffix("a.m.") || word.hasSuffix("p.m.") { break }
                    upper = text.index(before: upper)
                }
                guard lower < upper else { continue }
                words.append(Word(range: lower..<upper, key: folded(text[lower..<upper])))
            }
            return words
        }

        private static func folded(_ word: Substring) -> String {
            String(word.lowercased().map { $0 == "ё" ? "е" : $0 == "’" ? "'" : $0 })
        }
    }
}
