/// Which context goes to which task: the rule the splitter follows in every language.
///
/// Context is words the parser reads as a date, a time, a priority, a project, a repeat rule or
/// tags, with no words of a task left over (`ContextReader`). Where it stands decides what it
/// governs:
/// - **A heading** governs every item under it (`HeadingScope`): "W piątek:", "До среды:",
///   "## Project Apollo" over bullets or numbered lines.
/// - **An opening** governs every clause of its line: a label ("Tomorrow: …"), clauses of
///   context only before the first action ("By Monday, draft …"), and the context before the
///   first verb ("До обеда нужно сверить …", "Jutro kupić …"). It leaves the first task's words
///   with the modal or "please" that came with it, so that no title starts "Нужно".
/// - **A closing** — the context after the last clause's last verb ("… and call the bank by
///   Friday, urgent"), which that clause read whole names too ("… and enjoy the weekend" names
///   no day) — governs the clauses before it back to the last "then" or ";", unless
///   that clause opened with context of its own (it is framed by it: "и до пятницы отправить КП
///   срочно"), or another of those clauses names the same field (each then said its own: "call
///   mom tomorrow and pay the bill on Monday").
/// - A task's own field wins over a shared one, and a nearer shared one over a farther: the
///   clause itself, then the closing, the opening, the headings from inner to outer.
///
/// A task's words are its clause with the context that governs it around it, as it was said:
/// the drafts read them like any sentence, whichever backend drafts.
extension TaskSplitter {
    /// How many places in a last clause are tried as the start of a closing.
    static let closingTries = 4

    func governedPieces(_ cut: CutLine, label: ContextPhrase?, headings: [ContextPhrase], reader: ContextReader,
                        force: Bool) -> [SplitPiece] {
        let tokens = cut.tokens
        guard !tokens.isEmpty else { return [] }
        var opening: [ContextPhrase] = label.map { [$0] } ?? []
        var actions: [(index: Int, range: Range<Int>)] = []
        for (index, clause) in cut.clauses.enumerated() where !clause.isEmpty {
            if actions.isEmpty, cut.clauses.count > 1, !clause.contains(where: { cut.verbs[$0] }),
               let phrase = reader.phrase(text(cut, clause)) {
                opening.append(phrase)
                continue
            }
            actions.append((index, clause))
        }
        // Clauses of context only after the last action (a forced cut leaves them) close the line.
        var closing: [ContextPhrase] = []
        while actions.count > 1, let last = actions.last, !last.range.contains(where: { cut.verbs[$0] }),
              let phrase = reader.phrase(text(cut, last.range)) {
            closing.insert(phrase, at: 0)
            actions.removeLast()
        }
        guard actions.count > 1 else {
            // One task: all its words, with what a label and the headings give it.
            let whole = 0..<tokens.count
            return [piece(cut, own: whole, before: headings.reversed() + (label.map { [$0] } ?? []), after: [],
                          ownFields: nil, reader: reader)]
        }

        var starts = actions.map(\.range.lowerBound)
        if let lifted = openingContext(cut, clause: actions[0].range, shared: !opening.isEmpty, reader: reader) {
            if let phrase = lifted.phrase { opening.append(phrase) }
            starts[0] = lifted.end
        }
        var ownFields: [Int: ContextFields] = [:]
        func fields(_ k: Int) -> ContextFields {
            if let known = ownFields[k] { return known }
            let found = reader.fields(text(cut, starts[k]..<actions[k].range.upperBound))
            ownFields[k] = found
            return found
        }

        // The closing's reach: back to the last clause a "then" or ";" opens.
        let scopeStart = actions.indices.last { cut.sequenced[actions[$0].index] } ?? 0
        let lastIndex = actions.count - 1
        // What the opening and the headings already give: a closing that names it again is the
        // last clause's exception, not the rule for all ("Tomorrow: order toner and draft the
        // agenda by Friday").
        let framed = (headings + opening).reduce(into: ContextFields()) { $0.formUnion($1.fields) }
        var tail: ContextPhrase?
        // A closing is the last clause's context only where that clause, read whole, names its
        // fields: in "buy milk and enjoy the weekend" the weekend is what is enjoyed, no date.
        if lastIndex > scopeStart, !isFramed(cut, clause: actions[lastIndex].range, reader: reader),
           let found = closingContext(cut, clause: actions[lastIndex].range, reader: reader),
           framed.intersection(found.fields.exclusive).isEmpty, fields(lastIndex).isSuperset(of: found.fields.exclusive),
           !(scopeStart..<lastIndex).contains(where: { !fields($0).intersection(found.fields.exclusive).isEmpty }) {
            tail = found
        }

        let leadingVerb = force ? actions[0].range.first { cut.verbs[$0] }.map { sharedVerb(cut, at: $0, reader: reader) } : nil
        var pieces: [SplitPiece] = []
        for k in actions.indices {
            let inScope = k >= scopeStart
            var after: [ContextPhrase] = []
            if inScope, k != lastIndex, let tail { after.append(tail) }
            if inScope { after += closing }
            let before = headings.reversed() + opening
            // A forced cut of "купить хлеб и молоко" gives "молоко" the verb, and of "zadzwonić do
            // Anny i Tomka" gives "Tomka" the verb with its preposition, unless it has its own.
            // The same preposition again ("do Anny i do Tomka") is the object's, even where it
            // spells a verb in another language.
            var verb: String?
            let first = tokens[starts[k]]
            let repeated = leadingVerb?.preposition.map { Key($0) == first.key } ?? false
            if k > 0, let leadingVerb,
               repeated || !actions[k].range.contains(where: { cut.verbs[$0] }) {
                let ownPreposition = SplitLexicon.objectPrepositions.contains(first.key)
                verb = leadingVerb.preposition.flatMap { ownPreposition ? nil : leadingVerb.verb + " " + $0 } ?? leadingVerb.verb
            }
            let piece = piece(cut, own: starts[k]..<actions[k].range.upperBound, verb: verb, before: before, after: after,
                              ownFields: before.isEmpty && after.isEmpty ? [] : fields(k), reader: reader)
            pieces.append(piece)
        }
        return pieces
    }

