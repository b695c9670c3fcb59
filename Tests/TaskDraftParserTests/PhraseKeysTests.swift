import Foundation
import Testing
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Phrase tables cut phrases written in folded form straight from their bytes; every other
/// phrase goes through the tokenizer. Both must give the same keys, or a table entry would
/// silently stop matching what people type.
@Suite struct PhraseKeysTests {
    /// Every line of the sentence corpus and of the Skills files, whole and word by word:
    /// English, Russian and Polish text with capitals, ё, digits and punctuation.
    static let phrases: [String] = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let skills = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Skills")
        var files = [here.appendingPathComponent("Fixtures/sentences.tsv")]
        files += ((try? FileManager.default.contentsOfDirectory(at: skills, includingPropertiesForKeys: nil)) ?? [])
        var result: [String] = []
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                for field in line.split(separator: "\t") + line.split(separator: "|") {
                    result.append(String(field))
                    result += field.split(separator: " ").map(String.init)
                }
            }
        }
        return result
    }()

    /// Tables hold each Polish word also without its Polish letters; nothing else changes.
    @Test func plainLettersWritesOnlyPolishLettersPlain() {
        #expect(LexiconSource.plainLetters("piątek") == "piatek")
        #expect(LexiconSource.plainLetters("żółć, źdźbło i łań") == "zolc, zdzblo i lan")
        #expect(LexiconSource.plainLetters("Śmy ósmy") == "Śmy osmy")
        #expect(LexiconSource.plainLetters("café naïve") == "café naïve")
        #expect(LexiconSource.plainLetters("пятница, ёлка") == "пятница, ёлка")
        #expect(LexiconSource.plainLetters("next week") == "next week")
    }

    @Test func theByteFastPathAgreesWithTheTokenizer() {
        #expect(Self.phrases.count > 5_000)
        var fast = 0
        for phrase in Self.phrases {
            guard let keys = PhraseTable<Int>.foldedKeys(of: phrase) else { continue }
            fast += 1
            let slow = PhraseTable<Int>.tokenizedKeys(of: phrase)
            #expect(keys.map(\.text) == slow.map(\.text), "\(phrase)")
            #expect(keys.map(\.hash64) == slow.map(\.hash64), "\(phrase)")
        }
        #expect(fast > 1_000, "the fast path takes the common case")
    }

    @Test func keysOfWordsAreTheTokenizersFoldedForm() {
        for phrase in Self.phrases {
            let key = Key(phrase)
            let slow = Tokenizer.key(for: Substring(phrase).unicodeScalars)
            #expect(key.text == slow.text && key.hash64 == slow.hash64, "\(phrase)")
        }
        // Through variables: `Key("…")` with a literal is a key literal, which must be folded already.
        let (capitalised, time) = ("Ёлка", "15:00")
        #expect(Key(capitalised).text == "елка")
        #expect(Key(time).text == "15:00")
    }

    @Test func phrasesThatNeedFoldingOrTokenizingTakeTheSlowPath() {
        for phrase in ["EOD", "Планёрка", "ещё", "p1", "24/7", "end  of day", " eod", "eod ", "dziś", "1:1", ""] {
            #expect(PhraseTable<Int>.foldedKeys(of: phrase) == nil, "\(phrase)")
        }
        #expect(PhraseTable<Int>.keys(of: "Планёрка").map(\.text) == ["планерка"])
        #expect(PhraseTable<Int>.keys(of: "до конца дня").map(\.text) == ["до", "конца", "дня"])
    }
}
