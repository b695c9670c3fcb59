import Testing
import TaskDraftKit
import TaskDraftParser
import TestPeers
@testable import TaskDraftModels

/// A model's draft of words asking for a reminder counted from an event with no time said
/// ("remind me an hour before the meeting", "напомни за час до встречи", "przypomnij godzinę
/// przed spotkaniem") warns that no reminder was set (`ParserWarning.reminderWithoutEventTime`),
/// as the built-in parser's draft does: the cross-check, which every model's draft passes,
/// leaves the reminder out and now says so, where only the built-in backend's draft said it.
/// The model's answer is the scripted server's, which sets no reminder and no due.
@Suite struct ModelEventReminderTests {
    static let server = try! FaultServer()

    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let region: String
        /// The draft says the reminder asked for was not set.
        let dropped: Bool
        var description: String { text }
    }

    static let cases: [Case] = [
        Case(text: "remind me an hour before the meeting", region: "US", dropped: true),
        Case(text: "напомни за час до встречи", region: "RU", dropped: true),
        Case(text: "przypomnij godzinę przed spotkaniem", region: "PL", dropped: true),
        // Must not: the event's time is said, or the reminder counts from the due.
        Case(text: "remind me 30 minutes before the meeting tomorrow at 15:00", region: "US", dropped: false),
        Case(text: "Встреча завтра в 15:00, напомни за час до неё", region: "RU", dropped: false),
        Case(text: "przypomnij godzinę przed spotkaniem jutro o 15:00", region: "PL", dropped: false),
        Case(text: "write the quarterly report", region: "US", dropped: false),
    ]

    @Test(arguments: cases)
    func aModelsDraftWarnsAsTheBuiltinOneDoes(_ c: Case) throws {
        let context = DraftingFixtures.context(region: c.region)
        let model = DraftingFixtures.model(Self.server.url("ok"))
        let drafted = try model.draft(DraftRequest(text: c.text, context: context))
        #expect(drafted.backend == "llama", "drafted by the model, not a fallback")
        let warned = drafted.warnings.filter { $0.as(ParserWarning.self) == .reminderWithoutEventTime }
        #expect(warned.count == (c.dropped ? 1 : 0), "\(drafted.warnings.map(\.english))")
        let builtin = try BuiltinModel().draft(DraftRequest(text: c.text, context: context))
        #expect(builtin.warnings.contains(ParserWarning.reminderWithoutEventTime) == c.dropped, "the built-in reading of \(c.text)")
        #expect(drafted.reminders == builtin.reminders)
    }
}
