import Foundation
import TaskDraftKit
import Testing
@testable import TaskDraftModels
@testable import TaskDraftParser

/// The parser's tables and the shipped Skills are built before run time into checked-in
/// Swift source. These tests fail when that source no longer matches what it is built from.
@Suite struct GeneratedTablesTests {
    static let regenerate = ProcessInfo.processInfo.environment["TASKDRAFT_REGENERATE"] == "1"

    @Test(arguments: TableGenerator.files.map(\.path))
    func theCheckedInSourceIsWhatTheGeneratorWrites(path: String) throws {
        let source = TableGenerator.files.first { $0.path == path }!.source()
        let url = TableGenerator.root.appendingPathComponent(path)
        if Self.regenerate {
            try Data(source.utf8).write(to: url)
            return
        }
        let checkedIn = (try? Data(contentsOf: url)) ?? Data()
        #expect(checkedIn == Data(source.utf8), """
            \(path) is stale: its source (LexiconSource or Skills/) changed after it was generated. \
            Run scripts/generate-tables.sh (or `make generated-tables`) and commit the file it rewrites.
            """)
    }

    @Test func theGeneratedTablesHoldTheSourceTables() {
        func same<Value: Equatable>(_ generated: KeyTable<Value>, _ source: KeyTable<Value>, _ name: String) {
            #expect(generated.count == source.count, "\(name)")
            for (key, value) in zip(source.hashedKeys, source.values) {
                #expect(generated[Key(folded: key.text, hash64: 0)] == value, "\(name): \(key)")
            }
        }
        same(Lexicon.relativeDays, LexiconSource.relativeDays, "relativeDays")
        same(Lexicon.ordinals, LexiconSource.ordinals, "ordinals")
        same(Lexicon.weekdays, LexiconSource.weekdays, "weekdays")
        same(Lexicon.units, LexiconSource.units, "units")
        same(Lexicon.partsOfDay, LexiconSource.partsOfDay, "partsOfDay")
        same(Lexicon.priorityWords, LexiconSource.priorityWords, "priorityWords")
        same(Lexicon.yearOrdinals, LexiconSource.yearOrdinals, "yearOrdinals")
        same(Lexicon.recurrencePositions, LexiconSource.recurrencePositions, "recurrencePositions")
        same(Lexicon.recurrenceIntervalOrdinals, LexiconSource.recurrenceIntervalOrdinals, "recurrenceIntervalOrdinals")
        same(Lexicon.recurrenceUnits, LexiconSource.recurrenceUnits, "recurrenceUnits")
        same(Lexicon.recurrencePluralWeekdays, LexiconSource.recurrencePluralWeekdays, "recurrencePluralWeekdays")
        same(Lexicon.recurrencePartsOfDay, LexiconSource.recurrencePartsOfDay, "recurrencePartsOfDay")
        #expect(Set(Lexicon.recurrenceOpeners.keys.map(\.text)) == Set(LexiconSource.recurrenceOpeners.keys.map(\.text)))
        for (key, value) in zip(LexiconSource.seasonNames.hashedKeys, LexiconSource.seasonNames.values) {
            let generated = Lexicon.seasonNames[Key(folded: key.text, hash64: 0)]
            #expect(generated?.0 == value.0 && generated?.1 == value.1, "seasonNames: \(key)")
        }
        for key in LexiconSource.wordStarts.keys { #expect(Lexicon.wordStarts.contains(Key(key.text)), "\(key)") }
        #expect(Lexicon.wordStarts.keys.count == LexiconSource.wordStarts.keys.count)
        #expect(!Lexicon.wordStarts.contains("submit"))
    }

    /// `wordStarts` is built at the size it is declared with; past it the table would grow, and the
    /// generated table would be laid out at twice the slots.
    @Test func wordStartsFitsTheSizeItIsBuiltFor() {
        let count = LexiconSource.wordStarts.keys.count
        #expect(count <= LexiconSource.wordStartsCapacity, """
            wordStarts holds \(count) keys, more than the \(LexiconSource.wordStartsCapacity) it is sized for: \
            raise LexiconSource.wordStartsCapacity and run scripts/generate-tables.sh
            """)
        let slots = KeyTable<Bool>.capacity(for: LexiconSource.wordStartsCapacity)
        #expect(LexiconSource.wordStarts.table.slotEntries.count == slots)
        #expect(Lexicon.wordStarts.table.slotEntries.count == slots)
    }

    @Test func theGeneratedConnectorsAndNamesMatchWhatTheSourceMatches() {
        for sentence in ["in the next 3 days", "nie później niż piątek", "nie pozniej niz piatek", "не позже пятницы",
                         "wait until May", "w ciągu najbliższych dni", "christmas eve", "boże ciało", "by the end of May",
                         "do konca maja", "the rest of the week", "przez całą noc"] {
            let tokens = Tokenizer.tokenize(sentence)
            func same<Value>(_ generated: PhraseTable<Value>, _ source: PhraseTable<Value>) {
                let built = source.longestMatch(tokens, at: 0), read = generated.longestMatch(tokens, at: 0)
                #expect(built?.length == read?.length, "\(sentence)")
                #expect(built.map { "\($0.value)" } == read.map { "\($0.value)" }, "\(sentence)")
            }
            same(Lexicon.connectors, LexiconSource.connectors)
            same(Lexicon.holidayNames, LexiconSource.holidayNames)
            same(Lexicon.monthEndOpeners, LexiconSource.monthEndOpeners)
            same(Lexicon.wholeOrRestWords, LexiconSource.wholeOrRestWords)
        }
        #expect(Lexicon.connectors.longestMatch(Tokenizer.tokenize("nie później niż"), at: 0)?.length == 3)
        #expect(Lexicon.holidayNames.longestMatch(Tokenizer.tokenize("boze cialo"), at: 0)?.length == 2)
    }

    @Test func theGeneratedPhrasesMatchWhatTheSourcePhrasesMatch() {
        for sentence in ["by the end of the day", "до конца рабочего дня", "in half an hour please", "every other week",
                         "po południu", "w tej chwili", "P1 call", "not urgent", "right now"] {
            let tokens = Tokenizer.tokenize(sentence)
            let built = LexiconSource.phrases.longestMatch(tokens, at: 0)
            let generated = Lexicon.phrases.longestMatch(tokens, at: 0)
            #expect(built != nil && built?.length == generated?.length, "\(sentence)")
            #expect(built.map { "\($0.value)" } == generated.map { "\($0.value)" }, "\(sentence)")
        }
    }
}
