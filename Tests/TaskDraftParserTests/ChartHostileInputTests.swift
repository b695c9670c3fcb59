import Testing
import TaskDraftKit
import RecurrenceSamples
@testable import TaskDraftParser

/// Text a stranger can type, thrown at the chart (issue 28): the ranges' words ("to", "through",
/// "до", "do", "a", dashes), numbers, years and dates in long runs, lines of 10,000 tokens,
/// every script at once, and the compositions' keywords shuffled. The parser must not trap, and
/// the chart's work must grow with the line, not with its square: every edge is short, few
/// edges start at any one token, and the compositions' walk takes a bounded number of steps
/// per token. Seeded, so a failing line can be made again.
@Suite struct ChartHostileInputTests {
    /// The longest reading any rule may make: the longest thing people say as one time is a
    /// dozen words ("from the 13th of July at 9 in the morning to the 15th at 5 in the afternoon").
    static let longestEdge = 48
    /// Edges that may start at one token. A run of durations starts the most, one sum per length
    /// it spans (about ten); when any two adjacent sums were added up, a run of them started 65.
    static let edgesPerToken = 32
    /// Steps of the compositions' walk per token, over all passes. A run of durations takes the
    /// most (a few hundred); when any two adjacent sums were added up it took 4,600.
    static let stepsPerToken = 1_000

    /// The compositions' words in the three languages, and the parts they join.
    static let connectors = ["from", "to", "through", "thru", "till", "until", "between", "and", "-", "–", "—", "~", "/",
                             "с", "со", "по", "до", "между", "и", "od", "do", "między", "a", "i", "after", "before",
                             "since", "later than", "not before", "не раньше", "после", "nie wcześniej niż", "po", "przed",
                             "but", "но", "ale", ",", "the", "of", "in", "в", "w", "for", "на", "na", "przez", "ago", "назад",
                             "temu", "the end of", "конца", "końca", "the start of", "начала", "początku", "wait until", "last",
                             "first", "the next", "through the end of", "every", "каждый", "co"]
    static let parts = ["2027", "2028", "1900", "2999", "3000", "0000", "14", "31", "32", "0", "9", "12", "24", "9:30", "15:00",
                        "23:59", "9am", "5pm", "2027-03-14", "14.03.2027", "3/14", "12/20/2026", "May", "мая", "маем", "maja",
                        "majem", "Dec", "декабря", "grudnia", "Friday", "пятницу", "piątek", "tomorrow", "завтра", "jutro",
                        "week", "неделе", "tygodnia", "year", "года", "roku", "quarter", "2 hours", "3 дня", "5 dni",
                        "minutes", "morning", "вечером", "wieczorem", "noon", "two thousand", "twenty", "седьмом", "siódmym",
                        "Q1", "EOD", "now", "today"]
    static let strangers = ["🙂", "中文", "١٢", "é", "\u{200D}", "\u{202E}", "#2027", "+work", "!high", "\"to 2027\"",
                            "99999999999999999999", "-5", "١٢:٣٠", "ΑΒΓ", "ا", "\u{0301}", "x", "https://a.b/2027-03-14",
                            "due:2027-03-14", "'", "…", "e-mail", "пол", "пол-", "a.m.", "2027年"]

    static func line(tokens count: Int, using rng: inout SplitMix) -> String {
        var words: [String] = []
        words.reserveCapacity(count)
        for _ in 0..<count {
            let pool = [connectors, parts, parts, strangers][Int.random(in: 0..<4, using: &rng)]
            words.append(pool.randomElement(using: &rng)!)
        }
        return words.joined(separator: Bool.random(using: &rng) ? " " : "")
    }

    /// A run's name and its n-th piece.
    struct Run: Sendable {
        let name: String
        let piece: @Sendable (Int) -> String
        init(_ name: String, _ piece: @escaping @Sendable (Int) -> String) {
            self.name = name
            self.piece = piece
        }
    }

