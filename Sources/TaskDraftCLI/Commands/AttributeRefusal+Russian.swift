import TaskDraftKit

extension AttributeRefusal {
    var russian: String {
        switch self {
        case .unknown(let name, let suggestion?):
            return "неизвестный атрибут \(Russian.quoted(name)) — может быть, \(Russian.quoted(suggestion))?"
        case .unknown(let name, nil): return "неизвестный атрибут \(Russian.quoted(name)); список атрибутов — в справке команды"
        case .spacedValue(let name, let value):
            return "в \(Russian.quoted(name + ": " + value)) пробел после двоеточия: чтобы задать значение, пишите \(name):\(value), "
                + "чтобы очистить — \(name): отдельно"
        }
    }
}
