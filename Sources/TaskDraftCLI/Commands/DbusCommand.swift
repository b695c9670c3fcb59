import Glibc
import TaskDraftKit
import TaskDraftModels
import TaskDraftSystem

/// `taskdraft dbus`: the system surface, `org.taskdraft.Planner1` on the session bus. The bus
/// starts it on the first call (D-Bus activation, from the installed
/// `org.taskdraft.Planner1.service`); it exits after `--idle-exit` seconds without a call.
enum DbusCommand {
    enum Option {
        static let idleExit = OptionSpec(
            "idle-exit", value: "SECONDS",
            help: "Exit after this many seconds without a call (0: never).", default: "60")
    }

    static let spec = CommandSpec(
        "dbus", abstract: "Serve the desktop over D-Bus: org.taskdraft.Planner1, GNOME Shell search, KRunner.",
        discussion: """
            Owns org.taskdraft.Planner1 on the session bus and answers typed calls (Draft, Commit, Add, List, \
            Complete, Undo; the Changed signal), GNOME Shell's search provider and KRunner's runner, all on \
            the same database. The bus starts it on the first call (make install and the package install \
            its .service file), and it exits when idle. Callers act as the system: every change is audited \
            with the caller's bus name, a delete needs a person at a terminal, and Undo takes back only the \
            caller's own newest change. The interface is installed as \
            share/dbus-1/interfaces/org.taskdraft.Planner1.xml.
            """,
        options: [Option.idleExit],
        examples: ["gdbus call --session -d org.taskdraft.Planner1 -o /org/taskdraft/Planner1 -m org.taskdraft.Planner1.Draft 'call Anna tomorrow 9' {}",
                   "taskdraft dbus --idle-exit 0"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        var idleSeconds = SystemService.defaultIdleSeconds
        if let text = invocation.arguments.value(Option.idleExit) {
            guard let seconds = Int(text), seconds >= 0, seconds <= 86_400 * 365 else {
                throw UsageError(.notANumber(option: "--idle-exit", text), command: spec.name)
            }
            idleSeconds = seconds
        }
        guard let library = DBusLibrary.load(invocation.environment) else {
            invocation.err.line("taskdraft: " + invocation.say(.noLibdbus))
            return .failure
        }
        let planner = try invocation.planner()
        let model = try invocation.backends.model(log: { planner.store })
        let base = invocation.draftContext
        let fixedNow = invocation.arguments.value(CommonOptions.now) != nil || invocation.environment["TASKDRAFT_NOW"] != nil
        let setup = SystemService.Setup(
            planner: planner, draftingModel: model,
            context: { now in DraftContext(now: fixedNow ? base.now : now, zone: base.zone, region: base.region, skills: base.skills) },
            environment: invocation.environment, idleSeconds: idleSeconds,
            executablePath: executablePath() ?? "taskdraft", databasePath: invocation.databasePath)
        if case .failure(let failure) = SystemService.run(setup, library: library) {
            invocation.err.line("taskdraft: " + invocation.say(.busUnavailable(failure.description)))
            return .failure
        }
        return .ok
    }

    /// This program's own path, so a task's terminal window runs the same installation.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