    /// Runs of one shape, the kind a composition chains over: the n-th piece of each, the
    /// numbers in it changing so that neighbours compose (a year before a later year, a day
    /// of the month before a later one).
    static let runs: [Run] = [
        Run("years") { "\(1900 + $0 % 1000) to " },
        Run("years, dashed") { "\(1900 + $0 % 1000)-" },
        Run("days of a month") { "\(1 + $0 % 31) - " },
        Run("hours") { "from \($0 % 12 + 1) to " },
        Run("до") { "до \($0 % 24) " },
        Run("do") { _ in "do " },
        Run("through") { "through \($0 % 31 + 1) " },
        Run("durations") { "\($0 % 9 + 1) hours " },
        Run("durations with and") { "\($0 % 9 + 1) дней и " },
        Run("dates") { "2027-03-\($0 % 28 + 1) " },
        Run("a year through a day") { "с \(2000 + $0 % 100) по май " },
        Run("between") { "między \(2000 + $0 % 100) a " },
        Run("numbers") { "\($0) " },
        Run("a range of ranges") { _ in "from Monday to Friday " },
        Run("open starts") { "later than 9:\($0 % 60) but before " },
        Run("the end of") { "to the end of \(2000 + $0 % 100) " },
        Run("weekdays") { _ in "Friday, " },
        Run("years in words") { _ in "two thousand twenty seven " },
        Run("Russian years in words") { _ in "две тысячи двадцать седьмом году " },
        // A named hour, then a part of the day: each was read in the next, every word to every later one.
        Run("before lunch") { _ in "before lunch " },
        Run("до обеда") { _ in "до обеда " },
        Run("вечером") { _ in "вечером " },
        Run("w porze lunchu") { _ in "w porze lunchu " },
        Run("an hour, then parts of the day") { _ in "в 9 вечером вечером вечером вечером вечером вечером вечером " },
    ]

    static func run(_ name: String, pieces: Int) -> String {
        let piece = runs.first { $0.name == name }!.piece
        return (0..<pieces).map(piece).joined()
    }

    struct Work {
        var tokens = 0
        var edges = 0
        var longestEdge = 0
        var mostEdgesAtOneToken = 0
        var steps = 0
    }

    static func work(of text: String) -> Work {
        let tokens = Tokenizer.tokenize(text)
        let chart = BuiltinParser().chart(of: tokens, context: ParserFixtures.context(region: "US"))
        var work = Work(tokens: tokens.count, steps: chart.compositionSteps)
        for start in tokens.indices {
            let edges = chart.edges(at: start)
            work.edges += edges.count
            work.mostEdgesAtOneToken = max(work.mostEdgesAtOneToken, edges.count)
            // A name or a reference number kept in the title ("#2024-117-…") is as long as it is
            // written; it settles its words, so nothing else is read inside it.
            for edge in edges where !edge.value.settlesPosition { work.longestEdge = max(work.longestEdge, edge.length) }
        }
        return work
    }

    static func expectBounded(_ work: Work, _ what: String) {
        #expect(work.longestEdge <= longestEdge, "\(what): an edge of \(work.longestEdge) tokens")
        #expect(work.mostEdgesAtOneToken <= edgesPerToken, "\(what): \(work.mostEdgesAtOneToken) edges start at one token")
        #expect(work.steps <= stepsPerToken * max(work.tokens, 1), "\(what): \(work.steps) steps for \(work.tokens) tokens")
    }

    @Test func shuffledKeywordsAndMixedScripts() {
        var rng = SplitMix(state: 28)
        let parser = BuiltinParser()
        for region in ["US", "RU", "PL"] {
            let context = ParserFixtures.context(region: region)
            for _ in 0..<150 {
                let text = Self.line(tokens: Int.random(in: 1...60, using: &rng), using: &rng)
                _ = parser.parse(text, context: context)
                Self.expectBounded(Self.work(of: text), text)
            }
        }
    }

    /// A run of one shape, 10,000 tokens or more: its work is bounded per token, and twice
    /// the run is at most twice the work (plus the ends'), so nothing in the chart is quadratic.
    @Test(arguments: runs.map(\.name))
    func longRuns(_ name: String) {
        let pieceTokens = max(Tokenizer.tokenize(Self.run(name, pieces: 1)).count, 1)
        let pieces = 5_000 / pieceTokens + 1
        let (half, whole) = (Self.run(name, pieces: pieces), Self.run(name, pieces: 2 * pieces))
        let (w1, w2) = (Self.work(of: half), Self.work(of: whole))
        #expect(w2.tokens >= 10_000, "\(name): \(w2.tokens) tokens")
        Self.expectBounded(w2, name)
        #expect(w2.edges <= 2 * w1.edges + 2 * Self.edgesPerToken * Self.longestEdge, "\(name): edges \(w1.edges) → \(w2.edges)")
        #expect(w2.steps <= 2 * w1.steps + 2 * Self.stepsPerToken * Self.longestEdge, "\(name): steps \(w1.steps) → \(w2.steps)")
        // The whole sentence is drafted too: nothing after the chart may trap on it.
        _ = BuiltinParser().parse(whole, context: ParserFixtures.context(region: "US"))
    }

    /// A 10,000-token line of everything at once.
    @Test func aLongLineOfEverything() {
        var rng = SplitMix(state: 2028)
        let text = Self.line(tokens: 10_000, using: &rng)
        let work = Self.work(of: text)
        #expect(work.tokens >= 10_000)
        Self.expectBounded(work, "a line of \(work.tokens) tokens")
        for region in ["US", "RU", "PL"] { _ = BuiltinParser().parse(text, context: ParserFixtures.context(region: region)) }
    }
}
