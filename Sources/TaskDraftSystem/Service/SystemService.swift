import Glibc
import TaskDraftKit
import TaskDraftModels

/// `taskdraft dbus`: the system surface. Owns `org.taskdraft.Planner1` on the session bus and
/// serves three objects — the typed intents (`/org/taskdraft/Planner1`), GNOME Shell's search
/// provider (`/org/taskdraft/SearchProvider`) and KRunner's runner (`/org/taskdraft/KRunner`) —
/// one call at a time, until it has been idle for `idleSeconds`. Every call becomes a domain
/// call as `.system(name)`; the domain decides what the desktop may do, audits it, and the
/// answer or the D-Bus error goes back.
public final class SystemService {
    public static let busName = "org.taskdraft.Planner1"
    public static let plannerPath = "/org/taskdraft/Planner1"
    public static let searchProviderPath = "/org/taskdraft/SearchProvider"
    public static let krunnerPath = "/org/taskdraft/KRunner"
    /// How long the service stays after its last call (`--idle-exit`): long enough that a
    /// search typed in the overview or KRunner is answered by one running process, short
    /// enough that nothing stays in memory for the rest of the day. Activation brings it back.
    public static let defaultIdleSeconds = 60

    /// What the service runs against, made by the command that starts it.
    public struct Setup {
        public var planner: Planner
        /// The model `Draft` and `Add` use (the configured backend, as `taskdraft add` would).
        public var draftingModel: any LanguageModel
        /// The drafting context at a moment (zone, region, Skills).
        public var context: (Instant) -> DraftContext
        public var environment: Environment
        public var idleSeconds: Int
        /// What a task's terminal window runs: this program, and the database it serves.
        public var executablePath: String
        public var databasePath: String

        public init(planner: Planner, draftingModel: any LanguageModel, context: @escaping (Instant) -> DraftContext,
                    environment: Environment, idleSeconds: Int, executablePath: String, databasePath: String) {
            self.planner = planner
            self.draftingModel = draftingModel
            self.context = context
            self.environment = environment
            self.idleSeconds = idleSeconds
            self.executablePath = executablePath
            self.databasePath = databasePath
        }
    }

    let setup: Setup
    let connection: BusConnection
    let senders: SenderDirectory
    let search: SearchResults
    var planner: Planner { setup.planner }
    /// Each sender's conversation: its drafts wait here until its commit writes them with the
    /// result (a `Draft` writes nothing).
    private var sessions: [String: DraftingSession] = [:]
    static let sessionsKept = 32

    typealias Handler = @Sendable (SystemService, IncomingCall) throws(SystemError) -> [DBusValue]

    /// Each object path and the interfaces it serves.
    static let objects: [(path: String, interfaces: [BusInterface])] = [
        (plannerPath, [.planner, .introspectable, .peer]),
        (searchProviderPath, [.gnomeSearchProvider, .introspectable, .peer]),
        (krunnerPath, [.krunner, .introspectable, .peer]),
    ]

    init(setup: Setup, connection: BusConnection) {
        self.setup = setup
        self.connection = connection
        senders = SenderDirectory(connection: connection, fallbackLanguage: SystemLanguage { setup.environment[$0] })
        search = SearchResults()
    }

    /// Connects, takes the bus name and serves until idle or disconnected. Fails when there is
    /// no bus, or another instance already owns the name.
    public static func run(_ setup: Setup, library: DBusLibrary) -> Result<Void, BusFailure> {
        let connection: BusConnection
        switch BusConnection.session(through: library) {
        case .success(let made): connection = made
        case .failure(let failure): return .failure(failure)
        }
        switch connection.requestName(busName) {
        case .owned: break
        case .takenByAnother: return .failure(.nameTaken(busName))
        case .failed(let reason): return .failure(.nameRefused(reason))
        }
        // A terminal window opened for a task is the person's; its exit is not waited for.
        signal(SIGCHLD, SIG_IGN)
        SystemService(setup: setup, connection: connection).serve()
        return .success(())
    }

    private func serve() {
        let idle = setup.idleSeconds > 0 ? Int64(setup.idleSeconds) * 1000 : nil
        var lastCall = Self.milliseconds()
        while true {
            let wait = idle.map { Int32(clamping: max(0, lastCall + $0 - Self.milliseconds())) } ?? -1
            switch connection.nextCall(timeoutMilliseconds: wait) {
            case .call(let call):
                handle(call)
                lastCall = Self.milliseconds()
            case .idle:
                guard let idle, Self.milliseconds() - lastCall >= idle else { continue }
                // Give the name back first: a call sent from now on starts a new instance, and
                // the calls already routed here are answered before leaving.
                connection.releaseName(Self.busName)
                while case .call(let call) = connection.nextCall(timeoutMilliseconds: 100) { handle(call) }
                return
            case .disconnected:
                return
            }
        }
    }

    func handle(_ call: IncomingCall) {
        do {
            let values = try dispatch(call)
            connection.reply(to: call, values)
        } catch {
            let language = senders.language(of: call.sender)
            connection.replyError(to: call, name: error.name, message: error.message.text(language))
        }
    }

