/// "Pay the invoices after the budget is approved": words after "after" ("после", "po") that
/// may name an open task by its title. The parser cannot see the tasks, so it hands these over
/// with the draft, and the store says what they name (`TaskStore.openTasks(named:)`, applied by
/// `TaskDraft.linkingDependencyName(in:)`): the one task they name is linked and the words leave
/// the title; none, and nothing changes; several, and nothing is linked either, the draft says
/// which (`DependencyNameWarning`).
///
/// The rule: each word of the phrase that carries content (not "the", "is", "done", "того как")
/// is in the task's title as `list` finds a word, by its stem (`SearchStem`) at the start of a
/// title word, whatever the case, ё or е, and with or without Polish letters (ł, ą, ż, …); a
/// number is a whole title word. The order does not matter; the title may have more words.
public struct DependencyName: Sendable, Hashable {
    /// One way to cut the words after the link word: the longest first, each one word shorter.
    public struct Reading: Sendable, Hashable {
        /// The words as written, after the link word ("the budget is approved").
        public var phrase: String
        /// The keys a title must hold (`Fold.keys` of the phrase's content words).
        public var words: [String]
        /// The draft's title with the link word and the phrase cut out.
        public var titleWithout: String

        public init(phrase: String, words: [String], titleWithout: String) {
            self.phrase = phrase
            self.words = words
            self.titleWithout = titleWithout
        }
    }

    /// What the store found, once asked.
    public enum Found: Sendable, Hashable {
        /// Not looked up yet (a parser's draft, or one drafted without a store).
        case notLookedUp
        /// No open task holds the words: they stay in the title.
        case nothing
        /// One open task: linked, the words out of the title.
        case task(NamedTask, phrase: String)
        /// Several open tasks (at most `shownCandidates` of them named), none linked.
        case several([NamedTask], phrase: String)
    }

    /// Readings, longest first; never empty.
    public var readings: [Reading]
    public var found: Found = .notLookedUp

    public init?(readings: [Reading]) {
        guard !readings.isEmpty else { return nil }
        self.readings = readings
    }

    /// The longest phrase, as written.
    public var phrase: String { readings[0].phrase }

    /// Most candidates named when the words name several tasks: enough to tell them apart, and
    /// a card or an error stays a few lines however many tasks share a word.
    public static let shownCandidates = 5

    /// Most words a reading keeps: a task's name is a few words, and each reading is a look-up.
    public static let maximumWords = 8
}

/// A task as a dependency's words named it: its number, its UID and its title.
public struct NamedTask: Sendable, Hashable {
    public var id: Int64
    public var uid: String
    public var title: String

    public var link: TaskLink { TaskLink(id: id, uid: uid) }
}

extension DependencyName {
    /// How a phrase's words and a title's words are compared: lower case, ё as е, Polish
    /// letters as their Latin base (a person types "zaplacic" for "zapłacić").
    public enum Fold {
        public static func text(_ text: some StringProtocol) -> String {
            PolishLetters.plain(String(text.lowercased().map { $0 == "ё" ? "е" : $0 }))
        }

        /// A title's words, folded: runs of letters and digits.
        public static func words(_ title: String) -> [Substring] {
            text(title).split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        }

        /// The keys a phrase's content words are compared by: each word's runs of letters and
        /// digits ("e-mail" is "e" and "mail", as a title's are), a number whole, a word by its
        /// stem (`SearchStem`, as `list` searches), folded.
        public static func keys(_ words: [String]) -> [String] {
            var keys: [String] = []
            for word in words {
                for part in word.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
                    let key = part.allSatisfy(\.isNumber) ? String(part) : text(SearchStem.stem(part))
                    if !keys.contains(key) { keys.append(key) }
                }
            }
            return keys
        }
    }

    /// Whether `title` holds every one of `words` (`Fold.keys`): a number as a whole title
    /// word, any other as the start of one.
    public static func title(_ title: String, holds words: [String]) -> Bool {
        let titleWords = Fold.words(title)
        return words.allSatisfy { word in
            word.allSatisfy(\.isNumber) ? titleWords.contains { $0 == word } : titleWords.contains { $0.hasPrefix(word) }
        }
    }
}

extension TaskDraft {
    /// The draft with its dependency's words (`dependencyName`) looked up in `store`, longest
    /// reading first, the first that names any open task deciding: one task is linked and the
    /// words leave the title; several are named in a warning and nothing is linked; none leaves
    /// the draft as it is. A draft without such words, or looked up already, is returned as it
    /// is; so is one whose store cannot be read: nothing is linked on a guess. `excluding`: the
    /// task being refined, when the draft is an existing task's, which cannot wait for itself.
    /// A number the words handed over (`linkingDependencyNumber(in:)`) is looked up first.
    public func linkingDependencyName(in store: TaskStore, excluding: Int64? = nil) -> TaskDraft {
        var draft = linkingDependencyNumber(in: store, excluding: excluding)
        guard var name = draft.dependencyName, name.found == .notLookedUp else { return draft }
        name.found = .nothing
        for reading in name.readings {
            guard var tasks = try? store.openTasks(holding: reading.words, limit: DependencyName.shownCandidates + 2) else {
                return draft
            }
            tasks.removeAll { $0.id == excluding }
            guard !tasks.isEmpty else { continue }
            if tasks.count == 1 {
                name.found = .task(tasks[0], phrase: reading.phrase)
                draft.title = reading.titleWithout
                draft.addDependencies([tasks[0].link])
            } else {
                let shown = Array(tasks.prefix(DependencyName.shownCandidates))
                name.found = .several(shown, phrase: reading.phrase)
                draft.warnings.append(DependencyNameWarning.several(phrase: reading.phrase, shown,
                                                                    more: tasks.count > shown.count))
            }
            break
        }
        draft.dependencyName = name
        return draft
    }

    /// The open tasks the words named when they named several, none of them linked.
    public var ambiguousDependency: (phrase: String, tasks: [NamedTask])? {
        guard case .several(let tasks, let phrase)? = dependencyName?.found else { return nil }
        return (phrase, tasks)
    }
}

extension DependencyName {
    /// The task the words named and the draft links, once looked up.
    public var linked: NamedTask? {
        guard case .task(let task, _) = found else { return nil }
        return task
    }
}
