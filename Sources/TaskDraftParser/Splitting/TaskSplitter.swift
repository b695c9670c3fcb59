import TaskDraftKit

/// One task's share of an utterance: the words to draft (with the context it shares with the
/// others), where in the input it came from, and the person a note assigned it to.
public struct SplitPiece: Sendable, Hashable {
    /// The words to draft: the clause itself, plus leading context it shares ("завтра").
    public var text: String
    /// Where the clause is in the input, in Unicode scalars (code points) from its start.
    public var start: Int
    public var end: Int
    /// The person a note line named ("Anna: …", "Bob to …").
    public var person: String?
}

/// What the splitter made of an utterance.
public struct SplitPlan: Sendable, Hashable {
    public var pieces: [SplitPiece]
    /// Lines of notes that are not action items (decisions, remarks, headings, ticked boxes).
    public var skipped: Int
    /// Kept as one task, but it may be several: a second verb the rules could not place.
    public var unsure: Bool
}

/// Finds the tasks in one utterance or in pasted notes, for every backend.
///
/// It decides by verbs, not by the conjunction: "Купить хлеб и молоко" and "Research and
/// development budget" join nouns and stay one task; "позвонить маме и купить молоко" joins
/// verb phrases and is two. Context said before the first verb ("завтра …") belongs to every
/// task; context inside a clause ("… by Friday") only to its own. A call, letter or reminder
/// to several people is one task per person. Notes give one task per action item.
public struct TaskSplitter: Sendable {
    public init() {}

    /// How many context words may stand between a joiner and the verb it introduces.
    static let contextReach = 4

    public func split(_ text: String, force: Bool = false) -> SplitPlan {
        var lines: [(line: Substring, offset: Int)] = []
        var offset = 0
        var lineStart = text.startIndex
        var scalarsInLine = 0
        for index in text.unicodeScalars.indices {
            if text.unicodeScalars[index] == "\n" {
                let line = text[lineStart..<index]
                if !line.trimmingSpaces.isEmpty { lines.append((line, offset)) }
                offset += scalarsInLine + 1
                scalarsInLine = 0
                lineStart = text.unicodeScalars.index(after: index)
            } else {
                scalarsInLine += 1
            }
        }
        let last = text[lineStart...]
        if !last.trimmingSpaces.isEmpty { lines.append((last, offset)) }

        var plan = SplitPlan(pieces: [], skipped: 0, unsure: false)
        for (line, offset) in lines {
            let note = NoteLine(line, inNotes: lines.count > 1)
            let isAction: Bool
            switch note.kind {
            case .action: isAction = true
            case .remark, .done: isAction = false
            case .plain: isAction = lines.count == 1 || note.person != nil || startsWithVerb(note.content)
            }
            guard isAction, !note.content.isEmpty else {
                plan.skipped += 1
                continue
            }
            let base = offset + line.unicodeScalars.distance(from: line.startIndex, to: note.content.startIndex)
            let clauses = splitClause(note.content, force: force)
            plan.unsure = plan.unsure || clauses.unsure
            for var piece in clauses.pieces {
                piece.start += base
                piece.end += base
                piece.person = note.person
                plan.pieces.append(piece)
            }
        }
        // One line is always a task, even one that reads as a remark: the person typed it to add one.
        if plan.pieces.isEmpty, lines.count == 1 {
            let line = lines[0].line.trimmingSpaces
            let start = lines[0].offset + lines[0].line.unicodeScalars.distance(from: lines[0].line.startIndex, to: line.startIndex)
            plan = SplitPlan(pieces: [SplitPiece(text: String(line), start: start, end: start + line.unicodeScalars.count)],
                             skipped: 0, unsure: false)
        }
        return plan
    }

    /// Whether a line starts with a verb, after any context ("Завтра позвонить маме").
    func startsWithVerb(_ text: Substring) -> Bool {
        let tokens = Tokenizer.tokenize(String(text))
        guard let first = firstAfterContext(tokens, from: 0, to: tokens.count) else { return false }
        return tokens[first].kind == .word && SplitLexicon.isVerb(tokens[first].key)
    }

    // MARK: - One clause

