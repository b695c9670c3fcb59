import Foundation
import Testing

/// `inbox edit ID… --field…` changes what an agent proposed as `edit` changes a task: the
/// dates in words count from now, and a reminder at a time of day from the proposal's own due
/// (the one the edit gives it, else the one the agent drafted), each proposal's when several are edited.
@Suite struct InboxEditCommandTests {
    /// Two proposals from an agent over MCP, due tomorrow at 10:00 and on 10 December at 18:00; their ids.
    static func twoProposals(_ td: TaskDraftBinary) throws -> [String] {
        _ = try InboxCommandTests.agent(td, scope: "propose", calls: [
            #"{"name":"create_task","arguments":{"text":"Call Anna tomorrow at 10:00"}}"#,
            #"{"name":"create_task","arguments":{"text":"Pay rent on 10 December at 18:00"}}"#,
        ])
        let inbox = try td.json(["inbox", "--json"]) as! [[String: Any]]
        #expect(inbox.map { ($0["draft"] as? [String: Any])?["due"] as? String }
                == ["2026-12-03T10:00:00+03:00", "2026-12-10T18:00:00+03:00"])
        return inbox.map { "\($0["id"] as! Int)" }
    }

    static func drafts(_ td: TaskDraftBinary) throws -> [[String: Any]] {
        (try td.json(["inbox", "--json"]) as! [[String: Any]]).map { $0["draft"] as! [String: Any] }
    }

    @Test func aReminderAtATimeOfDayCountsFromEachProposalsOwnDue() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let ids = try Self.twoProposals(td)
        let edited = try td.run(["inbox", "edit", ids[0], ids[1], "--remind", "9:00", "--yes"])
        #expect(edited.status == 0, "\(edited.stderr)")
        // 9:00 on the day each is due: an hour before 10:00, nine hours before 18:00.
        let drafts = try Self.drafts(td)
        #expect(drafts.map { $0["reminders"] as? [String] } == [["-PT1H"], ["-PT9H"]])
        #expect(drafts.map { $0["due"] as? String } == ["2026-12-03T10:00:00+03:00", "2026-12-10T18:00:00+03:00"])

        // Accepted, the task keeps the reminder the person gave the proposal.
        try td.run(["inbox", "accept", ids[1], "--yes"])
        let task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["title"] as? String == "Pay rent" && task["reminders"] as? [String] == ["-PT9H"], "\(task)")
    }

    @Test func theDueInWordsCountsFromNowAndAReminderFromTheNewDue() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let ids = try Self.twoProposals(td)
        // The session's now is 2026-12-02 10:00: `+2d` is 4 December, as `edit --due +2d` reads it;
        // 9:00 then counts from that day, not from the 10:00 the agent drafted.
        let edited = try td.run(["inbox", "edit", ids[0], "--due", "+2d", "--remind", "9:00", "--yes"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let drafts = try Self.drafts(td)
        #expect(drafts[0]["due"] is NSNull && drafts[0]["due_date"] as? String == "2026-12-04", "\(drafts[0])")
        #expect(drafts[0]["reminders"] as? [String] == ["PT9H"])
        #expect(drafts[1]["reminders"] as? [String] == [], "the other proposal is left as it was")

        // `--no-remind` takes them off again; both at once is refused, as `edit` refuses it.
        #expect(try td.run(["inbox", "edit", ids[0], "--no-remind", "--yes"]).status == 0)
        #expect(try Self.drafts(td)[0]["reminders"] as? [String] == [])
        let both = try td.run(["inbox", "edit", ids[0], "--no-remind", "--remind", "9:00", "--yes"])
        #expect(both.status == 2, "\(both.stderr)")
    }
}
