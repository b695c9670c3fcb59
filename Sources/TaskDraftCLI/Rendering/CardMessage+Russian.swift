import TaskDraftKit

/// The Russian wording of the draft card, its confirm step and the day words.
extension CardMessage {
    var russian: String {
        switch self {
        case .card: return "Черновик"
        case .fromSkillsDefault: return "(по умолчанию из Skills)"
        case .priority(let p): return p.russian
        case .none: return "нет"
        case .confirmPrompt: return "Сохранить? [Д]а / [и]зменить / [н]ет / или скажите, что поменять:"
        case .changed(let list): return "Изменено: " + list
        case .notUnderstood(let words): return "Не понял «\(words)»; черновик не изменён."
        case .noTitleYet: return "У задачи ещё нет названия."
        case .dropped: return "Черновик отброшен."
        case .droppedNothingWritten: return "Черновик отброшен; ничего не записано."
        case .cancelledDraft: return "Прервано; черновика нет. Сеанс продолжается."
        case .notRefined(let reason): return "Не изменено: " + reason + "; черновик прежний."
        case .refinementCancelled: return "Прервано; черновик прежний."
        case .earlierNotes(let n): return "… ранних заметок не показано: \(Message.grouped(n, .russian)) (show --json выводит все)"

        case .changeTitle(let a, let b): return "название «\(a)» → «\(b)»"
        case .changePriority(let a, let b): return FieldLabel.priority.onCard.russian + " " + a.russian + " → " + b.russian
        case .changeRepeats(let a, let b): return "повтор " + a + " → " + b
        case .changeField(let label, let a, let b): return label.russian + " " + a + " → " + b
        case .tagsAdded(let tags): return "теги + " + tags
        case .tagsRemoved(let tags): return "теги − " + tags
        case .notesRemoved(let label): return label.russian + " удалены"
        case .notesChanged(let label): return label.russian + " обновлены"

        case .prompt(let name, let hint):
            let what: String
            switch hint {
            case .plain: return name.russian + ": "
            case .clears: what = "или нет"
            case .moment: what = "словами, ГГГГ-ММ-ДД [ЧЧ:ММ] или нет"
            case .length: what = "2h, 30m, 1h30m или нет"
            case .priority: what = "нет, низкий, средний, высокий"
            case .reminders: what = "«за 30 минут», «9:00», через запятую, или нет"
            case .repeats: what = "словами, например «каждую пятницу», правило RRULE или нет"
            }
            return name.russian + " (" + what + "): "
        case .titleTooLong(let count, let most):
            return "в названии \(count) \(Russian.plural(count, "символ", "символа", "символов")); можно не больше \(most)"
        case .controlCharacters(let field): return "\(field): есть управляющие символы"
        case .tagControlCharacters: return "в теге есть управляющие символы"
        case .namesNoDate(let text):
            return "«\(text)» — не дата и не время; введите, например, «пятница 15:00», ГГГГ-ММ-ДД [ЧЧ:ММ] или нет"
        case .dueGuessed(let words, let date): return "Догадка: «\(words)» — срок \(date); исправьте дату, если имели в виду другую."
        case .notAPriority(let text): return "«\(text)» — не приоритет; введите нет, низкий, средний или высокий"
        case .notARepeatRule(let text): return "«\(text)» — не правило повтора; например, «каждую пятницу» или нет"
        case .notAnEstimate(let text): return "«\(text)» — не длительность; введите 2h, 30m, 1h30m или нет"

        case .weekday(let day): return ["пн", "вт", "ср", "чт", "пт", "сб", "вс"][day.rawValue - 1]
        case .month(let month): return ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"][month - 1]
        case .today: return "сегодня"
        case .tomorrow: return "завтра"
        case .yesterday: return "вчера"
        }
    }
}
