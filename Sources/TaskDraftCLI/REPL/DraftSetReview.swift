import TaskDraftKit
import TaskDraftModels

/// The review of a set of drafts: a numbered card list, then one answer at a time. Enter
/// commits every draft, `n` drops the set, `2 n` drops the second, `3 e` edits the third;
/// "the second one friday" or "вторую на пятницу" refines one draft, "all #work" or "всем
/// тег работа" every draft. Used by the REPL and by `add --split` on a terminal,
/// and for agents' proposals (`/inbox`, `inbox review`), each card under its label.
struct DraftSetReview {
    enum Outcome {
        case commit([DraftSet.Item])
        case drop
        /// A slash command typed at the prompt: the set is dropped and the command runs.
        case interrupted(String)
        /// "as one task": the words are to be drafted again as one task (offered when `mergeable`).
        case merge
    }

    let console: Console
    let session: DraftingSession
    let lines: LineSource
    /// A line above each card (who proposed it, and what), in the set's order; none by default.
    var labels: [String] = []
    /// The line above the cards and the question under them, for this many drafts; the set's own by default.
    var header: (Int) -> Message = { .sets(.header($0)) }
    var prompt: (Int) -> Message = { .sets(.prompt($0)) }
    /// Whether "as one task" may put the set back together: when it came from one line of words.
    var mergeable = false

    /// Words that address every draft ("all #work", "всем тег работа", "wszystkie na piątek").
    static let allWords: Set<String> = ["all", "every", "each", "все", "всем", "всё", "каждой", "каждую", "wszystkie",
                                        "wszystkim", "każdemu", "kazdemu", "każde", "kazde"]

    /// What an answer addresses: one draft (1-based), every draft, or none named.
    enum Address: Equatable {
        case one(Int)
        case all
        case unnamed
    }

    /// Splits an answer into what it addresses and the words left ("the second one friday"
    /// → draft 2, "friday"; "2 n" → draft 2, "n"; "all #work" → all, "#work").
    static func address(_ answer: String) -> (Address, String) {
        var words = answer.trimmingWhitespace().split(separator: " ").map(String.init)
        func folded(_ word: String) -> String { word.lowercased().replacingOccurrences(of: "ё", with: "е") }
        while let first = words.first, ["the", "for", "make", "set", "у", "для", "сделай", "dla", "zrób", "zrob", "ustaw"].contains(folded(first)) {
            words.removeFirst()
        }
        guard let first = words.first else { return (.unnamed, answer.trimmingWhitespace()) }
        var address = Address.unnamed
        var key = folded(first)
        while let last = key.last, ".,:)".contains(last) { key.removeLast() }
        if let n = Int(key.hasPrefix("#") ? String(key.dropFirst()) : key), n > 0, key.count <= 3 {
            address = .one(n)
        } else if let n = ReferenceParser.ordinals[key] {
            address = .one(n)
        } else if allWords.contains(key) {
            address = .all
        }
        guard address != .unnamed else { return (.unnamed, answer.trimmingWhitespace()) }
        words.removeFirst()
        while let next = words.first, ReferenceParser.pointerWords.contains(folded(next)) || ["ones", "of", "them", "drafts",
                                                                                             "задачи", "задачам"].contains(folded(next)) {
            words.removeFirst()
        }
        return (address, words.joined(separator: " "))
    }

    func run(_ set: DraftSet) -> Outcome { review(set).outcome }

