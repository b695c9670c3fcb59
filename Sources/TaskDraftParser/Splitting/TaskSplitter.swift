import TaskDraftKit

/// One task's share of an utterance: the words to draft (with the context it shares with the
/// others), where in the input it came from, and the person a note assigned it to.
public struct SplitPiece: Sendable, Hashable {
    /// The words to draft: the clause itself, with the context that governs it around it
    /// ("завтра", "by Friday, urgent", a heading's "W piątek").
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
    /// Lines of notes that are not action items (decisions, remarks, headings that give no
    /// context, ticked boxes).
    public var skipped: Int
    /// Kept as one task, but it may be several: a second verb the rules could not place.
    public var unsure: Bool
}

/// Finds the tasks in one utterance or in pasted notes, for every backend.
///
/// It decides by verbs, not by the conjunction: "Купить хлеб и молоко", "Call Anna and Tom about
/// the contract" and "Fix the search and replace dialog" join nouns and stay one task;
/// "позвонить маме и купить молоко" joins verb phrases and is two. Context shared by several
/// tasks goes to each task it governs (`TaskSplitter+Context.swift`): a heading's to the items
/// under it, an opening's to every clause of its line, a closing one's to the clauses it
/// follows; a task that names its own keeps its own. Notes give one task per action item.
public struct TaskSplitter: Sendable {
    public init() {}

    /// How many context words may stand between a joiner and the verb it introduces.
    static let contextReach = 4

