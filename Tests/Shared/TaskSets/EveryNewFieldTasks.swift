/// Five tasks that hold every field issue 29 added, made on the command line as a person would
/// make them, for the round trips through each peer (`TaskwarriorRoundTripTests`,
/// `ICalendarPeerRoundTripTests`, `CalDAVEveryFieldTests`) to take the same set: a start
/// (`scheduled`) as a day and as a moment, a wait as a day and as a moment, an estimate in days
/// and in minutes, the four priority levels, a tree three deep with a done step, a dependency,
/// and dated notes, one of them holding iCalendar's escaped characters and Cyrillic.
///
/// In an empty database the tasks are numbered 1 "Move the office", 2 "Pack the books" (a
/// subtask of 1), 3 "Label the boxes" (a subtask of 2, waiting for 4), 4 "Order boxes" and
/// 5 "Measure the rooms" (a subtask of 1, done).
public enum EveryNewFieldTasks {
    /// One command line and the moment it is run at.
    public struct Step: Sendable, CustomStringConvertible {
        public let arguments: [String]
        public let now: String

        /// The command line as a script runs it: `--yes`, at `now`.
        public var commandLine: [String] { arguments + ["--yes", "--now", now] }
        public var description: String { arguments.joined(separator: " ") }
    }

    static func step(_ arguments: [String], at now: String = "2026-12-01T09:00:00+03:00") -> Step {
        Step(arguments: arguments, now: now)
    }

    public static let steps: [Step] = [
        step(["add", "Move the office"], at: "2026-11-30T10:00:00+03:00"),                          // 1
        step(["add", "Pack the books", "--parent", "1"], at: "2026-11-30T10:01:00+03:00"),          // 2
        step(["add", "Label the boxes", "--parent", "2"], at: "2026-11-30T10:02:00+03:00"),         // 3
        step(["add", "Order boxes"], at: "2026-11-30T10:03:00+03:00"),                              // 4
        step(["add", "Measure the rooms", "--parent", "1"], at: "2026-11-30T10:04:00+03:00"),       // 5
        step(["modify", "1", "priority:H", "scheduled:2026-12-07", "estimate:2d"]),
        step(["modify", "2", "priority:M", "scheduled:2026-12-08T10:00", "wait:2027-01-04T09:30", "estimate:90min"]),
        step(["modify", "3", "priority:L", "wait:2027-01-04", "depends:4"]),
        step(["annotate", "1", "landlord says June"], at: "2026-11-30T10:00:00+03:00"),
        step(["annotate", "1", "keys: two sets, one spare; «ключи»"], at: "2026-12-01T12:00:07+03:00"),
        step(["annotate", "2", "the big boxes, two sets"], at: "2026-12-01T12:00:00+03:00"),
        step(["done", "5"], at: "2026-12-02T18:00:00+03:00"),
    ]
}
