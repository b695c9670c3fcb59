extension TaskDraftBinary {
    /// The real `task`, keeping its data in this binary's directory and reading no rc file.
    var taskwarrior: String {
        let data = directory.appendingPathComponent("taskwarrior").path
        return "mkdir -p \(data) && TASKDATA=\(data) TASKRC=/dev/null /usr/bin/task rc.confirmation=off rc.hooks=off"
    }

    /// `exported` (a Taskwarrior export) through the real `task import` and `task export`:
    /// what Taskwarrior keeps of it, as its own JSON.
    func throughTaskwarrior(_ exported: String) throws -> Result {
        try run([], stdin: exported, shell: "\(taskwarrior) import - >/dev/null 2>&1 && \(taskwarrior) export 2>/dev/null")
    }
}
