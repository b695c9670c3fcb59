import TaskDraftKit

extension BuiltinParser {
    /// A span before or after an event that has its own day: "book flights 3 weeks before the
    /// conference on March 3", "за 3 недели до конференции 3 марта", "3 tygodnie przed
    /// konferencją 3 marca". The day is moved by the span (February 10), and the event stays in
    /// the title with its "before" or "after" ("Book flights before the conference"): the span
    /// and the day are read, the words between them are the task's. A span with no day after
    /// its event ("3 weeks before the conference") stays text, and the day alone is that day.
    ///
    /// A composition cannot say this: its edges are adjacent, and the event between the span
    /// and its day is neither read nor dropped. So the best cover is looked over instead: a
    /// span, "before" or "after", up to `eventWordsLimit` words no reading took, then a day.
    /// A cover with none has a span's "за" straight before its day taken (`openedSpans`).
    static func offsetsFromEvents(in cover: [Edge], chart: Chart) -> [Edge] {
        let tokens = chart.tokens
        var covered = Array(repeating: false, count: tokens.count)
        for edge in cover { for k in edge.start..<edge.end { covered[k] = true } }
        for day in cover.reversed() {
            guard let moment = day.value.moment, moment.day != nil, moment.offset == nil,
                  let (shift, filler) = eventOffset(before: day, cover: cover, covered: covered, chart: chart),
                  let shifted = day.shifted(by: shift.by) else { continue }
            // The span's words may have been read as a moment from now ("через 2 дня"): the
            // event's day is what they count from.
            var result = cover.filter { $0.end <= shift.start || $0.start >= shift.end && $0.start != day.start }
            result.append(Edge(start: shift.start, end: shift.end, value: shifted.value, rank: 0))
            result.append(Edge(start: filler, end: day.end, value: .finding(.filler), rank: day.rank))
            result.sort { $0.start < $1.start }
            return result
        }
        return openedSpans(in: cover, chart: chart)
    }

    /// A span before a day said with its own "за" ("за 2 дня до пятницы", "за неделю до 20
    /// декабря"): the preposition is the reading's, as it is before an event, where it was
    /// left to open the title ("За позвонить"); after a title it went as a dangling word.
    private static func openedSpans(in cover: [Edge], chart: Chart) -> [Edge] {
        let tokens = chart.tokens
        var result = cover
        for (n, day) in cover.enumerated() where day.start > 0 && day.value.moment?.day != nil {
            let opener = day.start - 1
            guard tokens[opener].kind == .word, tokens[opener].key == "за",
                  n == 0 || cover[n - 1].end <= opener else { continue }
            let spanThenBefore = chart.edges(at: day.start).contains { span in
                guard case .duration = span.value, span.end < day.end else { return false }
                return chart.edges(at: span.end).contains {
                    if case .connector(let kind) = $0.value { return kind.contains(.before) && $0.end < day.end }
                    return false
                }
            }
            guard spanThenBefore else { continue }
            result[n] = Edge(start: opener, end: day.end, value: day.value, rank: day.rank, warning: day.warning)
        }
        return result
    }

    /// Words of an event between its span's "before" and its day: "the conference", "конференции".
    static let eventWordsLimit = 5

    /// The span read before the event that ends where `day` starts, its tokens and its sign, and
    /// the token the day's part begins at (with "on" or a comma before the day).
    private static func eventOffset(before day: Edge, cover: [Edge], covered: [Bool], chart: Chart)
        -> (shift: (start: Int, end: Int, by: Duration), filler: Int)? {
        let tokens = chart.tokens
        func free(_ edge: Edge) -> Bool { (edge.start..<edge.end).allSatisfy { !covered[$0] } }
        // The span's tokens: taken by no reading, or, after its preposition, by one reading of a
        // moment the preposition and the event make no sense of ("через 2 дня" from now, "2 дня"
        // as 14:00 in "за 2 дня до свадьбы").
        func readable(_ start: Int, _ span: Edge) -> Bool {
            (start..<span.end).allSatisfy { !covered[$0] }
                || start < span.start && cover.contains {
                    ($0.start == start || $0.start == span.start && !covered[start]) && $0.end == span.end && $0.value.moment != nil
                }
        }
        var filler = day.start
        if filler > 0, !covered[filler - 1], tokens[filler - 1].isSymbol(",") || eventDayPrepositions.contains(tokens[filler - 1].key) {
            filler -= 1
        }
        // The event's first word, from the nearest back: words no reading took, right before the day.
        for event in stride(from: filler - 1, through: max(1, filler - eventWordsLimit), by: -1) {
            guard !covered[event], tokens[event].kind == .word else { break }
            for connector in edges(of: chart, endingAt: event) where free(connector) {
                guard case .connector(let kind) = connector.value, kind.contains(.before) || kind.contains(.after) else { continue }
                for span in edges(of: chart, endingAt: connector.start) {
                    guard case .duration(let length) = span.value, length.seconds == 0, length.months != 0 || length.days != 0 else {
                        continue
                    }
                    // "за 3 недели до конференции", "через 2 дня после встречи": Russian says the span
                    // with its own preposition.
                    let start = span.start > 0 && spanOpeners.contains(tokens[span.start - 1].key) ? span.start - 1 : span.start
                    guard readable(start, span) else { continue }
                    return ((start, span.end, kind.contains(.before) ? length.negated : length), filler)
                }
            }
        }
        return nil
    }

    /// The edges of the chart that end at token `end`.
    private static func edges(of chart: Chart, endingAt end: Int) -> [Edge] {
        (max(0, end - 8)..<end).flatMap { chart.edges(at: $0).filter { $0.end == end } }
    }

    /// What may stand between an event and its day: "the conference on March 3".
    private static let eventDayPrepositions: KeySet = ["on"]
    /// The word a span opens with before its event: "за 3 недели до конференции", "через 2 дня
    /// после встречи".
    private static let spanOpeners: KeySet = ["за", "через"]
}