    /// The verb at `index` as a forced cut gives it to the clauses after it, with the preposition
    /// that governs its object ("Zadzwonić" and "do" in "Zadzwonić do Anny i Tomka", "write" and
    /// "to" in "write to Anna and Tom"); none when the preposition opens a date or another
    /// field ("Позвонить в пятницу Анне и Тому"), which is not the object's.
    func sharedVerb(_ cut: CutLine, at index: Int, reader: ContextReader) -> (verb: String, preposition: String?) {
        let tokens = cut.tokens
        let verb = String(tokens[index].text)
        let next = index + 1
        guard next + 1 < tokens.count, tokens[next].kind == .word, SplitLexicon.objectPrepositions.contains(tokens[next].key),
              !isDayWord(tokens[next + 1]), reader.fields(words(cut, [next, next + 1])).isEmpty else { return (verb, nil) }
        return (verb, String(tokens[next].text))
    }

    /// A task's piece: its own words `own` (after `verb`, when a forced cut gave it one), with
    /// each shared phrase that names no field the words name already (`before` is said before
    /// them, outer to inner; `after` after them). Nearer phrases are weighed first: the closing,
    /// then the opening from its end, then the headings.
    func piece(_ cut: CutLine, own: Range<Int>, verb: String? = nil, before: [ContextPhrase], after: [ContextPhrase],
               ownFields: ContextFields?, reader: ContextReader) -> SplitPiece {
        let ownText = text(cut, own)
        var taken = ContextFields()
        var keptBefore: [ContextPhrase] = [], keptAfter: [ContextPhrase] = []
        if !before.isEmpty || !after.isEmpty {
            taken = ownFields ?? reader.fields(ownText)
            for phrase in after where taken.intersection(phrase.fields.exclusive).isEmpty {
                keptAfter.append(phrase)
                taken.formUnion(phrase.fields)
            }
            for phrase in before.reversed() where taken.intersection(phrase.fields.exclusive).isEmpty {
                keptBefore.insert(phrase, at: 0)
                taken.formUnion(phrase.fields)
            }
        }
        // Context said before the task's words stays set off by a comma, as in "Monday, renew the
        // insurance": run into them ("Monday renew …") a weekday reads as part of a name.
        let opening = keptBefore.map { $0.text + ", " }.joined()
        let words = opening + ((verb.map { [$0] } ?? []) + [String(ownText)] + keptAfter.map(\.text)).joined(separator: " ")
        let string = cut.string
        let lower = cut.tokens[own.lowerBound].range.lowerBound
        let upper = cut.tokens[own.upperBound - 1].range.upperBound
        return SplitPiece(text: words, start: string.unicodeScalars.distance(from: string.startIndex, to: lower),
                          end: string.unicodeScalars.distance(from: string.startIndex, to: upper))
    }

