import TaskDraftKit

extension CrossCheckWarning {
    public var russian: String {
        switch self {
        case .inventedDeadline(let proposed): return "модель назначила срок, которого вы не называли (\(proposed)); он отброшен"
        case .otherDeadline(let proposed, let kept): return "модель поняла срок как \(proposed); оставлен \(kept) из ваших слов"
        case .missedDeadline(let kept): return "модель упустила названный вами срок; оставлен \(kept) из ваших слов"
        case .inventedReminders(let proposed):
            return "модель добавила напоминание, о котором вы не просили (\(proposed.map(\.description).joined(separator: ", "))); оно отброшено"
        case .inventedRecurrence(let proposed):
            return "модель добавила правило повтора, которого вы не называли (\(proposed.rrule)); оно отброшено"
        case .otherRecurrence(let proposed, let kept):
            return "модель поняла правило повтора как \(proposed.rrule); оставлено \(kept.rrule) из ваших слов"
        case .missedRecurrence(let kept): return "модель упустила названное вами правило повтора; оставлено \(kept.rrule) из ваших слов"
        case .otherPriority(let proposed, let kept):
            return "модель поняла приоритет как «\(proposed.russian)»; оставлен «\(kept.russian)» из ваших слов"
        case .inventedPriority(let proposed):
            return "модель поставила приоритет «\(proposed.russian)», о котором вы не просили; он отброшен"
        case .inventedProject(let project): return "модель добавила проект \(Russian.quoted(project)), которого вы не называли; он отброшен"
        case .missedProject(let kept): return "модель упустила названный вами проект; оставлен \(Russian.quoted(kept)) из ваших слов"
        case .inventedTags(let tags): return "модель добавила теги, которых вы не называли (\(tags.joined(separator: ", "))); они отброшены"
        case .missedTags(let tags): return "модель упустила теги из ваших слов (\(tags.joined(separator: ", "))); они добавлены"
        case .inventedText(let field): return "модель написала \(field.russian), для которых в ваших словах нет оснований; они отброшены"
        case .inventedPlan(let field, let proposed):
            return "модель заполнила поле «\(field.russian)», которого нет в ваших словах (\(proposed)); значение отброшено"
        case .otherPlan(let field, let proposed, let kept):
            return "модель поняла поле «\(field.russian)» как \(proposed); оставлено \(kept) из ваших слов"
        case .missedPlan(let field, let kept): return "модель упустила поле «\(field.russian)» из ваших слов; оставлено \(kept)"
        case .inventedParent(let parent):
            return "модель сделала задачу подзадачей задачи \(parent), чего в ваших словах нет; это отброшено"
        case .inventedDepends(let tasks):
            return "модель заставила задачу ждать задачу \(tasks.joined(separator: ", ")), чего в ваших словах нет; это отброшено"
        case .otherTitle(let proposed, let kept, let sharesNoWord):
            let why = sharesNoWord ? "не разделяет с вашими ни слова" : "говорит не то, что ваши слова"
            return "название модели \(Russian.quoted(proposed)) \(why); оставлено \(Russian.quoted(kept))"
        }
    }
}