    /// Splits one line at its joiners, where a verb phrase follows.
    func splitClause(_ line: Substring, force: Bool) -> (pieces: [SplitPiece], unsure: Bool) {
        let string = String(line)
        let tokens = Tokenizer.tokenize(string)
        guard !tokens.isEmpty else { return ([], false) }
        let verbs = tokens.map { $0.kind == .word && SplitLexicon.isVerb($0.key) }
        var cuts: [(end: Int, next: Int)] = []  // the clause before ends at `end`; the next starts at `next`
        var unsure = false
        var segmentStart = 0
        var i = 0
        while i < tokens.count {
            guard let runEnd = joinerRun(tokens, at: i), runEnd < tokens.count, i > segmentStart else {
                i += 1
                continue
            }
            let nextBoundary = (runEnd..<tokens.count).first { joinerRun(tokens, at: $0) != nil } ?? tokens.count
            let left = segmentStart..<i
            let right = runEnd..<nextBoundary
            switch decide(tokens, verbs: verbs, left: left, right: right, semicolon: tokens[i].isSymbol(";"), force: force) {
            case .split:
                cuts.append((i, runEnd))
                segmentStart = runEnd
            case .unsure:
                unsure = true
            case .join:
                break
            }
            i = runEnd
        }
        var clauses: [Range<Int>] = []
        var start = 0
        for cut in cuts {
            clauses.append(start..<cut.end)
            start = cut.next
        }
        clauses.append(start..<tokens.count)

        // Context the utterance opens with ("завтра", "tomorrow at 9") belongs to every clause
        // that names no day of its own.
        // The opening run of context words, up to its last word that says when ("Завтра к
        // врачу": "Завтра"; "Need to buy": nothing).
        let contextEnd = clauses.count > 1 ? clauses[0].first { !isContext(tokens[$0]) } : nil
        let whenEnd = contextEnd.flatMap { end in (0..<end).last { isWhen(tokens[$0]) }.map { $0 + 1 } }
        let shared = whenEnd.map { end in string[tokens[0].range.lowerBound..<tokens[end - 1].range.upperBound] }
        // A forced split of "купить хлеб и молоко" gives each noun the verb.
        let leadingVerb = force ? clauses.first.flatMap { c in c.first { verbs[$0] } } : nil

        var pieces: [SplitPiece] = []
        for (number, clause) in clauses.enumerated() where !clause.isEmpty {
            for people in perPerson(tokens, verbs: verbs, in: clause) {
                var words = ""
                if number > 0, let shared, !clause.contains(where: { isDayWord(tokens[$0]) }) { words = shared + " " }
                if number > 0, let leadingVerb, !clause.contains(where: { verbs[$0] }) {
                    words += tokens[leadingVerb].text + " "
                }
                words += people.map { range in string[range] }.joined()
                let lower = tokens[clause.lowerBound].range.lowerBound
                let upper = tokens[clause.upperBound - 1].range.upperBound
                pieces.append(SplitPiece(
                    text: words.trimmingWhitespace(),
                    start: string.unicodeScalars.distance(from: string.startIndex, to: lower),
                    end: string.unicodeScalars.distance(from: string.startIndex, to: upper)))
            }
        }
        return (pieces, unsure && pieces.count == 1)
    }

    enum Decision { case split, join, unsure }

    /// Whether the clauses on either side of a joiner are separate tasks.
    func decide(_ tokens: [Token], verbs: [Bool], left: Range<Int>, right: Range<Int>, semicolon: Bool, force: Bool) -> Decision {
        let leftWords = left.filter { tokens[$0].kind != .symbol }
        let rightWords = right.filter { tokens[$0].kind != .symbol }
        guard !leftWords.isEmpty, !rightWords.isEmpty else { return .join }
        if force || semicolon { return .split }
        // "Review and approve the budget": verbs sharing one object are one task.
        let leftIsOnlyVerbs = leftWords.allSatisfy { verbs[$0] }
        if let first = firstAfterContext(tokens, from: right.lowerBound, to: right.upperBound), verbs[first] {
            // "buy bread and water": a noun-like English verb needs words after it to be a verb.
            let hasObject = first + 1 < right.upperBound
            if SplitLexicon.isNounLike(tokens[first].key), !hasObject { return .join }
            return leftIsOnlyVerbs ? .join : .split
        }
        let leftHasVerb = leftWords.contains { verbs[$0] }
        let laterVerb = rightWords.first { verbs[$0] }
        guard leftHasVerb, let laterVerb else { return .join }
        // Russian and Polish put the verb last as often as first ("и маме позвонить"): an
        // infinitive anywhere in the clause is a verb phrase. English needs it first.
        if !SplitLexicon.englishVerbs.contains(tokens[laterVerb].key), !leftIsOnlyVerbs { return .split }
        return .unsure
    }

