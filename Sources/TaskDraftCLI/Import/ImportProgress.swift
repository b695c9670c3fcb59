import TaskDraftKit

/// The progress line an import keeps redrawing on a terminal's stderr: records so far,
/// records per second, and an ETA when the input's size is known. Silent when stderr is not
/// a terminal, so scripts' logs get only the report.
final class ImportProgress {
    /// Redraws at most this often: faster is flicker, and drawing costs time.
    static let redrawMilliseconds = 200.0
    /// The clock is read once per this many records.
    static let recordsPerClockCheck = 256

    private let err: Output
    private let enabled: Bool
    private let label: String
    private let language: Language
    private let started = MonotonicTime.now
    private var lastDraw = MonotonicTime.now
    private var drawn = false

    init(err: Output, enabled: Bool, label: String, language: Language = .english) {
        self.language = language
        self.err = err
        self.enabled = enabled
        self.label = label
    }

    /// `done` of `total` units (bytes or records); `records` is what the line shows.
    func update(records: Int, done: Int, total: Int?) {
        guard enabled, records % Self.recordsPerClockCheck == 0 else { return }
        let now = MonotonicTime.now
        guard now.milliseconds(since: lastDraw) >= Self.redrawMilliseconds else { return }
        lastDraw = now
        let seconds = now.milliseconds(since: started) / 1000
        var percent: Int?, secondsLeft: Int?
        if let total, total > 0, done > 0 {
            let fraction = min(1, Double(done) / Double(total))
            percent = Int(fraction * 100)
            if fraction < 1 { secondsLeft = Int((seconds / fraction - seconds).rounded(.up)) }
        }
        let text = ImportExportMessage.progress(label: label, records: records, perSecond: seconds > 0 ? Int(Double(records) / seconds) : nil,
                                                percent: percent, secondsLeft: secondsLeft).text(in: language)
        err.write("\r\u{1B}[K" + text)
        err.flush()
        drawn = true
    }

    /// Clears the line so the report starts on a clean one.
    func finish() {
        guard drawn else { return }
        err.write("\r\u{1B}[K")
        err.flush()
        drawn = false
    }

    /// 123456 → "123,456".
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