    /// The outcome, and for each draft kept (in order) its index in `set`. With labels (a
    /// review of proposals), the end of input leaves the set undecided instead of dropping it.
    func review(_ set: DraftSet) -> (outcome: Outcome, kept: [Int]) {
        var items = set.items
        var origins = Array(set.items.indices)
        let out = console.out
        while true {
            out.line("  " + console.say(header(items.count)))
            out.write(Self.render(items.map(\.draft), labels: labels.isEmpty ? nil : origins.map { labels[$0] },
                                  width: console.terminal.lineLimit, style: console.style, language: console.language))
            for warning in set.warnings {
                out.line("  " + console.style.yellow("! " + TerminalText.line(console.say(.warning(warning)))))
            }
            out.flush()
            let reply = ReviewAnswer.read(at: "  " + console.say(prompt(items.count)) + " ", from: lines, session: session)
            switch reply.kind {
            case .endOfInput, .interrupted:
                return (labels.isEmpty ? .drop : .interrupted(""), origins)
            case .drop:
                return (.drop, origins)
            case .command:
                return (.interrupted(reply.text), origins)
            case .commit:
                if let untitled = items.firstIndex(where: { !$0.draft.hasTitle }) {
                    out.line("  " + console.say(.untitled(untitled + 1)))
                    continue
                }
                session.record(.decision(.commit, detail: "\(items.count) " + English.plural(items.count, "draft", "drafts"), at: session.context.now))
                return (.commit(items), origins)
            case .merge where mergeable:
                session.record(.decision(.merge, detail: "\(items.count) " + English.plural(items.count, "draft", "drafts"), at: session.context.now))
                return (.merge, origins)
            case .edit, .split, .merge, .words:
                break  // read below: which draft, and what to do with it
            }
            let answer = reply.text
            let (address, rest) = Self.address(answer)
            let restWord = ConfirmationWords.normalized(rest)
            switch address {
            case .one(let n) where n == -1 || (1...items.count).contains(n):
                let index = n == -1 ? items.count - 1 : n - 1
                if ConfirmationWords.drop.contains(restWord) {
                    items.remove(at: index)
                    origins.remove(at: index)
                    session.record(.decision(.drop, detail: "draft \(index + 1)", at: session.context.now))
                    out.line("  " + console.say(.dropped(index + 1)))
                    if items.isEmpty {
                        out.line("  " + console.say(.nothingLeft))
                        return (.drop, origins)
                    }
                } else if ConfirmationWords.edit.contains(restWord) {
                    items[index].draft = FieldEditor(console: console, lines: lines, context: session.context).edit(items[index].draft)
                    session.record(.decision(.edit, detail: "draft \(index + 1)", at: session.context.now))
                    session.record(.draft(items[index].draft, at: session.context.now))
                } else if !rest.isEmpty, !ConfirmationWords.commit.contains(restWord) {
                    refine(&items, at: [index], with: rest)
                }
            case .one(let n):
                out.line("  " + console.say(.noSuchDraft(n, count: items.count)))
            case .all:
                if !rest.isEmpty { refine(&items, at: Array(items.indices), with: rest) }
            case .unnamed:
                if items.count == 1 {
                    refine(&items, at: [0], with: answer)
                } else {
                    out.line("  " + console.say(.whichDraft(TerminalText.line(answer.trimmingWhitespace()))))
                }
            }
        }
    }

    /// Refines the drafts at `indices` with the same words; says what changed in each. A refinement
    /// the backend did not make is said, and the drafts after it are not asked about: that is said
    /// too, by number, since the failure's own line speaks of one draft.
    private func refine(_ items: inout [DraftSet.Item], at indices: [Int], with words: String) {
        session.record(.decision(.refine, detail: indices.count == 1 ? "draft \(indices[0] + 1)" : "all", at: session.context.now))
        let refinement = DraftRefinement(console: console, session: session)
        var changedAny = false
        for (position, index) in indices.enumerated() {
            guard let refined = refinement.refine(items[index].draft, with: words) else {
                let rest = indices[(position + 1)...].map { $0 + 1 }
                if !rest.isEmpty { console.out.line("  " + console.say(.refinementStopped(index + 1, rest: rest))) }
                return
            }
            let changes = DraftChanges.between(items[index].draft, refined, zone: console.zone, language: console.language)
            guard !changes.isEmpty else { continue }
            changedAny = true
            console.out.line("  " + console.say(.changed(index + 1, changes.map { console.say($0) }.joined(separator: "; "))))
            items[index].draft = refined
        }
        if !changedAny { console.out.line("  " + console.say(.notUnderstood(TerminalText.line(words.trimmingWhitespace())))) }
    }

    /// The cards, numbered; each card's lines shifted right under its number, and under its
    /// label when there are labels.
    static func render(_ drafts: [TaskDraft], labels: [String]? = nil, width: Int?, style: Style, language: Language) -> String {
        var out = ""
        for (index, draft) in drafts.enumerated() {
            let label = "\(index + 1)."
            let shift = String(repeating: " ", count: label.count + 1)
            let card = DraftView.render(draft, width: width.map { $0 - shift.count }, style: style, language: language)
            if let heading = labels?[index] { out += "  " + label + " " + TerminalText.line(heading) + "\n" }
            for (number, line) in card.split(separator: "\n").enumerated() {
                out += number == 0 && labels == nil ? "  " + label + " " + line.dropFirst(2) + "\n" : shift + line + "\n"
            }
        }
        return out
    }
}
