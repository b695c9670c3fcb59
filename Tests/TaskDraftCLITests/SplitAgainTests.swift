import Foundation
import Testing
@testable import TaskDraftCLI
import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// Words a command took whole and splits again (a goal the built-in parser cannot plan, a draft
/// the person said "split" at) are split by the session's splitter, as the REPL's are
/// (`DraftingSession.splitAgain`), where `add` and `plan` split them with the default one.
@Suite struct SplitAgainTests {
    static let now = Instant(seconds: 1_796_194_800)  // 2026-12-02T07:00:00Z

    /// Counts the splitter's calls, with the `force` of each.
    final class CountingSplitter {
        var forces: [Bool] = []

        func split(_ text: String, reading: ReadingContext, force: Bool) -> SplitPlan {
            forces.append(force)
            return DraftRequest.split(text, reading: reading, force: force)
        }
    }

    @Test func aGoalTheBackendCannotPlanIsSplitBySessionsSplitter() throws {
        let directory = NSTemporaryDirectory() + "taskdraft-split-again-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = try TaskStore(path: directory + "/tasks.db", zone: .utc, now: Self.now)
        let planner = Planner(store: store, policy: .standard, clock: { Self.now })
        let context = DraftContext(now: Self.now, zone: .utc, region: Region("US"), skills: Skills())
        let session = DraftingSession(store: store, caller: .script("test"), model: BuiltinModel(), context: context)
        let splitter = CountingSplitter()
        session.splitter = splitter.split
        let goal = "- Call the supplier tomorrow\n- Send the report by Friday"
        var request = AddCommand.Request(ParsedArguments())
        request.text = goal
        request.json = true
        request.confirmation = .flag
        let out = Output(fd: open("/dev/null", O_WRONLY))
        let console = Console(out: out, err: out, terminal: Terminal(stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false, width: 80, colors: false),
                              language: .english, localeLanguage: "en", zone: .utc)
        let words = try DraftRequest(words: goal, context: context, check: .limit, command: "plan")
        let exit = try PlanCommand.plan(words, request: request, planner: planner, session: session, model: BuiltinModel(), console: console)
        #expect(exit == .ok)
        #expect(splitter.forces == [false])
        #expect(try store.count() == 2)
    }
}
