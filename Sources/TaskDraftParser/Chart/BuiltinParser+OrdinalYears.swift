import TaskDraftKit

/// A year in words as Russian and Polish say it: the thousands and hundreds as counts, the
/// last word an ordinal that agrees with the noun after it ("в две тысячи двадцать седьмом
/// году", "до тысяча девятьсот восемьдесят шестого года", "w dwa tysiące dwudziestym siódmym
/// roku"; Polish makes the tens an ordinal too, and people also say them as a count). The noun
/// is what makes the words a year, as "году" does after "2027": without it they are a count
/// ("две тысячи двадцать седьмых долей"), and without the thousands an age ("на двадцать седьмом
/// году работы").
extension BuiltinParser {
    func ordinalYear(at i: Int, in tokens: [Token]) -> Match? {
        func key(_ k: Int) -> Key? { i + k < tokens.count && tokens[i + k].kind == .word ? tokens[i + k].key : nil }
        guard let first = key(0) else { return nil }
        var year: Int
        var k: Int
        if let whole = Lexicon.yearOrdinals[first], whole == 2000 {
            // "в двухтысячном году", "w dwutysięcznym roku": the year is the one word.
            year = whole
            k = 1
        } else {
            if Self.yearThousands.contains(first) {
                year = 1000
                k = 1
            } else if let second = key(1), Self.yearThousands.contains(second), let count = Self.thousandCounts[first] {
                year = count * 1000
                k = 2
            } else {
                return nil
            }
            if let hundreds = key(k).flatMap({ Self.yearHundreds[$0] }) {
                year += hundreds
                k += 1
            }
            // The tens: a count ("двадцать", "dwadzieścia") or, in Polish, an ordinal
            // ("dwudziestym"), before the ordinal of the units.
            if let word = key(k), let unit = key(k + 1).flatMap({ Lexicon.yearOrdinals[$0] }), unit <= 9,
               let tens = Lexicon.numberWords[word].flatMap({ (20...90).contains($0) && $0 % 10 == 0 ? $0 : nil })
                ?? Lexicon.yearOrdinals[word].flatMap({ $0 >= 20 && $0 % 10 == 0 && $0 <= 90 ? $0 : nil }) {
                year += tens + unit
                k += 2
            } else if let ordinal = key(k).flatMap({ Lexicon.yearOrdinals[$0] }), ordinal < 100 {
                year += ordinal
                k += 1
            } else {
                return nil
            }
        }
        guard let noun = key(k), Self.ordinalYearNouns.contains(noun), (1900...2999).contains(year) else { return nil }
        k += 1
        if i + k < tokens.count, tokens[i + k].isSymbol("."), noun == "г" || noun == "r" { k += 1 }
        return Match(length: k, finding: .day(.year(year)), warning: .onlyYear(year))
    }

    /// "год", "году", "года", "rok", "roku", "г.", "r.": the noun an ordinal year agrees with.
    static let ordinalYearNouns: KeySet = LexiconSource.words(["год", "году", "года", "годом", "г", "rok", "roku", "rokiem", "r"])

    /// "одна тысяча", "две тысячи", "dwa tysiące".
    static let thousandCounts: KeyTable<Int> = LexiconSource.table([(1, ["одна"]), (2, ["две", "dwa"])])

    /// "тысяча", "тысячи" (after "две"), "tysiąc", "tysiące".
    static let yearThousands: KeySet = LexiconSource.words(["тысяча", "тысячи", "tysiąc", "tysiące"])

    static let yearHundreds: KeyTable<Int> = LexiconSource.table([
        (100, ["сто", "sto"]), (200, ["двести", "dwieście"]), (300, ["триста", "trzysta"]), (400, ["четыреста", "czterysta"]),
        (500, ["пятьсот", "pięćset"]), (600, ["шестьсот", "sześćset"]), (700, ["семьсот", "siedemset"]),
        (800, ["восемьсот", "osiemset"]), (900, ["девятьсот", "dziewięćset"]),
    ])
}

extension LexiconSource {
    /// Ordinals 1–90 in the forms the masculine "год" and "rok" take (nominative, genitive,
    /// dative, instrumental, prepositional), and the one-word 2000th.
    static let yearOrdinals: KeyTable<Int> = {
        let russianStems: [(Int, String)] = [
            (1, "перв"), (2, "втор"), (4, "четверт"), (5, "пят"), (6, "шест"), (7, "седьм"), (8, "восьм"),
            (9, "девят"), (10, "десят"), (11, "одиннадцат"), (12, "двенадцат"), (13, "тринадцат"), (14, "четырнадцат"),
            (15, "пятнадцат"), (16, "шестнадцат"), (17, "семнадцат"), (18, "восемнадцат"), (19, "девятнадцат"),
            (20, "двадцат"), (30, "тридцат"), (40, "сороков"), (50, "пятидесят"), (60, "шестидесят"), (70, "семидесят"),
            (80, "восьмидесят"), (90, "девяност"), (2000, "двухтысячн"),
        ]
        let polishStems: [(Int, String)] = [
            (1, "pierwsz"), (4, "czwart"), (5, "piąt"), (6, "szóst"), (7, "siódm"), (8, "ósm"), (9, "dziewiąt"), (10, "dziesiąt"),
            (11, "jedenast"), (12, "dwunast"), (13, "trzynast"), (14, "czternast"), (15, "piętnast"), (16, "szesnast"),
            (17, "siedemnast"), (18, "osiemnast"), (19, "dziewiętnast"), (20, "dwudziest"), (30, "trzydziest"),
            (40, "czterdziest"), (50, "pięćdziesiąt"), (60, "sześćdziesiąt"), (70, "siedemdziesiąt"), (80, "osiemdziesiąt"),
            (90, "dziewięćdziesiąt"), (2000, "dwutysięczn"),
        ]
        var groups: [(Int, [String])] = []
        for (value, stem) in russianStems {
            groups.append((value, ["ый", "ой", "ого", "ому", "ым", "ом"].map { stem + $0 }))
        }
        groups.append((3, ["третий", "третьего", "третьему", "третьим", "третьем"]))
        for (value, stem) in polishStems { groups.append((value, ["y", "ego", "emu", "ym"].map { stem + $0 })) }
        groups.append((2, ["drugi", "drugiego", "drugiemu", "drugim"]))
        groups.append((3, ["trzeci", "trzeciego", "trzeciemu", "trzecim"]))
        return table(groups)
    }()
}
