import TaskDraftKit
import TaskDraftModels

/// GNOME Shell's search provider and KRunner's runner over the same results (`SearchResults`).
/// Choosing a draft commits it through the same path as `Commit`; choosing a task opens it in
/// a terminal; "Mark done" (KRunner's action, or a `done …` search) completes it.
extension SystemService {
    static let gnomeHandlers: [(String, Handler)] = [
        ("GetInitialResultSet", { service, call throws(SystemError) in
            [.strings(try service.hits(call.arguments[0].stringArray ?? [], sender: call.sender).map(\.identifier))]
        }),
        ("GetSubsearchResultSet", { service, call throws(SystemError) in
            // A narrower search may change the draft ("tomorrow" → "tomorrow 9"), so it is made again.
            [.strings(try service.hits(call.arguments[1].stringArray ?? [], sender: call.sender).map(\.identifier))]
        }),
        ("GetResultMetas", { service, call throws(SystemError) in
            let language = service.senders.language(of: call.sender)
            let caller = service.senders.sender(call.sender).caller
            return [.array(element: "a{sv}", (call.arguments[0].stringArray ?? []).compactMap {
                service.meta($0, language: language, caller: caller)
            })]
        }),
        ("ActivateResult", { service, call throws(SystemError) in
            try service.activate(call.arguments[0].stringValue ?? "", action: "", sender: call.sender)
            return []
        }),
        ("LaunchSearch", { service, call throws(SystemError) in
            let words = (call.arguments[0].stringArray ?? []).filter { !$0.hasPrefix("-") }
            service.openTerminal([service.setup.executablePath, "list"] + words + ["--db", service.setup.databasePath])
            return []
        }),
    ]

    static let krunnerHandlers: [(String, Handler)] = [
        ("Match", { service, call throws(SystemError) in
            let hits = try service.hits([call.arguments[0].stringValue ?? ""], sender: call.sender)
            let language = service.senders.language(of: call.sender)
            return [.array(element: "(sssida{sv})", hits.enumerated().compactMap { index, hit in
                service.match(hit, rank: index, language: language)
            })]
        }),
        ("Actions", { service, call throws(SystemError) in
            let language = service.senders.language(of: call.sender)
            return [.array(element: "(sss)", [.structure([.string("done"), .string(SearchMessage.markDone.text(language)),
                                                         .string("checkmark")])])]
        }),
        ("Run", { service, call throws(SystemError) in
            try service.activate(call.arguments[0].stringValue ?? "", action: call.arguments[1].stringValue ?? "", sender: call.sender)
            return []
        }),
        ("Teardown", { _, _ throws(SystemError) in [] }),
    ]

    /// KRunner's match types (`KRunner::QueryMatch::Type`).
    static let possibleMatch: Int32 = 30

    func hits(_ terms: [String], sender: String) throws(SystemError) -> [SearchResults.Hit] {
        try search.hits(for: terms.joined(separator: " "), context: setup.context(planner.now), planner: planner,
                        caller: senders.sender(sender).caller)
    }

    private var today: CivilDate { planner.zone.date(of: planner.now) }

    /// GNOME's meta for one result: its line, a description and an icon name.
    func meta(_ identifier: String, language: SystemLanguage, caller: Caller) -> DBusValue? {
        if let (_, draft) = search.draft(identifiedBy: identifier, context: setup.context(planner.now)) {
            return .dictionary([("id", .string(identifier)),
                                ("name", .string(SearchMessage.addDraft(ResultLine.line(draft, zone: planner.zone, today: today,
                                                                                        language: language)).text(language))),
                                ("description", .string(description(project: draft.project, id: nil, language: language))),
                                ("gicon", .string("list-add"))])
        }
        let done = SearchResults.taskID(identifier, prefix: "done")
        guard let id = done ?? SearchResults.taskID(identifier, prefix: "task"),
              let task = try? planner.task(id: id, caller: caller) else { return nil }
        let line = ResultLine.line(task, zone: planner.zone, today: today, language: language)
        return .dictionary([("id", .string(identifier)),
                            ("name", .string(done != nil ? SearchMessage.completeTask(line).text(language) : line)),
                            ("description", .string(description(project: task.project, id: task.id, language: language))),
                            ("gicon", .string(done != nil ? "object-select-symbolic" : "org.taskdraft.TaskDraft"))])
    }

    private func description(project: String?, id: Int64?, language: SystemLanguage) -> String {
        var parts: [String] = []
        if let id { parts.append(SearchMessage.taskNumber(id).text(language)) }
        if let project { parts.append(TerminalText.line(project)) }
        return parts.joined(separator: " · ")
    }

    /// KRunner's match for one hit: (id, text, icon, type, relevance, properties).
    func match(_ hit: SearchResults.Hit, rank: Int, language: SystemLanguage) -> DBusValue? {
        let relevance = max(0.1, 1.0 - Double(rank) * 0.02)
        func structure(_ text: String, icon: String, subtext: String, actions: [String]) -> DBusValue {
            .structure([.string(hit.identifier), .string(text), .string(icon), .int32(Self.possibleMatch), .double(relevance),
                        .dictionary([("subtext", .string(subtext)), ("actions", .strings(actions))])])
        }
        switch hit {
        case .draft(_, _, let draft):
            let line = ResultLine.line(draft, zone: planner.zone, today: today, language: language)
            return structure(SearchMessage.addDraft(line).text(language), icon: "list-add",
                             subtext: description(project: draft.project, id: nil, language: language), actions: [])
        case .task(let task), .done(let task):
            let line = ResultLine.line(task, zone: planner.zone, today: today, language: language)
            let isDone: Bool
            if case .done = hit { isDone = true } else { isDone = false }
            return structure(isDone ? SearchMessage.completeTask(line).text(language) : line, icon: "org.taskdraft.TaskDraft",
                             subtext: description(project: task.project, id: task.id, language: language),
                             actions: isDone ? [] : ["done"])
        }
    }

    /// A chosen result: a draft is committed (its key makes a second choice the same task), a
    /// task opens in a terminal, or is marked done (`done:ID`, or the "done" action).
    func activate(_ identifier: String, action: String, sender: String) throws(SystemError) {
        if let (key, draft) = search.draft(identifiedBy: identifier, context: setup.context(planner.now)) {
            _ = try commit(draft, key: "search:" + key, sender: sender)
            return
        }
        if let id = SearchResults.taskID(identifier, prefix: "done") {
            _ = try complete(id, key: nil, sender: sender)
            return
        }
        guard let id = SearchResults.taskID(identifier, prefix: "task") else {
            throw SystemError(.invalidArgs, .noSuchResult(identifier))
        }
        if action == "done" {
            _ = try complete(id, key: nil, sender: sender)
        } else {
            openTerminal([setup.executablePath, "show", String(id), "--db", setup.databasePath])
        }
    }

    func openTerminal(_ command: [String]) {
        let launcher = TerminalLauncher(environment: setup.environment)
        if let argv = launcher.argv(running: command) { launcher.launch(argv) }
    }
}
