import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Dates written in the forms Recognizers-Text's English sentences showed missing, class by
/// class, written from the rule (issue 28 §1): a month's name with a year and a day in any
/// order, year-month-day digits run together or apart, and days and years said in words.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct WrittenDateClassTests {
    // MARK: A month's name, a year and a day joined in any order

    /// The name and the four digits say which part is the month and which the year, so any
    /// order and any one separator reads the same day, in every language's month names.
    @Test(arguments: [
        ClassRow(text: "Renew the visa Sep-23-2027", due: "2027-09-23", title: "Renew the visa", region: "US"),
        ClassRow(text: "Renew the visa September-2027-23", due: "2027-09-23", title: "Renew the visa", region: "US"),
        ClassRow(text: "Renew the visa 2027/23/Sep", due: "2027-09-23", title: "Renew the visa", region: "US"),
        ClassRow(text: "Renew the visa 23-2027-September", due: "2027-09-23", title: "Renew the visa", region: "US"),
        ClassRow(text: "Продлить визу сен-23-2027", due: "2027-09-23", title: "Продлить визу"),
        ClassRow(text: "Przedłużyć wizę wrz-23-2027", due: "2027-09-23", title: "Przedłużyć wizę", region: "PL"),
    ])
    func aMonthNameYearAndDayInAnyOrder(_ row: ClassRow) { row.check() }

    /// A day that the month does not have is no date, and a longer chain is a code.
    @Test(arguments: [
        ClassRow(text: "Renew the visa Feb-30-2027", due: "-", region: "US"),
        ClassRow(text: "Ticket Sep-23-2027-15", due: "-", region: "US"),
    ])
    func aMonthNameChainThatIsNoDate(_ row: ClassRow) { row.check() }

    // MARK: Year, month and day in digits

    /// After a preposition, a symbol or nothing; right after a word they may be that word's
    /// number (below).
    @Test(arguments: [
        ClassRow(text: "Archive report-20270302.html", due: "2027-03-02", region: "US"),
        ClassRow(text: "Ship on 2027 03 14", due: "2027-03-14", title: "Ship", region: "US"),
        ClassRow(text: "Отгрузить до 2027 03 14", due: "2027-03-14", title: "Отгрузить"),
        ClassRow(text: "Wysłać do 20270314", due: "2027-03-14", title: "Wysłać", region: "PL"),
    ])
    func yearMonthDayDigits(_ row: ClassRow) { row.check() }

    /// Eight digits that are no date, or that follow the noun they number, stay in the title.
    @Test(arguments: [
        ClassRow(text: "Call 20271399", due: "-", title: "Call 20271399", region: "US"),
        ClassRow(text: "Pay invoice 20270302", due: "-", title: "Pay invoice 20270302", region: "US"),
        ClassRow(text: "Check account 2027 03 14", due: "-", title: "Check account 2027 03 14", region: "US"),
        ClassRow(text: "Dial 2027 03 14 15", due: "-", title: "Dial 2027 03 14 15", region: "US"),
    ])
    func digitsThatAreNoDate(_ row: ClassRow) { row.check() }

    // MARK: Days and years in words

    @Test(arguments: [
        ClassRow(text: "Launch on twenty five January twenty twenty eight", due: "2028-01-25", title: "Launch", region: "US"),
        ClassRow(text: "Launch on January twenty five twenty twenty eight", due: "2028-01-25", title: "Launch", region: "US"),
        ClassRow(text: "Launch on fifteen August two thousand and twenty eight", due: "2028-08-15", title: "Launch",
                 region: "US"),
        ClassRow(text: "Launch on 13 Sept twenty twenty eight", due: "2028-09-13", title: "Launch", region: "US"),
        ClassRow(text: "Launch on January first two thousand and thirty two", due: "2032-01-01", title: "Launch", region: "US"),
        ClassRow(text: "Launch on twenty five January", due: "2027-01-25", title: "Launch", region: "US"),
    ])
    func daysAndYearsInWords(_ row: ClassRow) { row.check() }

    /// A year in words needs a date before it, and a count before a noun is no day.
    @Test(arguments: [
        ClassRow(text: "Count nineteen eighty six", due: "-", title: "Count nineteen eighty six", region: "US"),
        ClassRow(text: "Buy two March tickets", due: "-", title: "Buy two March tickets", region: "US"),
    ])
    func numbersInWordsThatAreNoDate(_ row: ClassRow) { row.check() }

    /// Two digits after "of" close a date as its year, as they do alone.
    @Test(arguments: [
        ClassRow(text: "Launch 15 April of 28", due: "2028-04-15", title: "Launch", region: "US"),
    ])
    func aTwoDigitYearAfterOf(_ row: ClassRow) { row.check() }
}
