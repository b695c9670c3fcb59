import TaskDraftKit

/// The built-in parser's chart of readings: every span of tokens some rule can read, with
/// its typed value, and the best cover of the sentence by non-overlapping spans.
///
/// How a sentence is read (the design, in four steps):
/// 1. **Leaves.** At every token position every rule of `LeafRules.all` is tried, not only
///    until the first one matches: a position may start several readings ("by 2027" a year,
///    "2027-01-15" a date). A rule whose reading settles what the words are (a name kept in the
///    title, a tag, a priority: `ChartValue.settlesPosition`) stops the later rules at that position,
///    which is how "not a date by context" outranks a date reading of the same words.
/// 2. **Parts.** Some rules read parts that mean nothing alone but compose: a duration
///    ("2 часа"), a connector ("after", "до", "–"), a bare day number ("14" of "14–16 Oct").
///    They are edges too, but never part of the cover by themselves.
/// 3. **Composition.** `Compositions.all` is a table of patterns over typed edges (a duration
///    then a duration; "in" then a duration; a duration, "after", a day; "from" a moment "to" a
///    moment; …). Each pattern that matches adjacent edges adds a longer edge with the composed
///    value, until nothing new is added (bounded: a composed edge is longer than its parts).
/// 4. **Ranking.** `Chart.bestCover` picks non-overlapping edges that cover the most tokens;
///    among covers of the same size, fewer edges (the more composed reading), then the rules
///    listed first. So "by 2027-01-15" is one date, not a year and a stray "-01-15", and a
///    sentence the old first-match scan read right is read the same.
///
/// Adding a rule: a leaf is one entry in `LeafRules.all`; a composition is one entry in
/// `Compositions.all`; a word that joins parts is one line in `LexiconSource.connectors` (`ConnectorWords.swift`).
struct Chart {
    /// Edges by the token they start at.
    private(set) var starting: [[Edge]]
    /// The same edges' shapes, index for index: what compositions match on.
    private(set) var shapes: [[EdgeShape]]
    let tokens: [Token]
    /// Steps the compositions' walk took over this chart's edges (`Composition.compose`): the
    /// work composing did, which a test bounds per token on hostile input without timing it.
    var compositionSteps = 0

    init(tokens: [Token]) {
        self.tokens = tokens
        starting = Array(repeating: [], count: tokens.count)
        shapes = Array(repeating: [], count: tokens.count)
    }

    mutating func add(_ edge: Edge) {
        add(edge, shape: EdgeShape(end: edge.end, value: edge.value, rank: edge.rank))
    }

    mutating func add(_ edge: Edge, shape: EdgeShape) {
        guard edge.start < tokens.count, edge.end > edge.start, edge.end <= tokens.count else { return }
        starting[edge.start].append(edge)
        shapes[edge.start].append(shape)
    }

    /// Forgets every reading that starts at `index`: its token is left to the title.
    mutating func leave(_ index: Int) {
        if index < starting.count {
            starting[index] = []
            shapes[index] = []
        }
    }

    /// Forgets every reading that takes a token at one of `indices`, wherever it starts: those
    /// tokens are left to the title and their neighbours read without them. One pass over the
    /// edges, however many tokens are left.
    mutating func leaveEveryReading(taking indices: [Int]) {
        // left[k]: how many of the tokens before k are left, so a span holds one when the count
        // at its end passes the count at its start.
        var left = Array(repeating: 0, count: tokens.count + 1)
        for index in indices where index >= 0 && index < tokens.count { left[index + 1] = 1 }
        for k in 0..<tokens.count { left[k + 1] += left[k] }
        for start in starting.indices {
            let kept = starting[start].indices.filter { left[starting[start][$0].end] == left[start] }
            starting[start] = kept.map { starting[start][$0] }
            shapes[start] = kept.map { shapes[start][$0] }
        }
    }

    /// Edges that start at `index` and carry a value of the given kind.
    func edges(at index: Int) -> [Edge] { index < starting.count ? starting[index] : [] }

    /// The shapes of the edges that start at `index`, in the same order.
    func shapes(at index: Int) -> [EdgeShape] { index < shapes.count ? shapes[index] : [] }

    /// The best cover (step 4): edges in sentence order.
    func bestCover() -> [Edge] {
        let n = tokens.count
        // best[i]: the best score for tokens[i...] and the edge that starts it (nil: token i left).
        var score = Array(repeating: Score.zero, count: n + 1)
        var choice: [Edge?] = Array(repeating: nil, count: n + 1)
        var i = n - 1
        while i >= 0 {
            var best = score[i + 1]
            var pick = -1
            let edges = starting[i]
            for k in edges.indices where edges[k].value.mayStandAlone {
                let candidate = score[edges[k].end].adding(edges[k])
                if candidate > best {
                    best = candidate
                    pick = k
                }
            }
            score[i] = best
            choice[i] = pick >= 0 ? edges[pick] : nil
            i -= 1
        }
        var cover: [Edge] = []
        var k = 0
        while k < n {
            if let edge = choice[k] {
                cover.append(edge)
                k = edge.end
            } else {
                k += 1
            }
        }
        return cover
    }

    /// A cover's worth: tokens covered, then fewer edges, then earlier rules.
    struct Score: Comparable {
        var covered: Int
        var edges: Int
        var rank: Int
        static let zero = Score(covered: 0, edges: 0, rank: 0)

        func adding(_ edge: Edge) -> Score {
            Score(covered: covered + edge.end - edge.start, edges: edges + 1, rank: rank + edge.rank)
        }

        static func < (a: Score, b: Score) -> Bool {
            if a.covered != b.covered { return a.covered < b.covered }
            if a.edges != b.edges { return a.edges > b.edges }
            return a.rank > b.rank
        }
    }
}

/// One reading of tokens `start..<end`.
struct Edge: Sendable {
    let start: Int
    let end: Int
    let value: ChartValue
    /// The rule's place in its table (leaves) or 0 (compositions): lower is preferred.
    let rank: Int
    var warning: ParserWarning? = nil

    var length: Int { end - start }
}
