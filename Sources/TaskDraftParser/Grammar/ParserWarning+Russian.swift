import TaskDraftKit

extension ParserWarning {
    public var russian: String {
        switch self {
        case .dayInName(let phrase, let weekday):
            return "\(Russian.quoted(phrase)) понято как срок в \(Russian.weekdayAccusative(weekday)); возможно, это только название"
        case .onlyYear(let year): return "назван только год; срок — конец \(year) года"
        case .onlyMonth(let month): return "назван только месяц; срок — конец \(Russian.monthGenitive(month))"
        case .numericDate(let written, let day, let month, let dayFirst, let region):
            return "\(Russian.quoted(written)) понято как \(day) \(Russian.monthGenitive(month)) ("
                + (dayFirst ? "день/месяц" : "месяц/день") + " в регионе \(region))"
        case .impossibleDate(let written): return "\(Russian.quoted(written)) — такой даты нет в календаре; срок не поставлен"
        case .severalMoments: return "названо несколько моментов; оставлен первый"
        case .severalDays: return "названо несколько дней; оставлен первый"
        case .severalTimes: return "названо несколько времён; оставлено первое"
        case .timePassedDueTomorrow(let time): return "\(time.hourMinute) сегодня уже прошло; срок — завтра"
        case .timePassed(let time): return "\(time.hourMinute) сегодня уже прошло"
        case .hourRead(let written, let time): return "\(Russian.quoted(written)) понято как \(time.hourMinute)"
        case .dueInThePast: return "срок уже прошёл"
        case .repeatDaysChosen(let written, let rrule):
            return "в \(Russian.quoted(written)) дни не названы; повтор — \(rrule): поменяйте дни, если нужны другие"
        case .twoDigitYear(let written, let year): return "\(Russian.quoted(written)) понято как \(year) год"
        case .reminderWithoutEventTime:
            return "напоминание не поставлено: не сказано, когда событие; назовите время, например \(Russian.quoted("завтра в 15:00"))"
        case .titleCut(let most):
            return "название сокращено до \(most) \(Russian.plural(most, "символа", "символов", "символов")); весь текст — в заметках"
        case .exceptionNotInRepeat(let written):
            return "повтор не пропускает \(Russian.quoted(written)): задача повторится и в эти дни; слова остались в названии"
        case .repeatMoreOftenThanDaily(let written):
            return "\(Russian.quoted(written)) — чаще раза в день, а задача так повторяться не может: повтор не задан; слова остались в названии"
        case .repeatInTwoMonthsOfAQuarter(let written):
            return "\(Russian.quoted(written)) приходится на первый и последний месяц квартала, а один повтор так не задать: повтор не задан; слова остались в названии"
        }
    }
}
