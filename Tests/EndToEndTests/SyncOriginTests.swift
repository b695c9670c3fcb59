import Foundation
import Testing
import TestPeers

/// `taskdraft sync` against a hostile CalDAV server (the scripted caldav_fault_server.py) that
/// names another origin during discovery or sync: a second listener on 127.0.0.1, the
/// bystander, records every request it gets and whether it carried the password. The password
/// goes only to the configured scheme, host and port; an href elsewhere stops the sync with an
/// error naming it, and nothing reaches the bystander.
@Suite(.serialized) struct SyncOriginTests {
    static let server = Result { try FaultServer(script: FaultServer.calDAVScript) }

    struct Laptop {
        let td: TaskDraftBinary
        let base: String
    }

    static func laptop(_ scenario: String) throws -> Laptop {
        let server = try Self.server.get()
        var td = try TaskDraftBinary()
        let base = "http://127.0.0.1:\(server.port)/\(scenario)/\(UUID().uuidString)/"
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "{\"sync\": {\"url\": \"\(base)\", \"username\": \"ann\", \"password_env\": \"DAV_PASSWORD\"}}".write(
            to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["DAV_PASSWORD"] = "correct horse battery staple"
        return Laptop(td: td, base: base)
    }

    /// The bystander's port, and the requests it got under this laptop's token ("METHOD PATH auth|no-auth").
    static func bystander(_ laptop: Laptop) throws -> (port: Int, requests: [String]) {
        let server = try Self.server.get()
        let path = String(laptop.base.dropFirst("http://127.0.0.1:\(server.port)".count)) + "bystander"
        let lines = String(decoding: try server.get(path), as: UTF8.self).split(separator: "\n").map(String.init)
        let port = Int(lines.first?.split(separator: " ").last ?? "") ?? 0
        return (port, Array(lines.dropFirst()))
    }

    /// The control: the same server with every href on its own origin discovers the collection
    /// and pulls its task, and the bystander hears nothing.
    @Test func discoveryOnTheConfiguredOriginSyncs() throws {
        let laptop = try Self.laptop("discover")
        defer { laptop.td.remove() }
        let result = try laptop.td.run(["sync", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"created\":1"))
        #expect(try Self.bystander(laptop).requests.isEmpty)
    }

    @Test(arguments: [
        ("foreign-principal", "current-user-principal"),
        ("foreign-principal-relative", "current-user-principal"),
        ("foreign-home", "calendar-home-set"),
        ("foreign-collection", "a calendar collection"),
        ("foreign-resource", "a resource"),
        ("foreign-redirect", "a redirect"),
    ])
    func anHrefOnAnotherOriginIsAnErrorAndGetsNothing(scenario: String, source: String) throws {
        let laptop = try Self.laptop(scenario)
        defer { laptop.td.remove() }
        let result = try laptop.td.run(["sync"])
        let (port, requests) = try Self.bystander(laptop)
        #expect(requests.isEmpty, "the bystander got \(requests)")
        #expect(result.status == 1)
        #expect(result.stderr.contains("127.0.0.1:\(port)/\(scenario)/"), "\(result.stderr)")
        #expect(result.stderr.contains("(\(source))"), "\(result.stderr)")
        #expect(!result.stderr.contains("correct horse"))
        // Nothing was pulled or recorded as synced.
        #expect(try laptop.td.run(["list", "--json"]).stdout == "[]\n")
        #expect(try laptop.td.run(["sync", "--status", "--json"]).stdout.contains("\"collections\":[]"))
    }

    @Test func theRefusalIsRussianUnderARussianLocale() throws {
        let laptop = try Self.laptop("foreign-principal")
        defer { laptop.td.remove() }
        let result = try laptop.td.run(["sync"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("сервер назвал http://127.0.0.1:"), "\(result.stderr)")
        #expect(result.stderr.contains("переход не выполнен"))
    }
}
