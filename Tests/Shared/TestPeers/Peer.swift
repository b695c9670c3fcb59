import Foundation

/// The real programs and libraries some tests run against, one list: what Debian package brings
/// each (the Makefile's TEST_PACKAGES installs them all) and the files that show it is here.
///
/// A test that needs one says `.enabled(if: try Peer.taskwarrior.installed())`. On a
/// developer's plain `swift test` a missing peer skips the test. `make test` (scripts/test.sh)
/// exports `TASKDRAFT_REQUIRE_PEERS=1`, and then a missing peer throws, which Swift Testing
/// records as the test's failure: a package dropped from TEST_PACKAGES, or a peer a test needs
/// that nobody added there, fails the run instead of passing it with tests silently skipped.
public enum Peer: String, CaseIterable, Sendable {
    case taskwarrior, radicale, xandikos, icalendar, vobject, dateutil, todoTxt, fish, zsh, mandoc, script
    /// A private session bus with the desktop's clients (DBusServiceTests, DesktopSearchTests).
    case serviceBus
    /// A session bus and a notification server in Python (RemindCommandTests).
    case notificationBus
    /// llama.cpp's llama-server, which scripts/test.sh builds, starts and names in TASKDRAFT_LLAMA_URL.
    case llamaServer

    public static let requireVariable = "TASKDRAFT_REQUIRE_PEERS"

    /// Set by scripts/test.sh: every peer must be here.
    public static var required: Bool { ProcessInfo.processInfo.environment[requireVariable] == "1" }

    /// The Debian packages that bring it, each in the Makefile's TEST_PACKAGES (PeerPackagesTests
    /// checks). `script` is util-linux's, in an Essential package; llama-server is built by
    /// scripts/peers/llama-server.sh from what TEST_PACKAGES installs (cmake, g++, python3-pip).
    public var packages: [String] {
        switch self {
        case .taskwarrior: return ["taskwarrior"]
        case .radicale: return ["radicale"]
        case .xandikos: return ["xandikos"]
        case .icalendar: return ["python3-icalendar"]
        case .vobject: return ["python3-vobject"]
        case .dateutil: return ["python3-dateutil"]
        case .todoTxt: return ["todotxt-cli"]
        case .fish: return ["fish"]
        case .zsh: return ["zsh"]
        case .mandoc: return ["mandoc"]
        case .script: return []
        case .serviceBus: return ["dbus-daemon", "libglib2.0-bin", "make", "python3-dbus"]
        case .notificationBus: return ["dbus-daemon", "python3-dbus", "python3-gi"]
        case .llamaServer: return ["cmake", "g++", "python3-pip"]
        }
    }

    /// The files whose presence says the peer is installed.
    public var files: [String] {
        let python = "/usr/lib/python3/dist-packages/"
        switch self {
        case .taskwarrior: return ["/usr/bin/task"]
        case .radicale: return ["/usr/bin/radicale"]
        case .xandikos: return ["/usr/bin/xandikos"]
        case .icalendar: return [python + "icalendar/__init__.py"]
        case .vobject: return [python + "vobject/__init__.py"]
        case .dateutil: return [python + "dateutil/rrule.py"]
        case .todoTxt: return ["/usr/bin/todo-txt"]
        case .fish: return ["/usr/bin/fish"]
        case .zsh: return ["/usr/bin/zsh"]
        case .mandoc: return ["/usr/bin/mandoc"]
        case .script: return ["/usr/bin/script"]
        case .serviceBus: return ["/usr/bin/dbus-daemon", "/usr/bin/gdbus", "/usr/bin/make", python + "dbus/__init__.py"]
        case .notificationBus: return ["/usr/bin/dbus-daemon", python + "dbus/__init__.py", python + "gi/__init__.py"]
        case .llamaServer: return []
        }
    }

    /// Whether this machine has it, without deciding what a missing one means.
    public var isPresent: Bool {
        if self == .llamaServer { return LlamaPeer.available }
        return files.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// For `.enabled(if:)`: true when the peer is here; false (the test is skipped) when it is
    /// not on a plain `swift test`; under `make test`, `Missing`, and the test fails.
    public func installed() throws -> Bool {
        try Self.decide(self, present: isPresent, required: Self.required)
    }

    public static func decide(_ peer: Peer, present: Bool, required: Bool) throws -> Bool {
        if present { return true }
        if required { throw Missing(peer: peer) }
        return false
    }

    public struct Missing: Error, CustomStringConvertible {
        public let peer: Peer
        public init(peer: Peer) { self.peer = peer }
        public var description: String {
            let what = peer == .llamaServer ? "\(LlamaPeer.variable) is not set"
                : "\(peer.rawValue) is not installed (no \(peer.files.filter { !FileManager.default.fileExists(atPath: $0) }.joined(separator: ", ")))"
            let remedy = switch peer {
            case .llamaServer: "scripts/test.sh builds, starts and names it"
            case .script: "util-linux's script is in every Debian system"
            default: "TEST_PACKAGES installs \(peer.packages.joined(separator: " "))"
            }
            return "\(what), and \(Peer.requireVariable)=1 (make test) needs every peer: " + remedy
        }
    }
}
