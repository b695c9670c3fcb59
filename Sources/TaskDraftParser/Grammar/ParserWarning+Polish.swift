import TaskDraftKit

extension ParserWarning {
    public var polish: String {
        switch self {
        case .dayInName(let phrase, let weekday):
            return "\(Polish.quoted(phrase)) odczytane jako termin w \(Polish.weekdayAccusative(weekday)); może to tylko nazwa"
        case .onlyYear(let year): return "podano tylko rok; termin na koniec \(year) roku"
        case .onlyMonth(let month): return "podano tylko miesiąc; termin na koniec \(Polish.monthGenitive(month))"
        case .numericDate(let written, let day, let month, let dayFirst, let region):
            return "\(Polish.quoted(written)) odczytane jako \(day) \(Polish.monthGenitive(month)) ("
                + (dayFirst ? "dzień/miesiąc" : "miesiąc/dzień") + " w regionie \(region))"
        case .impossibleDate(let written): return "\(Polish.quoted(written)) to nie data z kalendarza; termin nie został ustawiony"
        case .severalMoments: return "podano więcej niż jedną chwilę; zostawiono pierwszą"
        case .severalDays: return "podano więcej niż jeden dzień; zostawiono pierwszy"
        case .severalTimes: return "podano więcej niż jedną godzinę; zostawiono pierwszą"
        case .timePassedDueTomorrow(let time): return "\(time.hourMinute) dziś już minęła; termin jutro"
        case .timePassed(let time): return "\(time.hourMinute) dziś już minęła"
        case .hourRead(let written, let time): return "\(Polish.quoted(written)) odczytane jako \(time.hourMinute)"
        case .dueInThePast: return "termin już minął"
        case .repeatDaysChosen(let written, let rrule):
            return "\(Polish.quoted(written)) nie podaje dni; powtarzanie \(rrule): zmień dni, jeśli chodzi o inne"
        case .twoDigitYear(let written, let year): return "\(Polish.quoted(written)) odczytane jako rok \(year)"
        case .reminderWithoutEventTime:
            return "przypomnienie nie zostało ustawione: nie podano, kiedy jest wydarzenie; podaj czas, np. \(Polish.quoted("jutro o 15:00"))"
        case .titleCut(let most):
            return "tytuł skrócono do \(most) \(Polish.plural(most, "znaku", "znaków", "znaków")); cały tekst jest w notatkach"
        case .exceptionNotInRepeat(let written):
            return "powtarzanie nie pomija \(Polish.quoted(written)): zadanie powtórzy się i w te dni; słowa zostały w tytule"
        case .repeatMoreOftenThanDaily(let written):
            return "\(Polish.quoted(written)) to częściej niż raz dziennie, a zadanie nie może się tak powtarzać: nie ustawiono powtarzania; słowa zostały w tytule"
        case .repeatInTwoMonthsOfAQuarter(let written):
            return "\(Polish.quoted(written)) przypada na pierwszy i ostatni miesiąc kwartału, a jednym powtarzaniem tego nie ustawić: nie ustawiono powtarzania; słowa zostały w tytule"
        }
    }
}
