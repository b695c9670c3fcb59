/// The title a person last saw on a task, read from its history. An agent can retitle a task
/// ("Duplicate, safe to delete") and then ask for it to be deleted: the question must name the
/// task as the person knows it. Changes by agents since the last change anyone else made (the
/// person at a terminal, their scripts, their synced devices, their desktop) are changes the
/// person may never have seen.
public enum TitleLastSeen: Sendable, Hashable {
    /// No agent retitled the task since the person's last change.
    case current
    /// Agents retitled it since; the person last saw it under this title.
    case was(String)
    /// An agent created it and only agents changed it since: the person never saw it.
    case never

    /// `newestFirst`: the task's changes, as `TaskStore.history` returns them.
    public init(history newestFirst: [TaskChange], current: String) {
        var seen: String?? = .none
        for change in newestFirst {
            guard case .agent = change.caller else { break }
            seen = .some(change.before?.title)
        }
        switch seen {
        case .none: self = .current
        case .some(.none): self = .never
        case .some(.some(let title)): self = title == current ? .current : .was(title)
        }
    }
}
