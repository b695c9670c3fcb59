import TaskDraftKit

/// What is wrong with a line of a Skills file, as `skills check` reports it: made by the
/// reader where it finds the problem, worded per language (`SkillsProblem+English.swift`,
/// `SkillsProblem+Russian.swift`); its English is what `skills check --json` keeps.
public enum SkillsProblem: LocalizedText, Hashable {
    /// A vocabulary term defined twice; `firstAt` is the earlier place (`file:line`).
    case termDefinedAgain(String, firstAt: String)
    case cannotRead, notUTF8
    /// Larger than `SkillsLoader.maximumFileBytes` (`most`), so not read.
    case tooLarge(most: Int)
    /// The file's name starts with none of the kinds the loader knows.
    case unknownKind
    // keep-names
    case emptyListItem, nameWithBar
    // workday
    case expectedHourLine
    case notAReminder(String, timeOfDayToo: Bool)
    case unknownHour(String, known: [String])
    case notATimeOfDay(String)
    // tone
    case expectedTerminalLine
    // urgency
    case expectedCoefficientLine
    case unknownCoefficient(String, known: [String])
    case notANumber(String)
    // vocabulary
    case expectedTableRow
    case unknownColumn(String)
    case headerNeedsTerm
    case cellCount(Int, header: Int)
    case badPriority(String)
    case badTime(String, known: [String])
    case emptyTerm

    /// The vocabulary table's columns, in the order the problems name them.
    public static let vocabularyColumns = ["term", "expansion", "tags", "priority", "time"]

    public static let samples: [SkillsProblem] = [
        .termDefinedAgain("gym", firstAt: "vocabulary.md:3"), .cannotRead, .notUTF8, .tooLarge(most: 1 << 20), .unknownKind, .emptyListItem, .nameWithBar,
        .expectedHourLine, .notAReminder("soon", timeOfDayToo: false), .notAReminder("soon", timeOfDayToo: true),
        .unknownHour("brunch", known: ["evening", "morning"]), .notATimeOfDay("25:00"), .expectedTerminalLine, .expectedTableRow,
        .unknownColumn("colour"), .headerNeedsTerm, .cellCount(2, header: 3), .cellCount(5, header: 1), .badPriority("urgent"),
        .badTime("noonish", known: ["evening", "morning"]), .emptyTerm,
        .expectedCoefficientLine, .unknownCoefficient("overdue", known: ["due", "age"]), .notANumber("lots"),
    ]
}