    /// The tasks in `text`, read in `reading` (the moment, zone and Skills a task's words are
    /// read in, so that context is recognised as the drafts will read it).
    public func split(_ text: String, reading: ReadingContext, force: Bool = false) -> SplitPlan {
        let reader = ContextReader(reading)
        let lines = Self.lines(of: text)
        let inNotes = lines.count > 1
        var plan = SplitPlan(pieces: [], skipped: 0, unsure: false)
        var headings = HeadingScope()
        for entry in lines {
            if entry.afterBlank { headings.blankLine() }
            let note = NoteLine(entry.line, inNotes: inNotes, reader: reader)
            if note.kind == .heading {
                headings.enter(note.context, level: note.level)
                // A heading that gives its items a date or a project is used, not skipped.
                if note.context == nil { plan.skipped += 1 }
                continue
            }
            let isAction: Bool
            switch note.kind {
            case .action: isAction = true
            case .remark, .done, .heading: isAction = false
            case .plain:
                // In notes, a line is an action item when it starts with an action, whoever it
                // names ("Anna: on leave until Monday" is news).
                isAction = !inNotes || note.assigned || startsWithVerb(note.content)
            }
            guard isAction, !note.content.isEmpty else {
                plan.skipped += 1
                continue
            }
            headings.item()
            let base = entry.offset + entry.line.unicodeScalars.distance(from: entry.line.startIndex, to: note.content.startIndex)
            let cut = cutLine(note.content, force: force)
            let pieces = governedPieces(cut, label: note.context, headings: headings.phrases, reader: reader, force: force)
            plan.unsure = plan.unsure || (cut.unsure && pieces.count == 1)
            for var piece in pieces {
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

    /// The lines of `text` that hold words, each with its offset in scalars and whether a blank
    /// line stands before it.
    static func lines(of text: String) -> [(line: Substring, offset: Int, afterBlank: Bool)] {
        var lines: [(line: Substring, offset: Int, afterBlank: Bool)] = []
        var offset = 0
        var lineStart = text.startIndex
        var scalarsInLine = 0
        var afterBlank = false
        func add(_ line: Substring) {
            if line.trimmingSpaces.isEmpty {
                afterBlank = true
            } else {
                lines.append((line, offset, afterBlank))
                afterBlank = false
            }
        }
        for index in text.unicodeScalars.indices {
            if text.unicodeScalars[index] == "\n" {
                add(text[lineStart..<index])
                offset += scalarsInLine + 1
                scalarsInLine = 0
                lineStart = text.unicodeScalars.index(after: index)
            } else {
                scalarsInLine += 1
            }
        }
        add(text[lineStart...])
        return lines
    }

    /// Whether a line starts with a verb, after any context ("Завтра позвонить маме"). A word
    /// right after a preposition is its object ("on leave", "na urlopie"), not a verb.
    func startsWithVerb(_ text: Substring) -> Bool {
        let tokens = Tokenizer.tokenize(String(text))
        let verbs = verbMarks(tokens)
        guard let first = firstAfterContext(tokens, from: 0, to: tokens.count), verbs[first] else { return false }
        // "to" and "не" are prepositions only sometimes; before a verb they are its own.
        let before = first > 0 ? tokens[first - 1].key : nil
        return before.map { !Lexicon.datePrepositions.contains($0) || SplitLexicon.clauseOpeners.contains($0) } ?? true
    }

    /// Whether each token is a verb that can head a task: "do" before a day or a number is
    /// Polish "until" ("do piątku"), not English "do".
    func verbMarks(_ tokens: [Token]) -> [Bool] {
        tokens.indices.map { index in
            let token = tokens[index]
            guard token.kind == .word, SplitLexicon.isVerb(token.key) else { return false }
            if SplitLexicon.prepositionHomographs.contains(token.key), index + 1 < tokens.count, isDayWord(tokens[index + 1]) {
                return false
            }
            return true
        }
    }

    // MARK: - One line

    /// A line cut at the joiners where a new action begins.
    struct CutLine {
        let string: String
        let tokens: [Token]
        /// Whether each token is a verb that can head a task.
        let verbs: [Bool]
        var clauses: [Range<Int>]
        /// Whether the joiner before each clause makes it a later step ("and then", ";").
        var sequenced: [Bool]
        /// A second verb the rules could not place.
        var unsure: Bool
    }

    /// Cuts one line at its joiners, where a verb phrase follows.
    func cutLine(_ line: Substring, force: Bool) -> CutLine {
        let string = String(line)
        let tokens = Tokenizer.tokenize(string)
        let verbs = verbMarks(tokens)
        var cuts: [(end: Int, next: Int, sequenced: Bool)] = []  // the clause before ends at `end`; the next starts at `next`
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
            let marked = tokens[i].isSymbol(";") || isInlineListMarker(tokens, at: i)
            switch decide(tokens, verbs: verbs, left: left, right: right, semicolon: marked, force: force) {
            case .split:
                let sequenced = (i..<runEnd).contains { tokens[$0].isSymbol(";") || SplitLexicon.sequenceMarkers.contains(tokens[$0].key) }
                cuts.append((i, runEnd, sequenced))
                segmentStart = runEnd
            case .unsure:
                unsure = true
            case .join:
                break
            }
            i = runEnd
        }
        var clauses: [Range<Int>] = []
        var sequenced = [false]
        var start = 0
        for cut in cuts {
            clauses.append(start..<cut.end)
            sequenced.append(cut.sequenced)
            start = cut.next
        }
        clauses.append(start..<tokens.count)
        return CutLine(string: string, tokens: tokens, verbs: verbs, clauses: clauses, sequenced: sequenced, unsure: unsure)
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
            if !force, isCompoundModifier(tokens, verbs: verbs, left: left, right: right) { return .join }
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

    /// Whether "… and V N" continues a noun phrase: a verb standing where a noun belongs (after
    /// a determiner, "the search") that is not one of the verbs English often uses as nouns
    /// ("the plan", "the draft"), and a second verb followed by a bare singular noun, which a
    /// verb phrase would not take without a determiner ("replace dialog"), are one compound
    /// modifier of that noun: "Fix the search and replace dialog", "Test the drag and drop
    /// editor" — not two actions. Russian and Polish name such things with verbal nouns ("диалог
    /// поиска и замены", "okno wyszukiwania i zamiany"), which no rule takes for a verb.
    func isCompoundModifier(_ tokens: [Token], verbs: [Bool], left: Range<Int>, right: Range<Int>) -> Bool {
        guard let last = left.last, last > left.lowerBound, verbs[last], !SplitLexicon.isNounLike(tokens[last].key),
              right.count >= 2, verbs[right.lowerBound] else { return false }
        // The verb used as a noun: after a determiner, with only modifiers (no verb) between.
        var index = last - 1
        while index > left.lowerBound, !verbs[index], tokens[index].kind == .word,
              !SplitLexicon.determiners.contains(tokens[index].key) {
            index -= 1
        }
        guard SplitLexicon.determiners.contains(tokens[index].key) else { return false }
        let noun = tokens[right.lowerBound + 1]
        return noun.kind == .word && !verbs[right.lowerBound + 1] && !SplitLexicon.objectOpeners.contains(noun.key)
            && !(noun.text.first?.isUppercase ?? false) && !noun.key.text.hasSuffix("s")
    }

    /// The end of a joiner run starting at `i` (", and then", "и", "а также", ";"), or nil.
    func joinerRun(_ tokens: [Token], at i: Int) -> Int? {
        func isJoiner(_ t: Token) -> Bool { t.kind == .word && SplitLexicon.joiners.contains(t.key) }
        func isSoft(_ t: Token) -> Bool { t.kind == .word && (t.key == "a" || t.key == "а") }
        if isInlineListMarker(tokens, at: i) { return i + 2 }
        let token = tokens[i]
        let starts = token.isSymbol(",") || token.isSymbol(";") || isJoiner(token)
            || (isSoft(token) && i + 1 < tokens.count && isJoiner(tokens[i + 1]))
        guard starts else { return nil }
        var end = i + 1
        while end < tokens.count, isJoiner(tokens[end]) || isSoft(tokens[end]) || tokens[end].isSymbol(",") { end += 1 }
        return end
    }

    /// Whether "2)" at `i` numbers the next item of a list written on one line ("1) call the
    /// bank 2) send the invoice"): a number from 2 up, closed by ")", with words on both sides
    /// and no "(" before it on the line that it could close ("call (ext. 2) the bank").
    func isInlineListMarker(_ tokens: [Token], at i: Int) -> Bool {
        guard i > 0, i + 2 < tokens.count, tokens[i].kind == .number, let number = tokens[i].number, number >= 2,
              tokens[i].spaced, tokens[i + 1].isSymbol(")"), !tokens[i + 1].spaced, tokens[i + 2].spaced,
              tokens[i + 2].kind != .symbol else { return false }
        return !tokens[..<i].contains { $0.isSymbol("(") }
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
}
