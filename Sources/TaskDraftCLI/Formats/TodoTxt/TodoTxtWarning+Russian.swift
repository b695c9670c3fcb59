extension TodoTxtWarning {
    var russian: String {
        switch self {
        case .recurrenceNotUnderstood(let value): return "rec:\(value) не понято; задача импортирована без повтора"
        case .secondValue(let key, let value): return "второе \(key):\(value) в строке (у задачи одно значение — первое); сохранено в заметках"
        }
    }
}
