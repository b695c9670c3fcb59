extension NumberedDependencyWarning {
    public var english: String {
        switch self {
        case .readAsTask(let phrase, let task, let hour):
            let read = "\"\(phrase)\" is read as after task \(task.id) \"\(task.title)\""
            guard let hour else { return read + "; for the hour write it with \"am\", \"pm\" or as \"at 17:00\"" }
            return read + "; for the hour write \"after \(Self.twelveHour(hour))\" or \"at \(hour.hourMinute)\""
        }
    }

    /// 17:00 as "5pm", 00:30 as "12:30am": the clock English writes after "after".
    static func twelveHour(_ time: LocalTime) -> String {
        let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
        let minutes = time.minute == 0 ? "" : ":" + (time.minute < 10 ? "0" : "") + String(time.minute)
        return String(hour) + minutes + (time.hour < 12 ? "am" : "pm")
    }
}
