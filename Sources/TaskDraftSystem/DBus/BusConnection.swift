import Glibc

/// A private connection to the session bus for a service: owning a name, taking method calls
/// one at a time, answering them, and emitting signals.
public final class BusConnection {
    typealias Pointer = UnsafeMutableRawPointer
    let lib: DBusLibrary
    private let connection: Pointer
    private let reader: MessageReader

    /// The bus's own name and object, for the calls a service makes to it.
    static let bus = "org.freedesktop.DBus", busPath = "/org/freedesktop/DBus"
    /// The bus answers its own methods at once; a wedged bus must not hold the service.
    static let busCallTimeoutMilliseconds: Int32 = 2000

    private init(lib: DBusLibrary, connection: Pointer) {
        self.lib = lib
        self.connection = connection
        reader = MessageReader(lib: lib)
    }

    deinit {
        lib.connectionClose(connection)
        lib.connectionUnref(connection)
    }

    /// Connects to the session bus (`DBUS_SESSION_BUS_ADDRESS`), or says why not.
    public static func session(through lib: DBusLibrary) -> Result<BusConnection, BusFailure> {
        let (connection, message) = lib.withError { lib.busGetPrivate(DBusLibrary.sessionBus, $0) }
        guard let connection else { return .failure(.noSessionBus(message)) }
        // libdbus otherwise calls _exit() when the bus goes away; the service exits by itself.
        lib.setExitOnDisconnect(connection, 0)
        return .success(BusConnection(lib: lib, connection: connection))
    }

    /// This connection's unique name (`:1.42`).
    public var uniqueName: String { lib.uniqueName(connection).map { String(cString: $0) } ?? "" }

    public enum Ownership: Equatable { case owned, takenByAnother, failed(String) }

    /// Asks for `name`, without queueing behind another owner.
    public func requestName(_ name: String) -> Ownership {
        let doNotQueue: UInt32 = 4
        let (reply, error) = lib.withError { lib.requestName(connection, name, doNotQueue, $0) }
        if let error { return .failed(error) }
        switch reply {
        case 1, 4: return .owned          // primary owner, already owner
        default: return .takenByAnother
        }
    }

    /// Gives `name` back, so that the bus starts a new instance for the next call.
    public func releaseName(_ name: String) {
        _ = lib.withError { lib.releaseName(connection, name, $0) }
    }

    /// The next method call, waiting at most `timeoutMilliseconds` (-1: for ever); `.idle` when
    /// none came, `.disconnected` when the bus went away.
    public func nextCall(timeoutMilliseconds: Int32) -> Incoming {
        while true {
            if let message = lib.popMessage(connection) {
                if let call = IncomingCall(lib: lib, message: message, reader: reader) { return .call(call) }
                if lib.isSignal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0 {
                    lib.messageUnref(message)
                    return .disconnected
                }
                lib.messageUnref(message)
                continue
            }
            guard lib.isConnected(connection) != 0 else { return .disconnected }
            if lib.readWrite(connection, timeoutMilliseconds) == 0 { return .disconnected }
            if let message = lib.popMessage(connection) {
                if let call = IncomingCall(lib: lib, message: message, reader: reader) { return .call(call) }
                let disconnected = lib.isSignal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0
                lib.messageUnref(message)
                if disconnected { return .disconnected }
                continue
            }
            return .idle
        }
    }

    public enum Incoming { case call(IncomingCall), idle, disconnected }

    /// Answers `call` with `values` (nothing is sent when the caller asked for no reply).
    public func reply(to call: IncomingCall, _ values: [DBusValue]) {
        guard !call.noReply, let message = lib.newMethodReturn(call.message) else { return }
        send(message, values)
    }

    /// Answers `call` with the error `name` and a sentence.
    public func replyError(to call: IncomingCall, name: String, message text: String) {
        guard !call.noReply, let message = lib.newError(call.message, name, text) else { return }
        send(message, [])
    }

    /// Emits a signal from `path`.
    public func emit(path: String, interface: String, member: String, _ values: [DBusValue]) {
        guard let message = lib.newSignal(path, interface, member) else { return }
        send(message, values)
    }

    private func send(_ message: Pointer, _ values: [DBusValue]) {
        defer { lib.messageUnref(message) }
        let builder = MessageBuilder(lib: lib, message: message)
        for value in values { builder.append(value) }
        _ = lib.send(connection, message, nil)
        builder.finish()
        lib.connectionFlush(connection)
    }

    /// Calls one of the bus's own methods (`GetConnectionUnixProcessID`, `ListNames`, …) and
    /// returns its answer, or nil when it failed.
    public func callBus(_ member: String, _ arguments: [DBusValue]) -> [DBusValue]? {
        guard let message = lib.newMethodCall(Self.bus, Self.busPath, Self.bus, member) else { return nil }
        defer { lib.messageUnref(message) }
        let builder = MessageBuilder(lib: lib, message: message)
        for argument in arguments { builder.append(argument) }
        let (reply, _) = lib.withError { lib.sendWithReplyAndBlock(connection, message, Self.busCallTimeoutMilliseconds, $0) }
        builder.finish()
        guard let reply else { return nil }
        defer { lib.messageUnref(reply) }
        return reader.arguments(of: reply)
    }
}

/// A method call taken from the bus: who sent it, to which object and member, and its
/// arguments. Holds the message until it is answered.
public final class IncomingCall {
    let message: UnsafeMutableRawPointer
    private let lib: DBusLibrary
    public let path: String
    public let interface: String?
    public let member: String
    public let sender: String
    public let signature: String
    public let noReply: Bool
    public let arguments: [DBusValue]

    init?(lib: DBusLibrary, message: UnsafeMutableRawPointer, reader: MessageReader) {
        let methodCall: Int32 = 1
        guard lib.messageType(message) == methodCall else { return nil }
        func text(_ f: DBusLibrary.MessageText) -> String? { f(message).map { String(cString: $0) } }
        self.lib = lib
        self.message = message
        path = text(lib.messagePath) ?? "/"
        interface = text(lib.messageInterface)
        member = text(lib.messageMember) ?? ""
        sender = text(lib.messageSender) ?? ""
        signature = text(lib.messageSignature) ?? ""
        noReply = lib.messageNoReply(message) != 0
        arguments = reader.arguments(of: message)
    }

    deinit { lib.messageUnref(message) }
}
