import Testing
@testable import TaskDraftCLI
import TaskDraftKit

/// A todo.txt line that names a key a task has one value of twice (`uid:`, `due:`, `pri:` or a
/// leading `(A)` and `pri:`, a date's day or time of day, a length, `rec:`): the first is taken,
/// and each other one is said on the draft and kept in its notes as written, as a second
/// `parent:` is. The last one used to win in silence.
@Suite struct TodoTxtRepeatedKeyTests {
    func record(_ line: String) throws -> SourceRecord {
        guard case .record(let record) = TodoTxtRecord.item(line, line: 1, zone: Fixtures.moscow) else {
            throw Failure(line: line)
        }
        return record
    }

    struct Failure: Error { let line: String }

    /// The line, what its first value gives the record, and the key and value of the second.
    static let lines: [(String, @Sendable (RecordFields) -> Bool, String, String)] = [
        ("Call Anna uid:a1 uid:b2", { $0.uid == "a1" }, "uid", "b2"),
        ("Call Anna UID:a1 uuid:b2", { $0.uid == "a1" }, "uuid", "b2"),
        ("Call Anna due:2026-12-03 due:2026-12-05", { $0.due == .date(CivilDate(year: 2026, month: 12, day: 3)) }, "due", "2026-12-05"),
        // The second is kept as written, not read: a word no date refuses nothing.
        ("Call Anna due:2026-12-03 due:friday", { $0.due == .date(CivilDate(year: 2026, month: 12, day: 3)) }, "due", "friday"),
        ("x 2026-12-02 Pay rent pri:A pri:C", { $0.priority == .high }, "pri", "C"),
        ("Pay rent pri:B pri:nine", { $0.priority == .medium }, "pri", "nine"),
        // A leading `(A)` is the line's first priority, so a `pri:` after it is a second one.
        ("(A) Pay rent pri:B", { $0.priority == .high }, "pri", "B"),
        ("(C) 2026-11-01 Pay rent pri:A", { $0.priority == .low }, "pri", "A"),
        ("(B) Pay rent pri:nine", { $0.priority == .medium }, "pri", "nine"),
        ("Plan t:2026-12-01 t:2026-12-09", { $0.more["wait_date"]?.stringValue == "2026-12-01" }, "t", "2026-12-09"),
        ("Plan start:2026-12-01 start:2026-12-09", { $0.more["start_date"]?.stringValue == "2026-12-01" }, "start", "2026-12-09"),
        ("Plan due:2026-12-03 due-time:15:00+03:00 due-time:09:00+03:00",
         { $0.due.flatMap(TodoTxtRecord.timeText) == "15:00+03:00" }, "due-time", "09:00+03:00"),
        ("Plan estimate:2h estimate:30min", { $0.more["estimate"]?.stringValue == "2h" }, "estimate", "30min"),
        ("Plan rec:1w rec:2d", { $0.recurrence?.rrule == "FREQ=WEEKLY" }, "rec", "2d"),
    ]

    @Test(arguments: lines.indices)
    func theFirstValueIsTakenAndTheOtherSaidAndKept(index: Int) throws {
        let (line, taken, key, value) = Self.lines[index]
        let fields = try record(line).fields
        #expect(taken(fields), "\(line): \(fields)")
        #expect(fields.kept == [KeptField(name: key, value: value, keyed: false)], "\(line)")
        #expect(fields.warnings.map(\.english) == ["a second \(key):\(value) on the line (a task has one, the first named); kept in the notes"],
                "\(line)")
        #expect(fields.warnings.first?.text(in: .russian) == "второе \(key):\(value) в строке (у задачи одно значение — первое); сохранено в заметках")
        #expect(fields.warnings.first?.text(in: .polish) == "drugie \(key):\(value) w wierszu (zadanie ma jedną wartość — pierwszą); zachowano w notatkach")
    }

    /// Each key once, as the export writes a line: nothing said, nothing kept.
    @Test func eachKeyOnceIsSaidNothingOf() throws {
        let fields = try record("x 2026-12-01 2026-11-01 Pay rent +home due:2026-12-01 due-time:15:00+03:00 start:2026-11-28 "
                                + "t:2026-11-29 estimate:20min rec:1w pri:A uid:ed1b parent:p1 depends:d1 depends:d2").fields
        #expect(fields.warnings.isEmpty && fields.kept.isEmpty, "\(fields)")
        #expect(fields.uid == "ed1b" && fields.priority == .high && fields.more["estimate"]?.stringValue == "20min")
        let open = try record("(B) 2026-11-01 Pay rent due:2026-12-01 uid:ed1c").fields
        #expect(open.warnings.isEmpty && open.kept.isEmpty && open.priority == .medium, "\(open)")
    }
}