    /// The context before the first verb of a line's first clause, and where the clause's own
    /// words then start: "До обеда нужно | сверить остатки", "Tomorrow | buy milk", "Завтра | к
    /// врачу". Modals, "please" and "не забыть" go with it and leave both; they go with a
    /// context said before them too (`shared`: "By Friday, I need to | draft …"), with no
    /// phrase of their own.
    func openingContext(_ cut: CutLine, clause: Range<Int>, shared: Bool,
                        reader: ContextReader) -> (phrase: ContextPhrase?, end: Int)? {
        let tokens = cut.tokens
        let stop = clause.first { cut.verbs[$0] && !SplitLexicon.rememberVerbs.contains(tokens[$0].key) }
            ?? clause.first { !isContext(tokens[$0]) && !isFiller(cut, at: $0) }
        guard let stop, stop > clause.lowerBound else { return nil }
        let kept = (clause.lowerBound..<stop).filter { !isFiller(cut, at: $0) }
        guard !kept.isEmpty else { return shared ? (nil, stop) : nil }
        if let phrase = reader.phrase(words(cut, kept)) { return (phrase, stop) }
        // Only its start may be context ("Завтра к врачу"): up to its last word that says when.
        guard let lastWhen = kept.last(where: { isWhen(tokens[$0]) }), lastWhen + 1 < stop,
              let phrase = reader.phrase(words(cut, kept.filter { $0 <= lastWhen })) else { return nil }
        return (phrase, lastWhen + 1)
    }

    /// The context after the last verb of a clause, to its end: "by Friday, urgent" in "call the
    /// bank by Friday, urgent".
    func closingContext(_ cut: CutLine, clause: Range<Int>, reader: ContextReader) -> ContextPhrase? {
        guard let lastVerb = clause.last(where: { cut.verbs[$0] }) else { return nil }
        let end = cut.tokens[clause.upperBound - 1].range.upperBound
        var tries = 0
        for start in (lastVerb + 1)..<clause.upperBound where reader.mayStartContext(cut.tokens, at: start) {
            if let phrase = reader.phrase(cut.string[cut.tokens[start].range.lowerBound..<end]) { return phrase }
            tries += 1
            if tries == Self.closingTries { break }
        }
        return nil
    }

    /// Whether a clause opens with context of its own before its verb ("до пятницы отправить КП").
    func isFramed(_ cut: CutLine, clause: Range<Int>, reader: ContextReader) -> Bool {
        guard let verb = clause.first(where: { cut.verbs[$0] }), verb > clause.lowerBound else { return false }
        let kept = (clause.lowerBound..<verb).filter {
            !isFiller(cut, at: $0) && !SplitLexicon.clauseOpeners.contains(cut.tokens[$0].key)
        }
        return !kept.isEmpty && reader.phrase(words(cut, kept)) != nil
    }

    /// A word of an opening that belongs to no task: a modal, "please", the speaker, a verb of
    /// remembering and the negation before it ("не забыть", "don't forget to").
    func isFiller(_ cut: CutLine, at index: Int) -> Bool {
        let tokens = cut.tokens
        let key = tokens[index].key
        guard tokens[index].kind == .word else { return false }
        if SplitLexicon.openingFillers.contains(key) || SplitLexicon.rememberVerbs.contains(key) { return true }
        guard SplitLexicon.negations.contains(key) else { return false }
        var next = index + 1
        while next < tokens.count, SplitLexicon.negations.contains(tokens[next].key) { next += 1 }
        return next < tokens.count && SplitLexicon.rememberVerbs.contains(tokens[next].key)
    }

    /// The line's words from the first token of `range` to the last, as written.
    func text(_ cut: CutLine, _ range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return "" }
        return cut.string[cut.tokens[range.lowerBound].range.lowerBound..<cut.tokens[range.upperBound - 1].range.upperBound]
    }

    /// The tokens at `indices`, spaced as written (a space where words were left out between them).
    func words(_ cut: CutLine, _ indices: [Int]) -> String {
        var result = ""
        var previous: Int?
        for index in indices {
            let token = cut.tokens[index]
            if let previous, token.spaced || index != previous + 1 { result += " " }
            result += token.text
            previous = index
        }
        return result
    }
}
