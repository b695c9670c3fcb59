/// One D-Bus interface as the service answers `Introspect`: methods with their typed
/// arguments, and signals. The installed XML (`desktop/dbus/org.taskdraft.Planner1.xml`, with
/// each method's documentation) describes the same interface; `DBusServiceTests` fails when
/// the two differ.
public struct BusInterface: Sendable {
    public struct Argument: Sendable {
        public let name: String
        public let type: String
        init(_ name: String, _ type: String) { self.name = name; self.type = type }
    }

    public struct Method: Sendable {
        public let name: String
        public let inputs: [Argument]
        public let outputs: [Argument]
        init(_ name: String, in inputs: [Argument] = [], out outputs: [Argument] = []) {
            self.name = name
            self.inputs = inputs
            self.outputs = outputs
        }
        public var inputSignature: String { inputs.map(\.type).joined() }
    }

    public struct Signal: Sendable {
        public let name: String
        public let arguments: [Argument]
    }

    public let name: String
    public let methods: [Method]
    public let signals: [Signal]

    init(_ name: String, methods: [Method], signals: [Signal] = []) {
        self.name = name
        self.methods = methods
        self.signals = signals
    }

    public func method(_ name: String) -> Method? { methods.first { $0.name == name } }

    func xml(indent: String = "  ") -> String {
        var out = indent + "<interface name=\"\(name)\">\n"
        for method in methods {
            if method.inputs.isEmpty && method.outputs.isEmpty {
                out += indent + "  <method name=\"\(method.name)\"/>\n"
                continue
            }
            out += indent + "  <method name=\"\(method.name)\">\n"
            for arg in method.inputs { out += indent + "    <arg name=\"\(arg.name)\" type=\"\(arg.type)\" direction=\"in\"/>\n" }
            for arg in method.outputs { out += indent + "    <arg name=\"\(arg.name)\" type=\"\(arg.type)\" direction=\"out\"/>\n" }
            out += indent + "  </method>\n"
        }
        for signal in signals {
            out += indent + "  <signal name=\"\(signal.name)\">\n"
            for arg in signal.arguments { out += indent + "    <arg name=\"\(arg.name)\" type=\"\(arg.type)\"/>\n" }
            out += indent + "  </signal>\n"
        }
        return out + indent + "</interface>\n"
    }
}

extension BusInterface {
    /// The typed intents of the one domain, for any program on the session bus.
    public static let planner = BusInterface("org.taskdraft.Planner1", methods: [
        Method("Draft", in: [.init("text", "s"), .init("options", "a{sv}")], out: [.init("draft", "a{sv}")]),
        Method("Commit", in: [.init("draft", "a{sv}"), .init("idempotency_key", "s")],
               out: [.init("result", "s"), .init("task", "a{sv}")]),
        Method("Add", in: [.init("text", "s"), .init("idempotency_key", "s")], out: [.init("result", "s"), .init("task", "a{sv}")]),
        Method("List", in: [.init("filter", "a{sv}")], out: [.init("tasks", "aa{sv}")]),
        Method("Complete", in: [.init("id", "x"), .init("idempotency_key", "s")],
               out: [.init("result", "s"), .init("task", "a{sv}"), .init("next", "a{sv}")]),
        Method("Undo", out: [.init("summary", "s"), .init("tasks", "aa{sv}")]),
        Method("Delete", in: [.init("id", "x")], out: [.init("task", "a{sv}")]),
    ], signals: [Signal(name: "Changed", arguments: [.init("change", "s"), .init("ids", "ax")])])

    /// GNOME Shell's search provider interface (version 2).
    public static let gnomeSearchProvider = BusInterface("org.gnome.Shell.SearchProvider2", methods: [
        Method("GetInitialResultSet", in: [.init("terms", "as")], out: [.init("results", "as")]),
        Method("GetSubsearchResultSet", in: [.init("previous_results", "as"), .init("terms", "as")], out: [.init("results", "as")]),
        Method("GetResultMetas", in: [.init("identifiers", "as")], out: [.init("metas", "aa{sv}")]),
        Method("ActivateResult", in: [.init("identifier", "s"), .init("terms", "as"), .init("timestamp", "u")]),
        Method("LaunchSearch", in: [.init("terms", "as"), .init("timestamp", "u")]),
    ])

    /// KDE's KRunner D-Bus runner interface.
    public static let krunner = BusInterface("org.kde.krunner1", methods: [
        Method("Actions", out: [.init("matches", "a(sss)")]),
        Method("Run", in: [.init("matchId", "s"), .init("actionId", "s")]),
        Method("Match", in: [.init("query", "s")], out: [.init("matches", "a(sssida{sv})")]),
        Method("Teardown"),
    ])

    static let introspectable = BusInterface("org.freedesktop.DBus.Introspectable", methods: [
        Method("Introspect", out: [.init("xml_data", "s")]),
    ])

    static let peer = BusInterface("org.freedesktop.DBus.Peer", methods: [
        Method("Ping"),
        Method("GetMachineId", out: [.init("machine_uuid", "s")]),
    ])
}
