import Foundation
import Testing
import TestPeers

/// A test that needs a real peer (`task`, Radicale, python3-icalendar, …) is skipped on a plain
/// `swift test` without it, but must run under `make test`: each such condition goes through
/// `Peer`, each peer's packages are in the Makefile's TEST_PACKAGES, and scripts/test.sh asks
/// for them all, so a missing one fails its tests there instead of skipping them unseen.
@Suite struct PeerConditionsTests {
    static let root = RepositoryDocsTests.root

    @Test func everyConditionOnAPeerGoesThroughPeer() throws {
        let condition = try Regex(#"\.enabled\(if:\s*([^,)]*\)?)"#)
        let allowed = try Regex(#"^try Peer\.[a-zA-Z]+\.installed\(\)$"#)
        var found = 0
        for path in RepositoryDocsTests.files() where path.hasPrefix("Tests/") && path.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for match in line.matches(of: condition) {
                    found += 1
                    let expression = String(match.output[1].substring ?? "")
                    #expect(expression.wholeMatch(of: allowed) != nil,
                            "\(path):\(number + 1): \(expression) would skip under make test too; say `try Peer.NAME.installed()`")
                }
            }
        }
        // The 13 Taskwarrior tests alone are more; a scan that finds few has stopped reading.
        #expect(found > 40, "only \(found) conditions found")
    }

    /// What `make test` installs is what the tests need: every package a peer names.
    @Test func everyPeersPackagesAreInTestPackages() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        // TEST_PACKAGES = a b \ (continued on the next line)
        let start = try #require(makefile.range(of: "\nTEST_PACKAGES = "))
        var packages: Set<String> = []
        for line in makefile[start.upperBound...].split(separator: "\n") {
            packages.formUnion(line.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "\\" })
            if !line.hasSuffix("\\") { break }
        }
        #expect(packages.contains("taskwarrior") && packages.contains("radicale"), "\(packages.sorted())")
        for peer in Peer.allCases {
            for package in peer.packages {
                #expect(packages.contains(package), "\(peer.rawValue) needs \(package), which TEST_PACKAGES does not install")
            }
        }
    }

    /// scripts/test.sh asks for every peer before it runs the Swift tests.
    @Test func makeTestRequiresThePeers() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/test.sh"), encoding: .utf8)
        let required = try #require(script.range(of: "\nexport \(Peer.requireVariable)\n"))
        let set = try #require(script.range(of: "\n\(Peer.requireVariable)=1\n"))
        let tests = try #require(script.range(of: "\nstage swift-test scripts/test-swift.sh\n"))
        #expect(set.lowerBound < required.lowerBound && required.lowerBound < tests.lowerBound)
    }

    /// Missing and required is a failure; missing otherwise a skip; present runs.
    @Test func aMissingPeerFailsOnlyWhenRequired() throws {
        #expect(throws: Peer.Missing.self) { try Peer.decide(.taskwarrior, present: false, required: true) }
        #expect(try Peer.decide(.taskwarrior, present: false, required: false) == false)
        #expect(try Peer.decide(.taskwarrior, present: true, required: true) == true)
        let message = Peer.Missing(peer: .taskwarrior).description
        #expect(message.contains("TEST_PACKAGES installs taskwarrior"), "\(message)")
    }
}
