import TaskDraftKit

/// Read access to the user's tasks for a model's tools: domain reads only, on behalf of the
/// session's caller, so an HTTP model can look tasks up and never change one.
public protocol TaskReading {
    var zone: Zone { get }
    func tasks(matching filter: TaskFilter) throws -> [Task]
}

/// Reads through the planner, which audits reads as its policy says for `caller`.
public struct PlannerTaskReader: TaskReading {
    public let planner: Planner
    public let caller: Caller

    public init(planner: Planner, caller: Caller) {
        self.planner = planner
        self.caller = caller
    }

    public var zone: Zone { planner.zone }

    public func tasks(matching filter: TaskFilter) throws -> [Task] {
        try planner.tasks(matching: filter, caller: caller)
    }
}
