import Foundation
import Testing
import TestPeers

/// `taskdraft plan` on the binary, as a script meets it, with the scripted fault server on
/// 127.0.0.1 as the plan phase's model (and the review phase's): the steps are shown and
/// nothing commits without --yes; --yes commits them in one transaction that one `undo` takes
/// back; a review corrects what it may and nothing else; the built-in parser cannot plan and
/// offers the split reading; `backend --explain` says which backend each phase uses and why.
@Suite struct PlanCommandTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }
    let goal = "organise the offsite on the 20th"

    /// The binary with config.json drafting with the built-in parser, planning with `planner`
    /// at `plan`, and reviewing with `reviewer` at `review` when given. The region's policy row
    /// is the built-in parser alone, so each phase's chain is its own backend, then the parser.
    func binary(plan: String, review: String? = nil, reviewPhase: String = "reviewer", total: Int = 5) throws -> TaskDraftBinary {
        var td = try TaskDraftBinary()
        var backends = [#"{"name": "planner", "url": "\#(plan)", "where": "this-machine", "min_memory_mib": 1}"#]
        var phases = [#""plan": "planner""#]
        if let review {
            backends.append(#"{"name": "reviewer", "url": "\#(review)", "where": "this-machine", "min_memory_mib": 1}"#)
            phases.append(#""review": "\#(reviewPhase)""#)
        }
        let home = td.directory.appendingPathComponent("config").path
        try FileManager.default.createDirectory(atPath: home + "/taskdraft", withIntermediateDirectories: true)
        try """
            {"backend": "builtin", "backends": [\(backends.joined(separator: ", "))],
             "phases": {\(phases.joined(separator: ", "))}, "policy": {"EU": ["builtin"]},
             "timeouts": {"connect_s": 1, "total_s": \(total)}}
            """.write(toFile: home + "/taskdraft/config.json", atomically: true, encoding: .utf8)
        td.environment["XDG_CONFIG_HOME"] = home
        td.environment["TASKDRAFT_REGION"] = "DE"
        return td
    }

    func lines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    func titles(_ td: TaskDraftBinary) throws -> [String] {
        (try td.json(["list", "--json"]) as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test func thePlanIsShownAndNothingCommitsWithoutYes() throws {
        let td = try binary(plan: server.url("plan"))
        defer { td.remove() }
        let result = try td.run(["plan", goal])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("3 drafts from what you said:"), "\(result.stderr)")
        for (number, title) in ["Book the venue", "Send the invitations", "Order the catering"].enumerated() {
            #expect(result.stderr.contains("\(number + 1). Draft  \(title)") || result.stderr.contains("\(number + 1). Draft \(title)"),
                    "\(result.stderr)")
        }
        #expect(result.stderr.contains("needs confirmation"))
        #expect(try titles(td).isEmpty)
    }

    @Test func yesCommitsTheStepsAsOneChangeAndOneUndoTakesThemBack() throws {
        let td = try binary(plan: server.url("plan"))
        defer { td.remove() }
        let result = try td.run(["plan", "--yes", "--json", goal])
        #expect(result.status == 0, "\(result.stderr)")
        let created = try lines(result.stdout)
        #expect(created.map { $0["result"] as? String } == ["created", "created", "created", "created"])
        // The goal first, a task of its own, and each step its subtask.
        let tasks = created.map { $0["task"] as? [String: Any] ?? [:] }
        #expect(tasks.map { $0["due_date"] as? String } == ["2026-12-20", "2026-12-08", "2026-12-10", "2026-12-20"])
        #expect(tasks.first?["title"] as? String == "Organise the offsite" && tasks.first?["parent"] is NSNull)
        let goalUID = try #require(tasks.first?["uuid"] as? String)
        #expect(tasks.dropFirst().allSatisfy { $0["parent"] as? String == goalUID })
        #expect(try titles(td).sorted() == ["Book the venue", "Order the catering", "Organise the offsite", "Send the invitations"])
        // `list` shows the steps under the goal.
        let table = try td.run(["list"]).stdout.split(separator: "\n").map(String.init)
        let column = try #require(table.first?.range(of: "Title")).lowerBound.utf16Offset(in: table[0])
        func titleText(_ row: String) -> Substring { row.utf16.count > column ? Substring(row.dropFirst(column)) : "" }
        #expect(table.count == 5 && titleText(table[1]) == "Organise the offsite", "\(table)")
        #expect(table.dropFirst(2).map(titleText) == ["  Book the venue", "  Send the invitations", "  Order the catering"], "\(table)")
        let log = try td.json(["log", "--json"]) as? [[String: Any]] ?? []
        #expect(log.map { $0["purpose"] as? String } == ["plan"])
        let undone = try td.json(["undo", "--yes", "--json"]) as! [String: Any]
        #expect(undone["summary"] as? String == "created 4 tasks (1, 2, 3, 4)")
        #expect(try titles(td).isEmpty)
    }

    @Test func theReviewPhaseCorrectsStepsWithinThePlansChecks() throws {
        let td = try binary(plan: server.url("plan"), review: server.url("review"))
        defer { td.remove() }
        let result = try td.run(["plan", "--yes", "--json", goal])
        #expect(result.status == 0, "\(result.stderr)")
        // The goal's line first; the steps' lines carry the span of the words they came from.
        let all = try lines(result.stdout)
        #expect(all.first?["span"] == nil && (all.first?["task"] as? [String: Any])?["title"] as? String == "Organise the offsite")
        let created = all.filter { $0["span"] != nil }
        let tasks = created.compactMap { $0["task"] as? [String: Any] }
        #expect(tasks.map { $0["title"] as? String } == ["Book the venue for 20 people", "Send the invitations", "Order the catering"])
        // The reviewer put step 2 after the offsite: the plan's check keeps it on the goal's day.
        #expect(tasks.map { $0["due_date"] as? String } == ["2026-12-08", "2026-12-20", "2026-12-20"])
        let warnings = created.map { $0["warnings"] as? [String] ?? [] }
        #expect(warnings[0].contains { $0.hasPrefix("the review by reviewer changed the title") })
        #expect(warnings[1].contains { $0.contains("after the goal's deadline") })
        let log = try td.json(["log", "--json"]) as? [[String: Any]] ?? []
        #expect(Set(log.compactMap { $0["purpose"] as? String }) == ["plan", "review"])
    }

    @Test func aReviewThatFailsLeavesTheStepsAsDraftedWithAWarning() throws {
        let td = try binary(plan: server.url("plan"), review: server.url("always-503"), total: 2)
        defer { td.remove() }
        let result = try td.run(["plan", "--yes", goal])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try titles(td).sorted() == ["Book the venue", "Order the catering", "Organise the offsite", "Send the invitations"])
        #expect(result.stderr.contains("warning: the review by reviewer failed ("), "\(result.stderr)")
        #expect(result.stderr.contains("the drafts are as drafted"))
    }

    @Test func aSetOfSeveralIsReviewedAndTheCrossCheckHasTheLastWord() throws {
        let td = try binary(plan: server.url("plan"), review: server.url("review"))
        defer { td.remove() }
        let result = try td.run(["draft", "--split", "Buy milk and call mom tomorrow"])
        #expect(result.status == 0, "\(result.stderr)")
        let drafts = try lines(result.stdout)
        // The reviewer's title shares no word with "Buy milk", its day is not "tomorrow": both are undone.
        #expect(drafts.map { $0["title"] as? String } == ["Buy milk", "Call mom"])
        #expect(drafts.map { $0["due_date"] as? String } == [nil, "2026-12-03"])
        let warnings = drafts.map { $0["warnings"] as? [String] ?? [] }
        #expect(warnings[0].contains { $0.hasPrefix("the review by reviewer changed the title \"Buy milk\"") })
        #expect(warnings[0].contains { $0.contains("shares no word with yours") })
        #expect(warnings[1].contains { $0.hasPrefix("the review by reviewer changed the day 2026-12-03 → 2026-12-25") })
        let log = try td.json(["log", "--json"]) as? [[String: Any]] ?? []
        #expect(log.map { $0["purpose"] as? String } == ["review"])
        // One task is one draft, as ever: nothing to review.
        let single = try td.run(["draft", "--split", "--json", "Buy milk"])
        #expect(single.status == 0)
        #expect((try td.json(["log", "--json"]) as? [[String: Any]] ?? []).count == 1)
    }

    @Test func aReviewPhaseNamingNoBackendIsAUsageError() throws {
        let td = try binary(plan: server.url("plan"), review: server.url("review"), reviewPhase: "nobody")
        defer { td.remove() }
        let result = try td.run(["add", "--yes", "Buy milk"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("config.json phases.review: unknown backend \"nobody\""), "\(result.stderr)")
        #expect(try titles(td).isEmpty)
    }

    @Test func theBuiltinParserCannotPlanAndOffersTheSplitReading() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let refused = try td.run(["plan", "--backend", "builtin", "Buy milk and call mom tomorrow"])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("The builtin backend cannot plan"), "\(refused.stderr)")
        #expect(refused.stderr.contains("2 drafts from what you said:"), "\(refused.stderr)")
        #expect(try titles(td).isEmpty)
        let result = try td.run(["plan", "--backend", "builtin", "--yes", "Buy milk and call mom tomorrow"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try titles(td).sorted() == ["Buy milk", "Call mom"])
    }

    @Test func explainSaysWhichBackendEachPhaseUses() throws {
        let td = try binary(plan: server.url("plan"), review: server.url("review"))
        defer { td.remove() }
        let text = try td.run(["backend", "--explain"])
        #expect(text.status == 0, "\(text.stderr)")
        let phases = text.stdout.components(separatedBy: "phases:\n").last ?? ""
        #expect(phases.contains("  draft: builtin — the choice above"), "\(text.stdout)")
        #expect(phases.contains("  plan: planner — config.json phases.plan, under policy EU"), "\(text.stdout)")
        #expect(phases.contains("  review: reviewer — config.json phases.review, under policy EU"), "\(text.stdout)")
        #expect(phases.contains("1. config.json backend: planner — chosen:"), "\(text.stdout)")
        #expect(phases.contains("fallback chain: reviewer → builtin; your words go to: this machine"), "\(text.stdout)")
        let russian = try td.run(["backend", "--explain"], extraEnvironment: ["LANG": "ru_RU.UTF-8"]).stdout
        #expect(russian.contains("1. config.json backend: planner — выбрана"), "\(russian)")
        #expect(!russian.contains("— chosen"), "a phase's rules in the catalogue's words: \(russian)")
        let json = try td.json(["backend", "--explain", "--json"]) as! [String: Any]
        let byPhase = try #require(json["phases"] as? [String: Any])
        let plan = try #require(byPhase["plan"] as? [String: Any])
        #expect(plan["backend"] as? String == "planner")
        #expect(plan["source"] as? String == "config.json phases.plan")
        #expect(plan["policy"] as? String == "EU")
        #expect((plan["chain"] as? [String]) == ["planner", "builtin"])
        #expect(((plan["rules"] as? [[String: Any]])?.first?["verdict"] as? String) == "chosen")
        #expect((byPhase["draft"] as? [String: Any])?["backend"] as? String == "builtin")
        #expect((byPhase["review"] as? [String: Any])?["backend"] as? String == "reviewer")

        let unreviewed = try binary(plan: server.url("plan"))
        defer { unreviewed.remove() }
        let plain = try unreviewed.run(["backend", "--explain"])
        #expect(plain.stdout.contains("  review: none — config.json names no review phase"), "\(plain.stdout)")
        let plainJSON = try unreviewed.json(["backend", "--explain", "--json"]) as! [String: Any]
        #expect((plainJSON["phases"] as? [String: Any])?["review"] is NSNull)
        let forced = try unreviewed.run(["backend", "--explain", "--backend", "builtin"])
        #expect(forced.stdout.contains("  plan: builtin — forced by --backend for every phase"), "\(forced.stdout)")
    }
}
