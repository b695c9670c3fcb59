import TaskDraftKit

/// "tomorrow at 9 standup", "завтра в 9 планёрка", "jutro o 9 standup", "every Monday at 9
/// standup", "в 9 каждый будний день планёрка": a bare hour after "at", "в", "o".
///
/// Alone, a bare hour with a word after it is left to the title (`numberLed`), since the number
/// may count that word: "at 3 stores", "в 2 магазинах", "Sign up at 2 morning sessions". Said
/// right after a day, a part of the day or a repeat rule ("tomorrow at 9 …"), or right before one
/// ("в 9 каждый будний день …"), the hour is the time that phrase is at, and the word after it
/// the title's. A count of a measure or a price ("o 9 osób") and a noun the Russian preposition
/// governs ("в 9 классе") stay title text, as what `notADate` keeps does: an address ("at 9 Elm
/// Street"), a room ("room 9 review").
extension BuiltinParser {
    /// The prepositions a clock hour follows ("at 9", "в 9", "o 9"); not the looser "about",
    /// "by", "до", "przed", "po", after which a number is as often a count, a bound or a task.
    static let atPrepositions: KeySet = ["at", "в", "во", "o"]

    /// Adds the time of every bare hour a neighbouring day or repeat rule anchors (after the
    /// compositions, so a composed day anchors too: "in 2 days at 9 …", "5 марта в 9 …").
    func addAnchoredHours(to chart: inout Chart) {
        let tokens = chart.tokens
        let candidates = tokens.indices.filter { isBareHourBeforeAWord(at: $0, in: tokens, chart: chart) }
        guard !candidates.isEmpty else { return }
        // Where an anchor ends, found in one pass over the chart: a sentence of many hours asks
        // it of each without walking the edges again.
        var anchorEnds = [Bool](repeating: false, count: tokens.count + 1)
        for position in tokens.indices {
            for edge in chart.edges(at: position) where Self.isAnchor(edge) { anchorEnds[edge.end] = true }
        }
        for i in candidates where anchorEnds[i - 1] || chart.edges(at: i + 1).contains(where: Self.isAnchor) {
            let digits = tokens[i].digits, n = tokens[i].number!
            guard let match = clock(hour: n, minute: 0, length: 1, at: i, in: tokens,
                                    explicit24h: n > 12 || n == 0 || digits == 2 && n < 10) else { continue }
            chart.add(Edge(start: i, end: i + match.length, value: .finding(match.finding), rank: 0, warning: match.warning))
        }
    }

    /// Whether the leaf rules left the number at `i`, after "at", "в", "o", a bare number for
    /// the word after it: anything else read there (a name kept, a length, a time) settled
    /// what the words are.
    private func isBareHourBeforeAWord(at i: Int, in tokens: [Token], chart: Chart) -> Bool {
        guard i > 0, i + 1 < tokens.count, let n = tokens[i].number, tokens[i].digits <= 2, n <= 23,
              tokens[i - 1].kind == .word, Self.atPrepositions.contains(tokens[i - 1].key),
              tokens[i + 1].kind == .word, !Self.isGovernedByPreposition(tokens[i + 1]),
              // "o 9 osób", "at 9 people", "в 2 кг": a measure or a price counts.
              (Lexicon.wordsBesideNumbers[tokens[i + 1].key] ?? []).isDisjoint(with: [.currency, .measure])
        else { return false }
        let edges = chart.edges(at: i)
        return !edges.isEmpty && edges.allSatisfy { if case .number = $0.value { true } else { false } }
    }

    /// A day ("tomorrow", "5 марта", "next Friday", "in 2 days"), a part of the day ("tonight",
    /// "завтра утром") or a repeat rule ("every Monday", "codziennie"): what a bare hour beside
    /// it is the time of. Not a year ("in 2027 at 9 …" names no day to be at).
    static func isAnchor(_ edge: Edge) -> Bool {
        guard case .finding(let finding) = edge.value else { return false }
        if case .recurrence = finding { return true }
        if case .recurrenceInQuarters = finding { return true }
        guard let moment = Moment(finding), moment.offset == nil else { return false }
        if case .year? = moment.day { return false }
        if case .named? = moment.time { return true }
        return moment.hasDay && moment.time == nil
    }

    /// "в 9 классе", "в 2 магазинах", "в 3 аудитории": a Russian noun in the prepositional
    /// case after the number is the preposition's ("in the 9th grade"), so the number counts or
    /// orders it whatever day is said. Nominative neuters in "-ие" ("совещание") are not.
    static func isGovernedByPreposition(_ token: Token) -> Bool {
        let word = token.key.text
        guard let first = word.unicodeScalars.first, (0x0400...0x04FF).contains(first.value) else { return false }
        if word.hasSuffix("ах") || word.hasSuffix("ях") || word.hasSuffix("ии") { return true }
        return word.hasSuffix("е") && !word.hasSuffix("ие")
    }
}
