import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A year said in words is the year said in digits (issue 28): English counts it ("in two
/// thousand and twenty seven"), Russian and Polish make its last word an ordinal that agrees
/// with "год"/"rok" ("в две тысячи двадцать седьмом году", "w dwa tysiące dwudziestym siódmym
/// roku"). Each sentence drafts as the same sentence with the year in digits.
extension GrammarClassTests {
    struct SameAs: CustomStringConvertible, Sendable {
        let words: String
        let digits: String
        var region = "RU"
        var description: String { words }
    }

    @Test(arguments: [
        SameAs(words: "Plan the move in two thousand and twenty seven", digits: "Plan the move in 2027", region: "US"),
        SameAs(words: "Plan the move in two thousand thirty", digits: "Plan the move in 2030", region: "US"),
        // Every case the noun takes: prepositional, genitive, accusative.
        SameAs(words: "Переехать в две тысячи двадцать седьмом году", digits: "Переехать в 2027 году"),
        SameAs(words: "Хранить документы до две тысячи тридцатого года", digits: "Хранить документы до 2030 года"),
        SameAs(words: "Проверить договоры с две тысячи двадцать пятого года по две тысячи двадцать седьмой год",
               digits: "Проверить договоры с 2025 года по 2027 год"),
        SameAs(words: "Найти фото тысяча девятьсот восемьдесят шестого года", digits: "Найти фото 1986 года"),
        SameAs(words: "Вспомнить, что было в двухтысячном году", digits: "Вспомнить, что было в 2000 году"),
        SameAs(words: "Отчёт за две тысячи сорок первый год", digits: "Отчёт за 2041 год"),
        // Polish says the tens as an ordinal too, and people also say them as a count.
        SameAs(words: "Przeprowadzić się w dwa tysiące dwudziestym siódmym roku", digits: "Przeprowadzić się w 2027 roku",
               region: "PL"),
        SameAs(words: "Przeprowadzić się w dwa tysiące dwadzieścia siódmym roku", digits: "Przeprowadzić się w 2027 roku",
               region: "PL"),
        SameAs(words: "Przechowywać dokumenty do dwa tysiące trzydziestego roku", digits: "Przechowywać dokumenty do 2030 roku",
               region: "PL"),
        SameAs(words: "Sprawdzić umowy od dwa tysiące dwudziestego piątego roku do dwa tysiące dwudziestego siódmego roku",
               digits: "Sprawdzić umowy od 2025 roku do 2027 roku", region: "PL"),
        SameAs(words: "Przypomnieć sobie, co było w tysiąc dziewięćset osiemdziesiątym szóstym roku",
               digits: "Przypomnieć sobie, co było w 1986 roku", region: "PL"),
        SameAs(words: "Przypomniec sobie, co bylo w tysiac dziewiecset osiemdziesiatym szostym roku",
               digits: "Przypomniec sobie, co bylo w 1986 roku", region: "PL"),
    ])
    func aYearInWordsIsTheYearInDigits(_ c: SameAs) {
        let (words, digits) = (Self.draft(c.words, region: c.region), Self.draft(c.digits, region: c.region))
        #expect(words.due != nil, "due of \(c.words)")
        #expect(ClassRow.text(words.due) == ClassRow.text(digits.due), "due of \(c.words)")
        #expect(ClassRow.text(words.start) == ClassRow.text(digits.start), "start of \(c.words)")
        #expect(words.title == digits.title, "title of \(c.words)")
        #expect(words.warnings == digits.warnings, "warnings of \(c.words)")
    }

    // Without the noun the words are a count, and without the thousands an age or an ordinal
    // of something else.
    @Test(arguments: [
        ClassRow(text: "Заказать две тысячи двадцать седьмых партий", due: "-"),
        ClassRow(text: "Отметить юбилей на двадцать седьмом году работы", due: "-"),
        ClassRow(text: "Zamówić dwa tysiące dwudziestą siódmą partię", due: "-", region: "PL"),
        ClassRow(text: "Uczcić jubileusz w dwudziestym siódmym roku pracy", due: "-", region: "PL"),
        ClassRow(text: "Order two thousand twenty seven boxes", due: "-", region: "US"),
    ])
    func wordsOfAYearWithoutItsNounAreNoYear(_ row: ClassRow) { row.check() }
}
