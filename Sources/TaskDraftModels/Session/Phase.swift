/// A phase of the work a backend may be picked for (the seeds' Dynamic Profiles): drafting a
/// task, planning a goal's steps, reviewing the drafts of a plan or a set. config.json's
/// `"phases"` names a backend per phase; the region policy applies to each pick alike.
public enum Phase: String, Sendable, Hashable, CaseIterable {
    case draft, plan, review
}
