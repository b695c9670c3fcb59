import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// A refused repeat rule in Russian, case by case, whether a command line's option or an import
/// record carries it.
@Suite struct RecurrenceErrorTextTests {
    static let errors: [RecurrenceError] = [
        .missingFrequency, .malformed("UNTIL=2027"), .unsupported("BYHOUR"), .unsupported("FREQ=HOURLY"), .repeated("FREQ"),
        .outOfRange("BYMONTHDAY=32"), .conflicting("COUNT=3", "UNTIL=20270101"), .conflicting("BYDAY=2TU", "FREQ=WEEKLY"),
        .setPositionAlone("BYSETPOS=-1"),
    ]

    @Test(arguments: errors.indices) func eachCaseHasItsRussianWording(_ index: Int) {
        let error = Self.errors[index]
        let russian = FailureMessage.recurrenceRule(error).russian
        #expect(russian == "повтор: " + error.russian)
        #expect(FailureMessage.recurrenceRule(error).english == "recurrence: \(error.description)")
        // Every part the error names is in the Russian text; no English words are left.
        for part in [error.description].flatMap({ _ in Self.parts(error) }) { #expect(russian.contains(part), "\(russian)") }
        for english in ["recurrence part", "is malformed", "cannot be used", "not supported", "out of range", "more than once", "needs"] {
            #expect(!russian.contains(english), "\(russian)")
        }
        // An import record's problem and a draft's field carry the case: the same wording.
        #expect(RecordReason.recurrence(error).russian == error.russian)
        #expect(RecordReason.draftField(.recurrence(error)).russian == error.russian)
        #expect(RecordReason.draftField(.recurrence(error)).english == error.description)
    }

    static func parts(_ error: RecurrenceError) -> [String] {
        switch error {
        case .missingFrequency: return ["FREQ"]
        case .malformed(let p), .unsupported(let p), .repeated(let p), .outOfRange(let p), .setPositionAlone(let p): return [p]
        case .conflicting(let a, let b): return [a, b]
        }
    }
}
