import TaskDraftKit
import TaskDraftParser

/// At a single draft's card, words that point at a draft ("make the first one urgent",
/// "первую сделай срочной", "zrób pierwsze pilne") point at that draft: the pointing words are
/// taken out and the rest refines it. Dates stay dates: an English ordinal points only with
/// "one", "task", "item" or "draft" after it ("the first of the month", "the 1st", "the last
/// Friday" are days), and a Russian or Polish one only when it and the next word do not read
/// as a date ("в первую субботу", "w pierwszą sobotę"); the neuter "первое", "второе"… name days.
enum CardReference {
    static let englishOrdinals: Set<String> = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                                               "ninth", "tenth", "last"]
    /// Words after an ordinal that make it point at a draft.
    static let pointers: Set<String> = ["one", "task", "item", "draft", "задачу", "задача", "пункт", "zadanie"]

    /// The draft pointed at (1-based, -1 for the last) and the words without the pointing
    /// ones; nil when no words point at a draft.
    static func split(_ answer: String, context: ReadingContext) -> (row: Int, rest: String)? {
        let words = answer.split(separator: " ").map(String.init)
        let folded = words.map { word in
            var key = word.lowercased().replacingOccurrences(of: "ё", with: "е")
            while let last = key.last, ".,:;!?)".contains(last) { key.removeLast() }
            return key
        }
        for (index, key) in folded.enumerated() {
            guard let row = ReferenceParser.ordinals[key], key.allSatisfy(\.isLetter) else { continue }
            let next = index + 1 < folded.count ? folded[index + 1] : nil
            let pointed = next.map(pointers.contains) ?? false
            if englishOrdinals.contains(key) {
                guard pointed else { continue }
            } else {
                if key.hasSuffix("ое") || key.hasSuffix("ье") { continue }
                if !pointed, let next, BuiltinParser().analyze(key + " " + next, context: context).namedDay { continue }
            }
            var taken: Set<Int> = [index]
            if pointed { taken.insert(index + 1) }
            if index > 0, folded[index - 1] == "the" { taken.insert(index - 1) }
            let rest = words.indices.filter { !taken.contains($0) }.map { words[$0] }.joined(separator: " ")
            return (row, rest)
        }
        return nil
    }
}