    private func dispatch(_ call: IncomingCall) throws(SystemError) -> [DBusValue] {
        guard let object = Self.objects.first(where: { $0.path == call.path }) else {
            // A node above the objects answers introspection (listing its children) and Peer.
            if call.interface == nil || call.interface == BusInterface.introspectable.name, call.member == "Introspect" {
                guard let xml = Self.introspection(of: call.path) else { throw SystemError(.unknownObject, .unknownMethod(call.path)) }
                return [.string(xml)]
            }
            if let peer = try peerAnswer(call) { return peer }
            throw SystemError(.unknownObject, .unknownMethod(call.path))
        }
        let candidates = object.interfaces.filter { call.interface == nil || $0.name == call.interface }
        guard !candidates.isEmpty, let interface = candidates.first(where: { $0.method(call.member) != nil }) else {
            if let name = call.interface, !object.interfaces.contains(where: { $0.name == name }) {
                throw SystemError(.unknownInterface, .unknownMethod((call.interface ?? "") + "." + call.member))
            }
            throw SystemError(.unknownMethod, .unknownMethod(call.member))
        }
        let method = interface.method(call.member)!
        guard call.signature == method.inputSignature else {
            throw SystemError(.invalidArgs, .wrongArguments(method: method.name, expected: method.inputSignature, got: call.signature))
        }
        guard let handler = Self.handlers[interface.name + "." + method.name] else {
            throw SystemError(.unknownMethod, .unknownMethod(call.member))
        }
        return try handler(self, call)
    }

    static let handlers: [String: Handler] = {
        var table: [String: Handler] = [
            "org.freedesktop.DBus.Introspectable.Introspect": { _, call throws(SystemError) in
                [.string(introspection(of: call.path) ?? "")]
            },
            "org.freedesktop.DBus.Peer.Ping": { _, _ throws(SystemError) in [] },
            "org.freedesktop.DBus.Peer.GetMachineId": { _, _ throws(SystemError) in [.string(machineID())] },
        ]
        for (name, handler) in plannerHandlers { table["org.taskdraft.Planner1." + name] = handler }
        for (name, handler) in gnomeHandlers { table["org.gnome.Shell.SearchProvider2." + name] = handler }
        for (name, handler) in krunnerHandlers { table["org.kde.krunner1." + name] = handler }
        return table
    }()

    private func peerAnswer(_ call: IncomingCall) throws(SystemError) -> [DBusValue]? {
        guard call.interface == nil || call.interface == BusInterface.peer.name else { return nil }
        switch call.member {
        case "Ping": return []
        case "GetMachineId": return [.string(Self.machineID())]
        default: return nil
        }
    }

    /// The introspection XML of `path`: an object's interfaces, or a node's children.
    static func introspection(of path: String) -> String? {
        var xml = """
            <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
            <node>

            """
        if let object = objects.first(where: { $0.path == path }) {
            for interface in object.interfaces { xml += interface.xml() }
        } else {
            let prefix = path == "/" ? "/" : path + "/"
            let children = Set(objects.compactMap { object -> String? in
                guard object.path.hasPrefix(prefix) else { return nil }
                return object.path.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
            })
            guard !children.isEmpty else { return nil }
            for child in children.sorted() { xml += "  <node name=\"\(child)\"/>\n" }
        }
        return xml + "</node>\n"
    }

    private static func milliseconds() -> Int64 { Int64(MonotonicTime.now.nanoseconds / 1_000_000) }

    static func machineID() -> String {
        for path in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 64)
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 { return String(decoding: buffer[0..<n], as: UTF8.self).trimmingWhitespace() }
        }
        return ""
    }

    // MARK: - Shared by the methods

    /// The sender's drafting session, kept until it commits (the newest few senders only).
    func session(for sender: String, caller: Caller, model: any LanguageModel) -> DraftingSession {
        if let session = sessions[sender], session.model.name == model.name { return session }
        if sessions.count >= Self.sessionsKept { sessions.removeAll() }
        let session = DraftingSession(store: planner.store, caller: caller, model: model, context: setup.context(planner.now),
                                      tools: PlannerTaskReader(planner: planner, caller: caller))
        sessions[sender] = session
        return session
    }

    /// Commits a draft as `sender`: the one path from the desktop into the domain's create,
    /// for `Commit`, `Add` and a search result chosen in the shell.
    func commit(_ draft: TaskDraft, key: String, sender: String) throws(SystemError) -> CreateTaskIntent.Result {
        guard !key.isEmpty else { throw SystemError(.invalidArgs, .emptyKey) }
        let caller = senders.sender(sender).caller
        let session = sessions[sender]
        let result: CreateTaskIntent.Result
        do {
            result = try planner.commit(CreateTaskIntent(draft: draft, idempotencyKey: key), caller: caller,
                                        confirmation: .none, transcript: session?.transcript).result
        } catch {
            throw SystemError(error)
        }
        if session != nil { sessions[sender] = nil }
        if !result.alreadyExisted { changed("created", [result.task.id]) }
        return result
    }

    /// Completes a task as `sender` (`Complete`, KRunner's "Mark done").
    func complete(_ id: Int64, key: String?, sender: String) throws(SystemError) -> CompleteTaskIntent.Result {
        if let key, key.isEmpty { throw SystemError(.invalidArgs, .emptyKey) }
        let caller = senders.sender(sender).caller
        let result: CompleteTaskIntent.Result
        do {
            result = try CompleteTaskIntent(taskID: id, idempotencyKey: key).perform(in: planner, caller: caller, confirmation: .none)
        } catch {
            throw SystemError(error)
        }
        if !result.alreadyDone { changed("completed", [result.task.id] + (result.next.map { [$0.id] } ?? [])) }
        return result
    }

    /// `Changed(change, ids)` from the planner's object: what a change made through this
    /// service did, for a desktop that shows tasks to refresh.
    func changed(_ change: String, _ ids: [Int64]) {
        connection.emit(path: Self.plannerPath, interface: BusInterface.planner.name, member: "Changed",
                        [.string(change), .array(element: "x", ids.map(DBusValue.int64))])
    }

    func taskDictionary(_ task: Task) -> DBusValue { BusJSON.dictionary(task.json(in: planner.zone)) }
}