    /// The end of a joiner run starting at `i` (", and then", "и", "а также", ";"), or nil.
    func joinerRun(_ tokens: [Token], at i: Int) -> Int? {
        func isJoiner(_ t: Token) -> Bool { t.kind == .word && SplitLexicon.joiners.contains(t.key) }
        func isSoft(_ t: Token) -> Bool { t.kind == .word && (t.key == "a" || t.key == "а") }
        let token = tokens[i]
        let starts = token.isSymbol(",") || token.isSymbol(";") || isJoiner(token)
            || (isSoft(token) && i + 1 < tokens.count && isJoiner(tokens[i + 1]))
        guard starts else { return nil }
        var end = i + 1
        while end < tokens.count, isJoiner(tokens[end]) || isSoft(tokens[end]) || tokens[end].isSymbol(",") { end += 1 }
        return end
    }

    /// The first token in `from..<to` that is not context (a day, a time, "then", "please").
    func firstAfterContext(_ tokens: [Token], from: Int, to: Int) -> Int? {
        var index = from
        while index < to, index - from < Self.contextReach, isContext(tokens[index]) || SplitLexicon.clauseOpeners.contains(tokens[index].key) {
            index += 1
        }
        return index < to ? index : nil
    }

    /// Words that say when, not what: they may stand before a clause's verb.
    func isContext(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .hashtag, .bang, .attribute: return true
        case .symbol: return token.isSymbol(":") || token.isSymbol(".") || token.isSymbol("-")
        case .plus, .quoted: return false
        case .word:
            let key = token.key
            return isDayWord(token) || Lexicon.datePrepositions.contains(key) || Lexicon.partsOfDay[key] != nil
                || Lexicon.partOfDayAdverbs.contains(key) || Lexicon.nextModifiers.contains(key)
                || Lexicon.thisModifiers.contains(key) || SplitLexicon.clauseOpeners.contains(key)
                || Lexicon.priorityWords[key] != nil
        }
    }

    /// A word that says when by itself: a day, a number, a part of the day.
    func isWhen(_ token: Token) -> Bool {
        isDayWord(token) || (token.kind == .word && (Lexicon.partsOfDay[token.key] != nil
            || Lexicon.partOfDayAdverbs.contains(token.key)))
    }

    /// A day named in words or digits: "tomorrow", "пятницу", "20", "maja".
    func isDayWord(_ token: Token) -> Bool {
        if token.kind == .number { return true }
        let key = token.key
        return Lexicon.relativeDays[key] != nil || Lexicon.weekdays[key] != nil || Lexicon.months[key] != nil
    }

    /// The clause once per person it addresses ("позвонить Анне и Борису завтра" → the clause
    /// with Анне, the clause with Борису), as ranges of the line to join; the clause whole
    /// when its verb is not one done per person.
    func perPerson(_ tokens: [Token], verbs: [Bool], in clause: Range<Int>) -> [[Range<String.Index>]] {
        let whole = [tokens[clause.lowerBound].range.lowerBound..<tokens[clause.upperBound - 1].range.upperBound]
        guard let verb = clause.first(where: { verbs[$0] && SplitLexicon.perPersonVerbs.contains(tokens[$0].key) }) else {
            return [whole]
        }
        func isName(_ index: Int) -> Bool {
            let token = tokens[index]
            return token.kind == .word && (token.text.first?.isUppercase ?? false) && !verbs[index] && !isContext(token)
        }
        var index = verb + 1
        if index < clause.upperBound, tokens[index].key == "to" || tokens[index].key == "do" { index += 1 }
        var names: [Int] = []
        while index < clause.upperBound, isName(index) {
            names.append(index)
            var next = index + 1
            while next < clause.upperBound, tokens[next].isSymbol(",") || SplitLexicon.joiners.contains(tokens[next].key) {
                next += 1
            }
            guard next > index + 1 else { break }
            index = next
        }
        guard names.count >= 2 else { return [whole] }
        let before = tokens[clause.lowerBound].range.lowerBound..<tokens[names[0]].range.lowerBound
        let after = tokens[names.last!].range.upperBound..<tokens[clause.upperBound - 1].range.upperBound
        return names.map { [before, tokens[$0].range, after] }
    }
}
