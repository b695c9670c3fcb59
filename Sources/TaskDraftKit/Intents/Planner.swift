/// The domain's front door: the store, the policy and the clock every intent runs against.
///
/// Surfaces write through `commit` (Planner+Commit.swift), which authorises the caller and
/// writes what an intent hands back (its rows, audit and undo) in one transaction, so
/// confirmation, rate limits, audit and undo are decided here once for every surface.
public final class Planner {
    public let store: TaskStore
    public let policy: Policy
    /// What urgency weighs (`next`, `sort:urgency`): the standard table, or a Skills file's.
    public var urgency: UrgencyCoefficients = .standard
    private let clock: () -> Instant

    public var zone: Zone { store.zone }
    public var now: Instant { clock() }

    public init(store: TaskStore, policy: Policy = .standard, clock: @escaping () -> Instant = { .now }) {
        self.store = store
        self.policy = policy
        self.clock = clock
    }

    /// Runs `body` in one write transaction (inside `commit`, it joins the commit's);
    /// store failures become `IntentError.store`.
    func transaction<T>(_ body: () throws -> T) throws(IntentError) -> T {
        try withStoreErrors { try store.write(body) }
    }

    /// Runs `body`, whose failures should be the domain's and the store's; store failures
    /// become `IntentError.store`, and any other error `IntentError.foreign`, which the
    /// surfaces report as a failure (the write, if any, rolled back).
    func withStoreErrors<T>(_ body: () throws -> T) throws(IntentError) -> T {
        do {
            return try body()
        } catch let error as IntentError {
            throw error
        } catch let error as StoreError {
            throw .store(error)
        } catch {
            throw .foreign(ForeignFailure(error))
        }
    }

    /// Writes the audit row and, when something changed, the undo entry. Call inside `transaction`.
    func record(_ action: Action, caller: Caller, taskID: Int64?, outcome: AuditOutcome = .ok, detail: String? = nil,
                summary: UndoSummary? = nil, changes: [UndoEntry.Change] = [], idempotencyKey: String? = nil) throws(StoreError) {
        let at = now
        try store.appendAudit(AuditEntry(at: at, caller: caller, intent: .action(action), taskID: taskID,
                                         outcome: outcome, detail: detail))
        if !changes.isEmpty, let summary {
            try store.appendUndo(UndoEntry(at: at, caller: caller, intent: action.rawValue, summary: summary, changes: changes,
                                           idempotencyKey: idempotencyKey))
        }
    }

    /// Runs a domain step that is not a commit (authorising a batch import) so that a failure
    /// leaves an audit row, written in a transaction of its own.
    func audited<T>(_ action: Action, caller: Caller, taskID: Int64?,
                    _ body: () throws(IntentError) -> T) throws(IntentError) -> T {
        do {
            return try body()
        } catch {
            recordFailure(error, action: action, caller: caller, taskID: taskID)
            throw error
        }
    }

    /// Records a call the domain did not run as an intent: a read or a draft (audited for the
    /// callers `Policy.auditsReads` names), or a request a surface turned away before any
    /// intent ran (always audited, so a person sees every attempt an agent made).
    /// Best effort: an audit row that cannot be written must not turn a read into a failure.
    public func recordCall(_ intent: AuditIntent, caller: Caller, taskID: Int64? = nil, outcome: AuditOutcome = .ok,
                           detail: String? = nil) {
        guard outcome != .ok || policy.auditsReads(of: caller) else { return }
        let entry = AuditEntry(at: now, caller: caller, intent: intent, taskID: taskID, outcome: outcome, detail: detail)
        try? store.write { try store.appendAudit(entry) }
    }

    /// A domain read. Agents' reads are audited too, so a person can see what an agent looked at.
    public func tasks(matching filter: TaskFilter, caller: Caller) throws(IntentError) -> [Task] {
        if filter.order == .urgency { return try scoredTasks(matching: filter, caller: caller).map(\.task) }
        return try listed(caller: caller) { () throws(StoreError) in try store.tasks(matching: filter, now: now) }
    }

    /// The same read, each task with its urgency as `urgency` weighs it now.
    public func scoredTasks(matching filter: TaskFilter, caller: Caller) throws(IntentError) -> [TaskStore.ScoredTask] {
        try listed(caller: caller) { () throws(StoreError) in try store.scoredTasks(matching: filter, now: now, coefficients: urgency) }
    }

    private func listed<T>(caller: Caller, _ read: () throws(StoreError) -> [T]) throws(IntentError) -> [T] {
        let tasks: [T]
        do {
            tasks = try read()
        } catch {
            recordCall(.list, caller: caller, outcome: .error, detail: error.description)
            throw .store(error)
        }
        recordCall(.list, caller: caller, detail: "\(tasks.count) \(English.plural(tasks.count, "task", "tasks"))")
        return tasks
    }

    /// A domain read that streams: `body` sees each matching task in list order (exports).
    public func forEachTask(matching filter: TaskFilter, caller: Caller, _ body: (Task) -> Void) throws(IntentError) {
        var count = 0
        do {
            try store.forEachTask(matching: filter, now: now) { task in
                count += 1
                body(task)
            }
        } catch {
            recordCall(.list, caller: caller, outcome: .error, detail: error.description)
            throw .store(error)
        }
        recordCall(.list, caller: caller, detail: "\(count) \(English.plural(count, "task", "tasks"))")
    }

    /// The newest `limit` changes to task `id`, newest first, with who made each.
    public func history(ofTask id: Int64, limit: Int) throws(IntentError) -> [TaskChange] {
        do { return try store.history(ofTask: id, limit: limit) } catch { throw .store(error) }
    }

    /// The tasks each field of `task` whose value names tasks names (`TaskField.taskValued`: its
    /// parent, what it waits for), those here in the field's order (a parent not arrived, or
    /// deleted, is not here), and what waits for it (by id), for `show`: a read, as
    /// `task(id:caller:)` is.
    public func relations(of task: Task) throws(IntentError) -> TaskRelations {
        do {
            var named: [FieldLabel: [Task]] = [:]
            for label in TaskField.taskValued.compactMap(\.field.label) {
                switch label.reading(of: task) {
                case .task(.uid(let uid)?):
                    named[label] = try store.task(uuid: uid).map { $0.status == .deleted ? [] : [$0] }
                case .tasks(let links):
                    let found = Dictionary(try store.tasks(ids: links.map(\.id)).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                    named[label] = links.compactMap { found[$0.id] }
                default:
                    continue
                }
            }
            return TaskRelations(named: named, blocks: try store.dependents(of: task.id))
        } catch {
            throw .store(error)
        }
    }

    public func task(id: Int64, caller: Caller) throws(IntentError) -> Task {
        let task: Task?
        do { task = try store.task(id: id) } catch { throw .store(error) }
        guard let task else { throw .notFound(id) }
        return task
    }
}

/// A task's neighbours as `show` names them: the tasks each of its fields names, by the field's
/// label, and what waits for it, which is no field of its own but the other side of the links.
public struct TaskRelations: Sendable {
    public var named: [FieldLabel: [Task]]
    public var blocks: [Task]

    public init(named: [FieldLabel: [Task]] = [:], blocks: [Task] = []) {
        self.named = named
        self.blocks = blocks
    }
}
