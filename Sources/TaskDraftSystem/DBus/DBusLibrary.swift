import Glibc
import TaskDraftKit

/// libdbus-1's entry points, resolved with dlopen on first use, as libcurl's are: only
/// `remind` (a client of the notification server) and `dbus` (the system surface's service)
/// talk to the session bus, so no other command loads it, and a machine without it still runs
/// every other command.
///
/// Only the non-variadic calls are used (message iterators, not `dbus_message_append_args`),
/// and the library's structs are opaque buffers: `DBusError` is two `const char *` and a word
/// of flags (the name at byte 0, the message at byte 8), `DBusMessageIter` is 72 bytes on
/// 64-bit Linux; the buffers are larger than both.
public struct DBusLibrary: @unchecked Sendable {
    public typealias Pointer = UnsafeMutableRawPointer
    public typealias ErrorInit = @convention(c) (Pointer?) -> Void
    public typealias ErrorIsSet = @convention(c) (Pointer?) -> UInt32
    public typealias BusGet = @convention(c) (Int32, Pointer?) -> Pointer?
    public typealias ConnectionVoid = @convention(c) (Pointer?) -> Void
    public typealias ConnectionBool = @convention(c) (Pointer?) -> UInt32
    public typealias SetExitOnDisconnect = @convention(c) (Pointer?, UInt32) -> Void
    public typealias NewMethodCall = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
                                              UnsafePointer<CChar>?) -> Pointer?
    public typealias NewSignal = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Pointer?
    public typealias NewReturn = @convention(c) (Pointer?) -> Pointer?
    public typealias NewError = @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Pointer?
    public typealias MessageText = @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    public typealias MessageInt = @convention(c) (Pointer?) -> Int32
    public typealias IterInitAppend = @convention(c) (Pointer?, Pointer?) -> Void
    public typealias IterAppendBasic = @convention(c) (Pointer?, Int32, UnsafeRawPointer?) -> UInt32
    public typealias IterOpenContainer = @convention(c) (Pointer?, Int32, UnsafePointer<CChar>?, Pointer?) -> UInt32
    public typealias IterCloseContainer = @convention(c) (Pointer?, Pointer?) -> UInt32
    public typealias SendWithReplyAndBlock = @convention(c) (Pointer?, Pointer?, Int32, Pointer?) -> Pointer?
    public typealias Send = @convention(c) (Pointer?, Pointer?, UnsafeMutablePointer<UInt32>?) -> UInt32
    public typealias IterInit = @convention(c) (Pointer?, Pointer?) -> UInt32
    public typealias IterGetArgType = @convention(c) (Pointer?) -> Int32
    public typealias IterGetBasic = @convention(c) (Pointer?, Pointer?) -> Void
    public typealias IterGetSignature = @convention(c) (Pointer?) -> UnsafeMutablePointer<CChar>?
    public typealias Free = @convention(c) (Pointer?) -> Void
    public typealias IterNext = @convention(c) (Pointer?) -> UInt32
    public typealias IterRecurse = @convention(c) (Pointer?, Pointer?) -> Void
    public typealias AddMatch = @convention(c) (Pointer?, UnsafePointer<CChar>?, Pointer?) -> Void
    public typealias RequestName = @convention(c) (Pointer?, UnsafePointer<CChar>?, UInt32, Pointer?) -> Int32
    public typealias ReleaseName = @convention(c) (Pointer?, UnsafePointer<CChar>?, Pointer?) -> Int32
    public typealias UniqueName = @convention(c) (Pointer?) -> UnsafePointer<CChar>?
    public typealias ReadWrite = @convention(c) (Pointer?, Int32) -> UInt32
    public typealias PopMessage = @convention(c) (Pointer?) -> Pointer?
    public typealias IsSignal = @convention(c) (Pointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UInt32
    public typealias GetUnixFD = @convention(c) (Pointer?, UnsafeMutablePointer<Int32>?) -> UInt32

    let errorInit: ErrorInit
    let errorIsSet: ErrorIsSet
    let errorFree: ErrorInit
    public let busGetPrivate: BusGet
    public let connectionClose: ConnectionVoid
    public let connectionUnref: ConnectionVoid
    public let connectionFlush: ConnectionVoid
    let isConnected: ConnectionBool
    public let setExitOnDisconnect: SetExitOnDisconnect
    public let newMethodCall: NewMethodCall
    let newSignal: NewSignal
    let newMethodReturn: NewReturn
    let newError: NewError
    public let messageUnref: ConnectionVoid
    let messageType: MessageInt
    let messagePath: MessageText, messageInterface: MessageText, messageMember: MessageText
    let messageSender: MessageText, messageSignature: MessageText
    let messageNoReply: ConnectionBool
    let messageErrorName: MessageText
    let iterInitAppend: IterInitAppend
    let iterAppendBasic: IterAppendBasic
    let iterOpenContainer: IterOpenContainer
    let iterCloseContainer: IterCloseContainer
    public let sendWithReplyAndBlock: SendWithReplyAndBlock
    let send: Send
    public let iterInit: IterInit
    public let iterGetArgType: IterGetArgType
    public let iterGetBasic: IterGetBasic
    let iterGetSignature: IterGetSignature
    let free: Free
    public let iterNext: IterNext
    public let iterRecurse: IterRecurse
    public let addMatch: AddMatch
    let requestName: RequestName
    let releaseName: ReleaseName
    let uniqueName: UniqueName
    public let readWrite: ReadWrite
    public let popMessage: PopMessage
    public let isSignal: IsSignal
    public let getUnixFD: GetUnixFD

    /// D-Bus type codes (the signature characters).
    public static let string = code("s"), uint32 = code("u"), int32 = code("i"), byte = code("y"), array = code("a")
    public static let variant = code("v"), dictEntry = code("e"), structure = code("r"), boolean = code("b")
    public static let int16 = code("n"), uint16 = code("q"), int64 = code("x"), uint64 = code("t"), double = code("d")
    public static let objectPath = code("o"), signature = code("g"), unixFD = code("h")
    public static let sessionBus: Int32 = 0
    /// Bytes for an opaque `DBusError` or `DBusMessageIter` (both smaller).
    public static let opaqueSize = 128

    static func code(_ c: Unicode.Scalar) -> Int32 { Int32(c.value) }

    /// The library `TASKDRAFT_LIBDBUS` names (a file or soname; by default `libdbus-1.so.3`),
    /// or nil when it does not load.
    public static func load(_ environment: Environment) -> DBusLibrary? {
        let h: UnsafeMutableRawPointer?
        if let name = environment["TASKDRAFT_LIBDBUS"] {
            h = dlopen(name, RTLD_NOW | RTLD_LOCAL)
        } else {
            h = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libdbus-1.so", RTLD_NOW | RTLD_LOCAL)
        }
        guard let h else { return nil }
        func f<T>(_ name: String, _: T.Type) -> T? { dlsym(h, name).map { unsafeBitCast($0, to: T.self) } }
        guard let errorInit = f("dbus_error_init", ErrorInit.self), let errorIsSet = f("dbus_error_is_set", ErrorIsSet.self),
              let errorFree = f("dbus_error_free", ErrorInit.self), let busGet = f("dbus_bus_get_private", BusGet.self),
              let close = f("dbus_connection_close", ConnectionVoid.self), let unref = f("dbus_connection_unref", ConnectionVoid.self),
              let flush = f("dbus_connection_flush", ConnectionVoid.self),
              let isConnected = f("dbus_connection_get_is_connected", ConnectionBool.self),
              let exitOnDisconnect = f("dbus_connection_set_exit_on_disconnect", SetExitOnDisconnect.self),
              let newCall = f("dbus_message_new_method_call", NewMethodCall.self),
              let newSignal = f("dbus_message_new_signal", NewSignal.self),
              let newReturn = f("dbus_message_new_method_return", NewReturn.self),
              let newError = f("dbus_message_new_error", NewError.self),
              let messageUnref = f("dbus_message_unref", ConnectionVoid.self),
              let messageType = f("dbus_message_get_type", MessageInt.self),
              let path = f("dbus_message_get_path", MessageText.self), let interface = f("dbus_message_get_interface", MessageText.self),
              let member = f("dbus_message_get_member", MessageText.self), let sender = f("dbus_message_get_sender", MessageText.self),
              let signatureOf = f("dbus_message_get_signature", MessageText.self),
              let noReply = f("dbus_message_get_no_reply", ConnectionBool.self),
              let errorName = f("dbus_message_get_error_name", MessageText.self),
              let initAppend = f("dbus_message_iter_init_append", IterInitAppend.self),
              let appendBasic = f("dbus_message_iter_append_basic", IterAppendBasic.self),
              let open = f("dbus_message_iter_open_container", IterOpenContainer.self),
              let closeContainer = f("dbus_message_iter_close_container", IterCloseContainer.self),
              let sendBlocking = f("dbus_connection_send_with_reply_and_block", SendWithReplyAndBlock.self),
              let send = f("dbus_connection_send", Send.self),
              let iterInit = f("dbus_message_iter_init", IterInit.self),
              let argType = f("dbus_message_iter_get_arg_type", IterGetArgType.self),
              let getBasic = f("dbus_message_iter_get_basic", IterGetBasic.self),
              let iterSignature = f("dbus_message_iter_get_signature", IterGetSignature.self),
              let free = f("dbus_free", Free.self),
              let next = f("dbus_message_iter_next", IterNext.self), let recurse = f("dbus_message_iter_recurse", IterRecurse.self),
              let addMatch = f("dbus_bus_add_match", AddMatch.self),
              let requestName = f("dbus_bus_request_name", RequestName.self),
              let releaseName = f("dbus_bus_release_name", ReleaseName.self),
              let uniqueName = f("dbus_bus_get_unique_name", UniqueName.self),
              let readWrite = f("dbus_connection_read_write", ReadWrite.self),
              let pop = f("dbus_connection_pop_message", PopMessage.self), let isSignal = f("dbus_message_is_signal", IsSignal.self),
              let unixFD = f("dbus_connection_get_unix_fd", GetUnixFD.self)
        else { return nil }
        return DBusLibrary(
            errorInit: errorInit, errorIsSet: errorIsSet, errorFree: errorFree, busGetPrivate: busGet, connectionClose: close,
            connectionUnref: unref, connectionFlush: flush, isConnected: isConnected, setExitOnDisconnect: exitOnDisconnect,
            newMethodCall: newCall, newSignal: newSignal, newMethodReturn: newReturn, newError: newError,
            messageUnref: messageUnref, messageType: messageType, messagePath: path, messageInterface: interface,
            messageMember: member, messageSender: sender, messageSignature: signatureOf, messageNoReply: noReply,
            messageErrorName: errorName, iterInitAppend: initAppend, iterAppendBasic: appendBasic, iterOpenContainer: open,
            iterCloseContainer: closeContainer, sendWithReplyAndBlock: sendBlocking, send: send, iterInit: iterInit,
            iterGetArgType: argType, iterGetBasic: getBasic, iterGetSignature: iterSignature, free: free, iterNext: next,
            iterRecurse: recurse, addMatch: addMatch, requestName: requestName, releaseName: releaseName,
            uniqueName: uniqueName, readWrite: readWrite, popMessage: pop, isSignal: isSignal, getUnixFD: unixFD)
    }

    /// Runs `body` with a fresh `DBusError`, and returns its message if `body` set one.
    public func withError<T>(_ body: (Pointer) -> T) -> (T, String?) {
        let (value, failure) = withNamedError(body)
        return (value, failure?.message)
    }

    /// Runs `body` with a fresh `DBusError`, and returns its name and message if `body` set one.
    func withNamedError<T>(_ body: (Pointer) -> T) -> (T, (name: String, message: String)?) {
        let error = Pointer.allocate(byteCount: Self.opaqueSize, alignment: 16)
        defer { error.deallocate() }
        errorInit(error)
        let value = body(error)
        guard errorIsSet(error) != 0 else { return (value, nil) }
        let name = error.load(fromByteOffset: 0, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
        let message = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? "D-Bus error"
        errorFree(error)
        return (value, (name, message))
    }
}
