import TaskDraftKit

extension DeleteQuestion {
    public var russian: String {
        switch self {
        case .asks(let client, let id, let title, let due):
            return "ИИ-агент (\(client)) просит удалить задачу \(id) «\(title)»" + (due.map { " (срок \($0))" } ?? "") + "."
        case .lastSeenAs(let title): return "Вы в последний раз видели её как «\(title)»: с тех пор ИИ-агент её переименовал."
        case .createdByAgents: return "Её создал ИИ-агент, и с тех пор её меняли только ИИ-агенты."
        case .latestChanges(let changes):
            return "Последние изменения, сначала новые: \(changes.map(Self.russian).joined(separator: "; "))."
        case .deleteIt: return "Удалить её? Вернуть можно командой `taskdraft undo`."
        case .formTitle(let id): return "Удаление задачи \(id)"
        }
    }

    private static func russian(_ change: Change) -> String {
        let who: String
        switch change.who {
        case .you: who = "вы"
        case .script(let name): who = "ваш сценарий (\(name))"
        case .sync(let host): who = "синхронизация с \(host)"
        case .desktop(let name): who = "ваш рабочий стол (\(name))"
        case .agent(let name, let via): who = "ИИ-агент \(name) через \(via)"
        }
        let what: String
        switch change.what {
        case .created(let title): what = "создал(а) её как «\(title)»"
        case .retitled(let intent, let old, let new): what = "\(Self.russianIntent(intent)), название «\(old)» → «\(new)»"
        case .other(let intent): what = Self.russianIntent(intent)
        }
        return "\(change.at) \(who): \(what)"
    }

    /// The undo log's name of an intent (`Action`'s raw value) as a Russian noun.
    private static func russianIntent(_ intent: String) -> String {
        switch Action(rawValue: intent) {
        case .create?: return "создание"
        case .complete?: return "выполнение"
        case .edit?: return "изменение"
        case .delete?: return "удаление"
        case .undo?: return "отмена"
        case .import?: return "импорт"
        case .sync?: return "синхронизация"
        case .token?: return "токены"
        case .review?: return "решение по предложению"
        case nil: return intent
        }
    }
}
