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
            help: .dbusIdleExit, default: .value("60"))
    }

    static let spec = CommandSpec(
        "dbus", abstract: .dbusAbstract,
        discussion: .dbusDiscussion,
        options: [Option.idleExit],
        examples: [.words(.dbusExampleDraft),
                   .line("taskdraft dbus --idle-exit 0")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        var idleSeconds = SystemService.defaultIdleSeconds
        if let text = invocation.arguments.value(Option.idleExit) {
            guard let seconds = Int(text), seconds >= 0, seconds <= 86_400 * 365 else {
                throw UsageError(.usage(.notANumber(option: "--idle-exit", text)), command: spec.name)
            }
            idleSeconds = seconds
        }
        return try serve(idleSeconds: idleSeconds, fixedNow: invocation.nowIsFixed, environment: invocation.environment,
                         databasePath: invocation.databasePath, backends: invocation.backends, console: invocation.console,
                         open: { try invocation.planner() }, context: { invocation.draftContext })
    }

    /// Serves `org.taskdraft.Planner1` on the session bus until idle for `idleSeconds`. Once
    /// libdbus is found, `open` opens the database and `context` gives the run's drafting
    /// context, whose moment is the one a call is made at unless the clock is `fixedNow`.
    static func serve(idleSeconds: Int, fixedNow: Bool, environment: Environment, databasePath: String, backends: SessionFactory,
                      console: Console, open: () throws -> Planner, context: () -> DraftContext) throws -> ExitCode {
        guard let library = DBusLibrary.load(environment) else {
            console.err.line("taskdraft: " + console.say(FailureMessage.noLibdbus))
            return .failure
        }
        let planner = try open()
        let model = try backends.model(log: { planner.store })
        let base = context()
        let setup = SystemService.Setup(
            planner: planner, draftingModel: model,
            context: { now in DraftContext(now: fixedNow ? base.now : now, zone: base.zone, region: base.region, skills: base.skills) },
            environment: environment, idleSeconds: idleSeconds,
            executablePath: executablePath() ?? "taskdraft", databasePath: databasePath)
        if case .failure(let failure) = SystemService.run(setup, library: library) {
            console.err.line("taskdraft: " + console.say(FailureMessage.busUnavailable(failure)))
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
