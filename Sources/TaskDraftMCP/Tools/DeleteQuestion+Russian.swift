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
        case .retitled(let intent, let old, let new): what = "\(intent.russian), название «\(old)» → «\(new)»"
        case .other(let intent): what = intent.russian
        }
        return "\(change.at) \(who): \(what)"
    }
}
