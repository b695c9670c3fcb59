extension AuditIntent {
    public var russian: String {
        switch self {
        case .action(let action): return action.russian
        case .list: return "чтение задач"
        case .draft: return "черновик"
        case .proposals: return "просмотр предложений"
        case .call: return "вызов неизвестного инструмента"
        case .other(let word): return word
        }
    }
}
