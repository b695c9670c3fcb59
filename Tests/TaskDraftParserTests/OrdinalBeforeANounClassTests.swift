import Testing
@testable import TaskDraftParser

/// A number written with its ordinal ending before a noun that is no calendar word orders the
/// noun ("the 2nd floor", "5th Avenue", "на 2-м этаже", "na 2gim piętrze") and stays in the
/// title with no day; before nothing, a calendar word, a function word or a verb it is still a
/// day of the month, and so is a Russian or Polish ordinal in a day's own cases ("до 15-го",
/// "к 20-му", "do 15-go") whatever follows it, and an English one before a capitalised
/// possessive, the person whose thing it is ("on the 15th Anna's party"). Written from the
/// rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct OrdinalBeforeANounClassTests {

    @Test(arguments: [
        ClassRow(text: "meeting on 2nd floor tomorrow", due: "2026-12-03", title: "Meeting on 2nd floor", warned: .nothing, region: "US"),
        ClassRow(text: "Meet at Starbucks on 5th avenue", title: "Meet at Starbucks on 5th avenue", region: "US"),
        ClassRow(text: "Walk down 5th Avenue on Friday", due: "2026-12-04", title: "Walk down 5th Avenue", region: "US"),
        ClassRow(text: "Clean the 2nd floor", title: "Clean the 2nd floor", region: "US"),
        ClassRow(text: "Clean the room on the 3rd floor", title: "Clean the room on the 3rd floor", region: "US"),
        ClassRow(text: "Collect the 3rd place trophy", title: "Collect the 3rd place trophy", region: "US"),
        ClassRow(text: "Buy a 1st edition of Dune", title: "Buy a 1st edition of Dune", region: "US"),
        ClassRow(text: "Help with 4th grade homework", title: "Help with 4th grade homework", region: "US"),
        ClassRow(text: "Plan our 10th anniversary", title: "Plan our 10th anniversary", region: "US"),
        ClassRow(text: "Prepare for the 2nd round", title: "Prepare for the 2nd round", region: "US"),
        ClassRow(text: "Убрать на 2-м этаже", title: "Убрать на 2-м этаже"),
        ClassRow(text: "Убрать на 3-м этаже в пятницу", due: "2026-12-04", title: "Убрать на 3-м этаже"),
        ClassRow(text: "Покрасить 2-й этаж", title: "Покрасить 2-й этаж"),
        ClassRow(text: "Posprzątać na 2gim piętrze", title: "Posprzątać na 2gim piętrze", region: "PL"),
        ClassRow(text: "Meet at 3rd Street", title: "Meet at 3rd Street", region: "US"),
        ClassRow(text: "Meet at the 5th Avenue's corner", title: "Meet at the 5th Avenue's corner", region: "US"),
        ClassRow(text: "Collect the 3rd team's trophy", title: "Collect the 3rd team's trophy", region: "US"),
        ClassRow(text: "Убрать на 2-м этаже у Анны", title: "Убрать на 2-м этаже у Анны"),
        ClassRow(text: "Posprzątać na 2gim piętrze u Anny", title: "Posprzątać na 2gim piętrze u Anny", region: "PL"),
    ])
    func anOrdinalBeforeANounIsNoDay(_ c: ClassRow) { c.check() }

    @Test(arguments: [
        ClassRow(text: "Pay rent on the 5th", due: "2026-12-05", title: "Pay rent", region: "US"),
        ClassRow(text: "Party the 2nd of January", due: "2027-01-02", title: "Party", region: "US"),
        ClassRow(text: "Send the report by the 20th", due: "2026-12-20", title: "Send the report", region: "US"),
        ClassRow(text: "Call on the 3rd at 5pm", due: "2026-12-03T17:00", title: "Call", region: "US"),
        ClassRow(text: "Meet every 2nd Tuesday", due: "2026-12-08", title: "Meet", rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
                 region: "US"),
        ClassRow(text: "Plan the 1st week of March", due: "2027-03-05", start: "2027-03-01", title: "Plan", region: "US"),
        ClassRow(text: "On the 5th call Bob", due: "2026-12-05", title: "Call Bob", region: "US"),
        ClassRow(text: "By the 20th submit the report", due: "2026-12-20", title: "Submit the report", region: "US"),
        ClassRow(text: "Show me the records in 21st century", due: "2099-12-31", start: "2000-01-01",
                 title: "Show me the records", region: "US"),
        ClassRow(text: "До 15-го сдать отчёт", due: "2026-12-15", title: "Сдать отчёт"),
        ClassRow(text: "До 15-го отчёт сдать", due: "2026-12-15", title: "Отчёт сдать"),
        ClassRow(text: "К 20-му числу отчёт", due: "2026-12-20", title: "Отчёт"),
        ClassRow(text: "Posprzątać 2. piętro", title: "Posprzątać 2. piętro", region: "PL"),
        ClassRow(text: "Posprzątać na 3 piętrze w piątek", due: "2026-12-04", title: "Posprzątać na 3 piętrze", region: "PL"),
        ClassRow(text: "Spotkanie o 15-stej godzinie", due: "2026-12-02T15:00", title: "Spotkanie", region: "PL"),
        ClassRow(text: "O 15stej spotkanie z Anną", due: "2026-12-02T15:00", title: "Spotkanie z Anną", region: "PL"),
        ClassRow(text: "Do 15-go oddać raport", due: "2026-12-15", title: "Oddać raport", region: "PL"),
        ClassRow(text: "on the 15th Anna's birthday", due: "2026-12-15", title: "Anna's birthday", region: "US"),
        ClassRow(text: "Plan on the 15th Anna's party", due: "2026-12-15", title: "Plan Anna's party", region: "US"),
        ClassRow(text: "by the 3rd Bob’s report", due: "2026-12-03", title: "Bob’s report", region: "US"),
        ClassRow(text: "До 15-го отчёт Анны", due: "2026-12-15", title: "Отчёт Анны"),
        ClassRow(text: "Do 15-go raport Anny", due: "2026-12-15", title: "Raport Anny", region: "PL"),
    ])
    func anOrdinalThatIsADayStaysOne(_ c: ClassRow) { c.check() }
}
