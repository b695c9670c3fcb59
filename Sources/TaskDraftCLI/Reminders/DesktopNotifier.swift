import Glibc
import TaskDraftSystem

/// A client of the freedesktop Notifications service (`org.freedesktop.Notifications` on the
/// session bus: https://specifications.freedesktop.org/notification-spec/latest/), through
/// libdbus. One private connection; `Notify` calls block for at most `callTimeoutMilliseconds`.
final class DesktopNotifier {
    typealias Pointer = UnsafeMutableRawPointer

    static let service = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"
    /// A notification server answers at once; a hung one must not hold `remind` (and the
    /// database's write lock, which a pass holds while it delivers) for D-Bus's default 25 s.
    static let callTimeoutMilliseconds: Int32 = 3000

    private let lib: DBusLibrary
    private let connection: Pointer
    /// The server shows buttons (its capabilities include "actions").
    private(set) var supportsActions = false
    /// The server reads `<b>`, `&amp;`… in bodies, so text going there is escaped.
    private(set) var readsMarkup = false

    private init(lib: DBusLibrary, connection: Pointer) {
        self.lib = lib
        self.connection = connection
    }

    deinit {
        lib.connectionClose(connection)
        lib.connectionUnref(connection)
    }

    /// Connects to the session bus and asks the server what it can show, or says why not (no
    /// bus, no notification server).
    static func connect(through lib: DBusLibrary) -> Result<DesktopNotifier, NotifierUnavailable> {
        let (connection, message) = lib.withError { lib.busGetPrivate(DBusLibrary.sessionBus, $0) }
        guard let connection else { return .failure(NotifierUnavailable.noSessionBus(message)) }
        // libdbus otherwise calls _exit() when the bus goes away.
        lib.setExitOnDisconnect(connection, 0)
        let notifier = DesktopNotifier(lib: lib, connection: connection)
        switch notifier.capabilities() {
        case .success(let list):
            notifier.supportsActions = list.contains("actions")
            notifier.readsMarkup = list.contains("body-markup")
            return .success(notifier)
        case .failure(let reason):
            return .failure(reason)
        }
    }

    /// `GetCapabilities`: what the server can show.
    func capabilities() -> Result<[String], NotifierUnavailable> {
        let (reply, error) = call("GetCapabilities") { _ in }
        guard let reply else { return .failure(NotifierUnavailable.noServer(error)) }
        defer { lib.messageUnref(reply) }
        var result: [String] = []
        let iter = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16), sub = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        defer { iter.deallocate(); sub.deallocate() }
        guard lib.iterInit(reply, iter) != 0, lib.iterGetArgType(iter) == DBusLibrary.array else { return .success(result) }
        lib.iterRecurse(iter, sub)
        while lib.iterGetArgType(sub) == DBusLibrary.string {
            var text: UnsafePointer<CChar>?
            lib.iterGetBasic(sub, &text)
            if let text { result.append(String(cString: text)) }
            if lib.iterNext(sub) == 0 { break }
        }
        return .success(result)
    }

    /// `Notify`: shows one notification and returns the id the server gave it.
    func notify(summary: String, body: String, actions: [(key: String, label: String)] = [], appName: String = "taskdraft")
        -> Result<UInt32, NotifierUnavailable> {
        let (reply, error) = call("Notify") { m in
            m.append(appName)
            m.append(UInt32(0))
            m.append("appointment-soon")
            m.append(summary)
            m.append(readsMarkup ? Self.escapedMarkup(body) : body)
            m.array("s") { m in for action in actions { m.append(action.key); m.append(action.label) } }
            m.array("{sv}") { m in
                m.dictEntry { m in
                    m.append("urgency")
                    m.variant("y") { m in m.append(UInt8(1)) }
                }
            }
            m.append(Int32(-1))
        }
        guard let reply else { return .failure(NotifierUnavailable.noAnswer(error)) }
        defer { lib.messageUnref(reply) }
        let iter = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        defer { iter.deallocate() }
        var id: UInt32 = 0
        if lib.iterInit(reply, iter) != 0, lib.iterGetArgType(iter) == DBusLibrary.uint32 { lib.iterGetBasic(iter, &id) }
        return .success(id)
    }

    static func escapedMarkup(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Asks the bus for the server's `ActionInvoked` signals (a button pressed).
    func listenForActions() {
        _ = lib.withError { lib.addMatch(connection, "type='signal',interface='\(Self.service)',member='ActionInvoked'", $0) }
        lib.connectionFlush(connection)
    }

    /// The socket to poll for signals.
    var fileDescriptor: Int32? {
        var fd: Int32 = -1
        return lib.getUnixFD(connection, &fd) != 0 && fd >= 0 ? fd : nil
    }

    /// `ActionInvoked` signals received so far: (notification id, action key). Never blocks.
    func receivedActions() -> [(id: UInt32, key: String)] {
        _ = lib.readWrite(connection, 0)
        var result: [(id: UInt32, key: String)] = []
        let iter = Pointer.allocate(byteCount: DBusLibrary.opaqueSize, alignment: 16)
        defer { iter.deallocate() }
        while let message = lib.popMessage(connection) {
            defer { lib.messageUnref(message) }
            guard lib.isSignal(message, Self.service, "ActionInvoked") != 0, lib.iterInit(message, iter) != 0,
                  lib.iterGetArgType(iter) == DBusLibrary.uint32 else { continue }
            var id: UInt32 = 0
            lib.iterGetBasic(iter, &id)
            guard lib.iterNext(iter) != 0, lib.iterGetArgType(iter) == DBusLibrary.string else { continue }
            var key: UnsafePointer<CChar>?
            lib.iterGetBasic(iter, &key)
            if let key { result.append((id, String(cString: key))) }
        }
        return result
    }

    /// Sends one method call to the Notifications service and waits for its reply.
    private func call(_ method: String, _ build: (MessageBuilder) -> Void) -> (Pointer?, String?) {
        guard let message = lib.newMethodCall(Self.service, Self.objectPath, Self.service, method) else { return (nil, "out of memory") }
        defer { lib.messageUnref(message) }
        let builder = MessageBuilder(lib: lib, message: message)
        build(builder)
        builder.finish()
        return lib.withError { lib.sendWithReplyAndBlock(connection, message, Self.callTimeoutMilliseconds, $0) }
    }
}


