import TaskDraftKit

extension ExportLeftOut {
    var russian: String {
        switch self {
        case .tasksNotOpen(let format, let n):
            return "\(format): не выгружено \(n) \(Russian.plural(n, "выполненная или удалённая задача", "выполненные или удалённые задачи", "выполненных или удалённых задач")); "
                + "формат хранит только открытые задачи"
        case .reminders(let format, let n):
            return "\(format): не выгружено \(n) \(Russian.plural(n, "напоминание", "напоминания", "напоминаний")); в формате нет места для напоминаний"
        case .linksOutside(let format, let n):
            return "\(format): не выгружено \(n) \(Russian.plural(n, "зависимость", "зависимости", "зависимостей")) от задач, которых нет в файле"
        case .parentsOutside(let format, let n):
            // The pronoun after the semicolon names the tasks, one or more, and does not follow
            // the numeral: 21 tasks are «эти задачи», so not Russian.plural (as in rulesWithoutWords).
            return "\(format): у \(n) \(Russian.plural(n, "задачи", "задач", "задач")) родительской задачи нет в файле; "
                + (n == 1 ? "эта задача записана" : "эти задачи записаны") + " на верхнем уровне"
        case .subtaskProjects(let format, let n):
            // The verb follows the projects, one or more, not the numeral (as in parentsOutside).
            return "\(format): " + (n == 1 ? "не выгружен проект" : "не выгружены проекты")
                + " у \(n) \(Russian.plural(n, "подзадачи", "подзадач", "подзадач")); "
                + "в формате подзадача записывается в проект задачи верхнего уровня"
        case .titleLabels(let format, let n):
            return "\(format): в \(n) \(Russian.plural(n, "названии", "названиях", "названиях")) есть слово с @, а в формате это метка; "
                + "такое слово вернётся тегом, а не частью названия"
        case .uncompletableTitles(let format, let n):
            // The tasks after the comma are one or more, not the numeral (as in parentsOutside).
            return "\(format): у \(n) \(Russian.plural(n, "задачи", "задач", "задач")) название начинается с «* », а в формате "
                + (n == 1 ? "это задача, которую нельзя отметить выполненной" : "это задачи, которые нельзя отметить выполненными")
                + "; импорт вернёт " + (n == 1 ? "её" : "их") + " без изменений"
        case .rulesWithoutWords(let format, let n):
            return "\(format): не выгружено \(n) \(Russian.plural(n, "правило повтора", "правила повтора", "правил повтора")); "
                + "в формате нет слов для " + (n == 1 ? "него" : "них")
        case .tasksDeleted(let format, let n):
            return "\(format): не выгружено \(n) \(Russian.plural(n, "удалённая задача", "удалённые задачи", "удалённых задач")); "
                + "в формате нет места для удалённых задач"
        case .field(let format, let label, let n):
            return "\(format): не выгружено поле «\(label.russian)» у \(n) \(Russian.plural(n, "задачи", "задач", "задач")); "
                + "в формате нет для него места"
        }
    }
}
