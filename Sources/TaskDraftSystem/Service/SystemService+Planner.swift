import TaskDraftKit
import TaskDraftModels

/// `org.taskdraft.Planner1`: each method reads its arguments, makes one domain call as the
/// sender's `Caller`, and turns the result into D-Bus values. What the desktop may do, and
/// what an idempotency key means, is the domain's to decide.
extension SystemService {
    static let plannerHandlers: [(String, Handler)] = [
        ("Draft", { service, call throws(SystemError) in try service.draft(call) }),
        ("Commit", { service, call throws(SystemError) in
            let draft = try service.draft(from: call.arguments[0])
            let result = try service.commit(draft, key: call.arguments[1].stringValue ?? "", sender: call.sender)
            return [.string(result.alreadyExisted ? "already_done" : "created"), service.taskDictionary(result.task)]
        }),
        ("Add", { service, call throws(SystemError) in
            let key = call.arguments[1].stringValue ?? ""
            guard !key.isEmpty else { throw SystemError(.invalidArgs, .emptyKey) }
            let draft = try service.drafted(call.arguments[0].stringValue ?? "", sender: call.sender, builtin: false)
            let result = try service.commit(draft, key: key, sender: call.sender)
            return [.string(result.alreadyExisted ? "already_done" : "created"), service.taskDictionary(result.task)]
        }),
        ("List", { service, call throws(SystemError) in
            let filter = try listFilter(call.arguments[0])
            let tasks: [Task]
            let caller = service.senders.sender(call.sender).caller
            do throws(IntentError) { tasks = try service.planner.tasks(matching: filter, caller: caller) } catch { throw SystemError(error) }
            return [.array(element: "a{sv}", tasks.map(service.taskDictionary))]
        }),
        ("Complete", { service, call throws(SystemError) in
            let result = try service.complete(call.arguments[0].integerValue ?? 0, key: call.arguments[1].stringValue ?? "",
                                              sender: call.sender)
            return [.string(result.alreadyDone ? "already_done" : "completed"), service.taskDictionary(result.task),
                    result.next.map(service.taskDictionary) ?? .dictionary([])]
        }),
        ("Undo", { service, call throws(SystemError) in
            let caller = service.senders.sender(call.sender).caller
            let result: UndoIntent.Result
            do throws(IntentError) { result = try UndoIntent().perform(in: service.planner, caller: caller, confirmation: .none) } catch {
                throw SystemError(error)
            }
            service.changed("undone", result.entry.changes.map(\.taskID))
            // What was undone, in the caller's language as its errors are.
            let summary = result.entry.summary.text(in: service.senders.language(of: call.sender).language)
            return [.string(summary), .array(element: "a{sv}", result.restored.map(service.taskDictionary))]
        }),
        ("Delete", { service, call throws(SystemError) in
            let caller = service.senders.sender(call.sender).caller
            let id = call.arguments[0].integerValue ?? 0
            let result: DeleteTaskIntent.Result
            do throws(IntentError) { result = try DeleteTaskIntent(taskID: id).perform(in: service.planner, caller: caller, confirmation: .none) } catch {
                throw SystemError(error)
            }
            service.changed("deleted", [id])
            return [service.taskDictionary(result.task)]
        }),
    ]

    /// The keys `Draft`'s options may hold.
    static let draftOptions = ["backend"]

    private func draft(_ call: IncomingCall) throws(SystemError) -> [DBusValue] {
        var builtin = false
        for (key, value) in call.arguments[1].dictionaryEntries ?? [] {
            switch key {
            case "backend":
                guard let name = value.stringValue, name == "builtin" || name == setup.draftingModel.name else {
                    throw SystemError(.invalidArgs, .notAChoice("backend", choices: ["builtin", setup.draftingModel.name]))
                }
                builtin = name == "builtin"
            default:
                throw SystemError(.invalidArgs, .unknownOption(key, known: Self.draftOptions))
            }
        }
        let draft = try drafted(call.arguments[0].stringValue ?? "", sender: call.sender, builtin: builtin)
        return [BusJSON.dictionary(draft.json)]
    }

    /// Drafts `text` in the sender's session (kept for its commit), by the configured model or
    /// the built-in parser; words past their limit are refused there, before a word is read.
    /// Why no draft came is the D-Bus error's name and message: the refusal, or what the
    /// backend did (`SystemError(_:)`).
    func drafted(_ text: String, sender: String, builtin: Bool) throws(SystemError) -> TaskDraft {
        let caller = senders.sender(sender).caller
        let session = session(for: sender, caller: caller, model: builtin ? BuiltinModel() : setup.draftingModel)
        session.context = setup.context(planner.now)
        do throws(DraftFailure) {
            return try session.draft(text)
        } catch {
            switch error {
            case .refused(let refusal): throw SystemError(refusal)
            case .backend(let error): throw SystemError(error)
            }
        }
    }

    /// A caller's draft, checked field by field against the draft JSON contract.
    func draft(from value: DBusValue) throws(SystemError) -> TaskDraft {
        guard case .object(let object) = BusJSON.json(value) else { throw SystemError(.invalid, .invalidDraft(.emptyTitle)) }
        let backend = object["backend"]?.stringValue ?? "dbus"
        do {
            return try TaskDraft(json: object, zone: planner.zone, backend: backend, strict: true).validated()
        } catch {
            throw SystemError(.invalid, .invalidDraft(error))
        }
    }

    /// The keys `List`'s filter may hold.
    static let filterKeys = ["status", "due", "priority", "project", "text", "tags", "limit"]
    /// `List` answers at most this many tasks unless `limit` says otherwise.
    static let defaultListLimit: Int64 = 1000

    static func listFilter(_ value: DBusValue) throws(SystemError) -> TaskFilter {
        var filter = TaskFilter(limit: Int(defaultListLimit))
        for (key, entry) in value.dictionaryEntries ?? [] {
            switch key {
            case "status", "due", "priority":
                guard let text = entry.stringValue else { throw SystemError(.invalidArgs, .badOption(key, expected: "s")) }
                if let problem = filter.apply(word: key + ":" + text) { throw SystemError(.invalid, .badFilter(problem)) }
            case "project":
                guard let text = entry.stringValue else { throw SystemError(.invalidArgs, .badOption(key, expected: "s")) }
                filter.project = text.isEmpty ? nil : text
            case "text":
                guard let text = entry.stringValue else { throw SystemError(.invalidArgs, .badOption(key, expected: "s")) }
                filter.text = text.isEmpty ? nil : text
            case "tags":
                guard let tags = entry.stringArray else { throw SystemError(.invalidArgs, .badOption(key, expected: "as")) }
                filter.tags = TaskDraft.normalizedTags(tags)
            case "limit":
                guard let limit = entry.integerValue, limit >= 0 else { throw SystemError(.invalidArgs, .badOption(key, expected: "x ≥ 0")) }
                filter.limit = Int(min(limit, Int64(Int32.max)))
            default:
                throw SystemError(.invalidArgs, .unknownOption(key, known: filterKeys))
            }
        }
        return filter
    }
}
