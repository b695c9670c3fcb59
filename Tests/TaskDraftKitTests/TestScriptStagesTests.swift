import Foundation
import Testing
import TestPeers

/// `make test` (scripts/test.sh) runs every stage whatever an earlier one did, so one failure
/// cannot hide the state of the others; only a failed build stops it. Checked on the script
/// itself, copied into a temporary tree whose stages are stand-ins: a `swift` first on PATH and
/// the scripts it calls, each writing what it was asked to a log and ending as the test says.
/// A stage that cannot run here (packaging without root) exits 77 and is shown as skipped, with
/// its reason, never as passed. The build makes the release binary too, and every stage after
/// it runs that one.
@Suite struct TestScriptStagesTests {
    /// What the stand-ins answer to, in the order the script runs them.
    enum Step: String, CaseIterable {
        case build = "swift build"
        case releaseBuild = "build-release.sh"
        case llamaBuild = "llama-server build"
        case llamaStart = "llama-server start"
        case swiftTest = "test-swift.sh"
        case terminal = "test-terminal.sh"
        case mcp = "test-mcp.sh"
        case packaging = "test-packaging.sh"
    }

    /// The summary's stage for each step that is one.
    static let stages: [(name: String, step: Step)] = [
        ("build", .build), ("llama-server", .llamaStart), ("swift-test", .swiftTest), ("terminal", .terminal), ("mcp", .mcp),
        ("packaging", .packaging),
    ]

    struct Run {
        let status: Int32
        let output: String
        /// The stand-ins' log, a line a call (llama-server's start without its port).
        let calls: [String]
        /// The port llama-server was started on.
        let port: String?
        /// TASKDRAFT_BIN as each of the Swift tests, the terminal and the MCP stage saw it.
        let binaries: [String]

        /// The summary's result for a stage, without its time: "passed", "FAILED", "skipped",
        /// "skipped (needs root)" or "not run".
        func result(of stage: String) -> String? {
            guard let summary = output.range(of: "=== summary ===\n") else { return nil }
            for line in output[summary.upperBound...].split(separator: "\n") where line.hasPrefix(stage + "  ") {
                let rest = String(line.dropFirst(stage.count).drop { $0 == " " })
                guard let time = rest.range(of: #" +[0-9]+ s$"#, options: .regularExpression) else { return rest }
                return String(rest[..<time.lowerBound])
            }
            return nil
        }

        /// Whether the script's last call stopped llama-server, on the port it was started on.
        var stopped: Bool { calls.last.map { $0.hasPrefix("llama-server stop ") && (port == nil || $0.hasSuffix(" " + port!)) } == true }
    }

    /// Runs a copy of scripts/test.sh with `arguments`, every step succeeding but `failing`;
    /// `skipping` steps exit 77 after writing their reason (if not empty) where the script
    /// asks, as scripts/test-packaging.sh does without root; `interrupting` sends the script SIGINT from
    /// inside that step, as Ctrl-C reaches it while a stage runs.
    static func run(_ arguments: [String] = [], failing: Set<Step> = [], skipping: [Step: String] = [:],
                    interrupting: Step? = nil) throws -> Run {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("test-sh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        let log = tree.appendingPathComponent("calls.log").path
        let binaryLog = tree.appendingPathComponent("binaries.log").path
        let sawBinary = "echo \"${TASKDRAFT_BIN:-unset}\" >> '\(binaryLog)'"
        func write(_ path: String, _ text: String) throws {
            let url = tree.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ExecutableFile.write(text, to: url)
        }
        func ending(_ step: Step) -> String {
            if let reason = skipping[step] { return reason.isEmpty ? "exit 77" : "echo '\(reason)' > \"$TASKDRAFT_SKIP_REASON\"; exit 77" }
            return step == interrupting ? "kill -INT $PPID; exit 1" : failing.contains(step) ? "exit 1" : "exit 0"
        }
        let script = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("scripts/test.sh"), encoding: .utf8)
        try write("scripts/test.sh", script)
        try write("bin/swift", """
            #!/bin/sh
            echo "swift $1" >> '\(log)'
            case $1 in build) \(ending(.build)) ;; esac
            exit 2
            """)
        try write("scripts/peers/llama-server.sh", """
            #!/bin/sh
            echo "llama-server $*" >> '\(log)'
            case $1 in build) \(ending(.llamaBuild)) ;; start) \(ending(.llamaStart)) ;; stop) exit 0 ;; esac
            exit 2
            """)
        for step in [Step.releaseBuild, .swiftTest, .terminal, .mcp, .packaging] {
            let binary = [.swiftTest, .terminal, .mcp].contains(step) ? sawBinary + "\n" : ""
            try write("scripts/\(step.rawValue)", "#!/bin/sh\necho '\(step.rawValue)' >> '\(log)'\n\(binary)\(ending(step))\n")
        }

        let (status, output) = try runScript("scripts/test.sh", in: tree, arguments: arguments)
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        let start = "llama-server start "
        let binaries = ((try? String(contentsOfFile: binaryLog, encoding: .utf8)) ?? "").split(separator: "\n").map {
            $0.hasPrefix(tree.path + "/") ? "./" + $0.dropFirst(tree.path.count + 1) : String($0)
        }
        return Run(status: status, output: output,
                   calls: lines.map { $0.hasPrefix(start) ? String(start.dropLast()) : $0 },
                   port: lines.first { $0.hasPrefix(start) }.map { String($0.dropFirst(start.count)) }, binaries: binaries)
    }

    /// Runs the copy of a script at `path` in a stand-in `tree` with /bin/sh, the tree's bin/
    /// (its stand-in `swift`) first on PATH, and returns its exit status and what it wrote to
    /// its output and its errors together.
    static func runScript(_ path: String, in tree: URL, arguments: [String] = [],
                          environment more: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [tree.appendingPathComponent(path).path] + arguments
        var environment = ProcessInfo.processInfo.environment.merging(more) { $1 }
        environment["PATH"] = tree.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test func everyStagePassingPassesAndStopsTheServer() throws {
        let run = try Self.run()
        #expect(run.status == 0, "\(run.output)")
        #expect(run.calls.dropLast() == Step.allCases.map(\.rawValue), "\(run.calls)")
        #expect(run.stopped, "\(run.calls)")
        for (stage, _) in Self.stages { #expect(run.result(of: stage) == "passed", "\(stage)\n\(run.output)") }
    }

    /// The end-to-end tests (in `swift test`), the terminal and the MCP stages run the stripped
    /// release binary the build made, the one a person runs, not the debug one.
    @Test func theStagesAfterTheBuildRunTheStrippedReleaseBinary() throws {
        let run = try Self.run()
        #expect(run.binaries == Array(repeating: "./.build/release-stripped/taskdraft", count: 3), "\(run.binaries)")
    }

    /// Whichever stage after the build fails, every other one still runs, the summary names
    /// the one that failed, and the script fails.
    @Test(arguments: stages.dropFirst().map(\.step))
    func aFailedStageLeavesTheOthersRunning(failing: Step) throws {
        let run = try Self.run(failing: [failing])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.calls.dropLast() == Step.allCases.map(\.rawValue), "\(run.calls)")
        #expect(run.stopped, "\(run.calls)")
        for (stage, step) in Self.stages {
            #expect(run.result(of: stage) == (step == failing ? "FAILED" : "passed"), "\(stage)\n\(run.output)")
        }
    }

    /// A stage that exits 77 (packaging without root) is skipped, not passed, with the reason it
    /// gave, and is no failure: the rest run and the script passes, unless another stage fails.
    @Test func aStageThatSkipsItselfIsShownSkippedWithItsReasonAndFailsNothing() throws {
        let run = try Self.run(skipping: [.packaging: "needs root"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.calls.dropLast() == Step.allCases.map(\.rawValue), "\(run.calls)")
        #expect(run.output.contains("no stage failed"), "\(run.output)")
        for (stage, step) in Self.stages {
            #expect(run.result(of: stage) == (step == .packaging ? "skipped (needs root)" : "passed"), "\(stage)\n\(run.output)")
        }
        // Beside a stage that fails, the skipped one is still no failure and the failed one still fails the run.
        let both = try Self.run(failing: [.mcp], skipping: [.packaging: "needs root"])
        #expect(both.status == 1 && both.output.contains("1 stage(s) failed"), "\(both.output)")
        #expect(both.result(of: "packaging") == "skipped (needs root)" && both.result(of: "mcp") == "FAILED", "\(both.output)")
        // The reason an earlier stage wrote is not carried over to a later one that gives none.
        let twice = try Self.run(skipping: [.terminal: "no terminal", .packaging: ""])
        #expect(twice.result(of: "terminal") == "skipped (no terminal)" && twice.result(of: "packaging") == "skipped", "\(twice.output)")
    }

    /// The real scripts/test-packaging.sh, run as someone other than root, skips with exit 77
    /// and says why where scripts/test.sh reads it, before it touches anything (a copy, in a
    /// tree with no Makefile, so nothing could be built or installed even if it did not).
    @Test func packagingWithoutRootExits77AndSaysItNeedsRoot() throws {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("test-packaging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tree) }
        let script = tree.appendingPathComponent("scripts/test-packaging.sh")
        try FileManager.default.copyItem(at: RepositoryDocsTests.root.appendingPathComponent("scripts/test-packaging.sh"), to: script)
        let reason = tree.appendingPathComponent("reason")
        try Data().write(to: reason)
        for path in [tree.path, tree.appendingPathComponent("scripts").path] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: reason.path)
        let process = Process()
        if getuid() == 0 {
            // As root (CI), dropped to nobody; the script runs only once the drop took.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/sh", "-c",
                                 #"[ "$(id -u)" != 0 ] || exit 99; exec /bin/sh "$0""#, script.path]
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [script.path]
        }
        var environment = ProcessInfo.processInfo.environment
        environment["TASKDRAFT_SKIP_REASON"] = reason.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 77, "\(output)")
        #expect(try String(contentsOf: reason, encoding: .utf8) == "needs root\n", "\(output)")
        #expect(output.contains("SKIPPED (needs root"), "\(output)")
    }

    /// llama-server that does not build is not started; the tests still run (those that need
    /// the server fail there, as the peers are required).
    @Test func aServerThatDoesNotBuildIsNotStartedAndTheTestsStillRun() throws {
        let run = try Self.run(failing: [.llamaBuild])
        #expect(run.status == 1)
        #expect(run.calls.dropLast() == Step.allCases.filter { $0 != .llamaStart }.map(\.rawValue), "\(run.calls)")
        #expect(run.stopped)
        #expect(run.result(of: "llama-server") == "FAILED" && run.result(of: "terminal") == "passed", "\(run.output)")
    }

    /// Nothing can run without a build, the release binary's included: the script stops there
    /// and says so.
    @Test(arguments: [(Step.build, ["swift build"]), (.releaseBuild, ["swift build", "build-release.sh"])])
    func aFailedBuildRunsNothingElse(failing: Step, calls: [String]) throws {
        let run = try Self.run(failing: [failing])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.calls == calls, "\(run.calls)")
        #expect(run.result(of: "build") == "FAILED", "\(run.output)")
        for (stage, _) in Self.stages.dropFirst() { #expect(run.result(of: stage) == "not run", "\(stage)\n\(run.output)") }
    }

    /// Ctrl-C during a stage stops the script there, with 130, and still stops the server.
    @Test func anInterruptStopsAtOnceAndStillStopsTheServer() throws {
        let run = try Self.run(interrupting: .terminal)
        #expect(run.status == 130, "\(run.output)")
        #expect(run.calls.dropLast() == Step.allCases.prefix { $0 != .mcp }.map(\.rawValue), "\(run.calls)")
        #expect(run.stopped, "\(run.calls)")
        #expect(!run.output.contains("=== summary ==="), "\(run.output)")
    }

    /// Stages named as arguments run alone, after the build; the rest are skipped, and say so.
    @Test func namedStagesRunAloneAndTheRestAreSkipped() throws {
        let run = try Self.run(["terminal", "mcp"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.calls.dropLast() == ["swift build", "build-release.sh", "test-terminal.sh", "test-mcp.sh"], "\(run.calls)")
        for (stage, step) in Self.stages {
            #expect(run.result(of: stage) == ([.build, .terminal, .mcp].contains(step) ? "passed" : "skipped"), "\(stage)\n\(run.output)")
        }
        // The Swift tests bring the server they need.
        let tests = try Self.run(["swift-test"])
        #expect(tests.calls.dropLast() == ["swift build", "build-release.sh", "llama-server build", "llama-server start", "test-swift.sh"],
                "\(tests.calls)")
        #expect(tests.stopped)
        // A stage name mistyped runs nothing rather than skipping everything unseen.
        let mistyped = try Self.run(["termnal"])
        #expect(mistyped.status == 2 && mistyped.calls.isEmpty, "\(mistyped.output)")
    }

    /// The Swift tests run as two processes, the end-to-end suites (`swift test`) and the rest
    /// (the test bundle itself, as `swift test` holds .build's lock while it runs), both to the
    /// end whichever fails, the stage failing when either does (scripts/test-swift.sh, with a
    /// stand-in `swift` and bundle that log their arguments and fail as asked).
    @Test(arguments: [[String](), ["EndToEndTests"], ["unit"], ["EndToEndTests", "unit"]])
    func theSwiftTestsRunAsTwoProcessesAndFailWhenEitherFails(failing: [String]) throws {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("test-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        let log = tree.appendingPathComponent("calls.log").path
        let binPath = tree.appendingPathComponent("products")
        for folder in ["scripts", "bin", "products"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let script = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("scripts/test-swift.sh"), encoding: .utf8)
        try ExecutableFile.write(script, to: tree.appendingPathComponent("scripts/test-swift.sh"))
        let ending = { (part: String) in failing.contains(part) ? "exit 1" : "exit 0" }
        try ExecutableFile.write("""
            #!/bin/sh
            case "$*" in
              "build --show-bin-path") echo '\(binPath.path)'; exit 0 ;;
              test*) echo "swift $*" >> '\(log)'; echo "end-to-end ran"; \(ending("EndToEndTests")) ;;
            esac
            exit 2
            """, to: tree.appendingPathComponent("bin/swift"))
        try ExecutableFile.write("""
            #!/bin/sh
            echo "bundle $*" >> '\(log)'
            echo "unit ran"
            \(ending("unit"))
            """, to: binPath.appendingPathComponent("TaskDraftPackageTests.xctest"))
        let (status, output) = try Self.runScript("scripts/test-swift.sh", in: tree)
        let calls = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init).sorted()
        #expect(calls == [#"bundle --testing-library swift-testing --skip ^EndToEndTests\."#,
                          #"swift test --skip-build --filter ^EndToEndTests\."#], "\(calls)")
        #expect(output.contains("end-to-end ran") && output.contains("unit ran"), "\(output)")
        #expect((status == 0) == failing.isEmpty, "\(output)")
    }

    /// Each of the two processes gets a fresh TMPDIR of its own: whatever a suite leaves there
    /// fails the stage, named by its process, a name starting with a dot or two and an empty
    /// lock file of its own included, while SwiftPM's own files there (the empty locks it names
    /// after the package's and the home's paths, its TemporaryDirectory.* holding only
    /// .keep-directory) do not; and the script leaves nothing in the TMPDIR it was given, also
    /// when its path has a space and a dot (scripts/test-swift.sh, with stand-ins that leave them).
    @Test(arguments: [
        ("", Leak.nothing, "tmp"), ("end-to-end", .directory, "tmp"), ("unit", .directory, "tmp"), ("", .nothing, "tmp dir.4x"),
        ("unit", .directory, "tmp dir.4x"), ("unit", .dotDotName, "tmp"), ("end-to-end", .dotName, "tmp"),
        ("end-to-end", .emptyLock, "tmp"), ("unit", .lockNamedLikeSwiftPMs, "tmp"),
    ])
    func whatASuiteLeavesInItsTemporaryDirectoryFailsTheStage(leaking: String, leak: Leak, temporaryDirectory: String) throws {
        let tree = try Self.litterStage(leaking: leaking, leak: leak)
        defer { try? FileManager.default.removeItem(at: tree) }
        let given = tree.appendingPathComponent(temporaryDirectory)
        try FileManager.default.createDirectory(at: given, withIntermediateDirectories: true)
        let (status, output) = try Self.runScript("scripts/test-swift.sh", in: tree, environment: ["TMPDIR": given.path])
        #expect((status == 0) == leaking.isEmpty, "\(output)")
        #expect(output.contains("left") == !leaking.isEmpty, "\(output)")
        if !leaking.isEmpty {
            #expect(output.contains("the \(leaking) suites left 1 entries"), "\(output)")
            #expect(output.contains("1 \(leak.shown)\n"), "\(output)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: given.path) == [])
    }

    /// What a stand-in suite leaves in its TMPDIR: the shell command that makes it, and how the
    /// stage names it.
    enum Leak: String, Sendable {
        case nothing, directory, dotDotName, dotName, emptyLock, lockNamedLikeSwiftPMs

        var command: String {
            switch self {
            case .nothing: ":"
            case .directory: #"mkdir "$TMPDIR/taskdraft-kit-0B29777E-11FA-4E06-9AA0-A5623FC08F12""#
            case .dotDotName: #": > "$TMPDIR/..x""#
            case .dotName: #": > "$TMPDIR/.x""#
            case .emptyLock: #": > "$TMPDIR/a.lock""#
            // An absolute path's shape, but not one SwiftPM locks here.
            case .lockNamedLikeSwiftPMs: #": > "$TMPDIR/_var_lib_x.lock""#
            }
        }

        var shown: String {
            switch self {
            case .nothing: ""
            case .directory: "taskdraft-kit-<uuid>"
            case .dotDotName: "..x"
            case .dotName: ".x"
            case .emptyLock: "a.lock"
            case .lockNamedLikeSwiftPMs: "_var_lib_x.lock"
            }
        }
    }

    /// A TMPDIR the script cannot make its directory in stops the stage before any suite runs,
    /// rather than running them with their directories at the root of the file system.
    @Test func aTemporaryDirectoryThatIsNotThereStopsTheStage() throws {
        let tree = try Self.litterStage(leaking: "", leak: .nothing)
        defer { try? FileManager.default.removeItem(at: tree) }
        let (status, output) = try Self.runScript("scripts/test-swift.sh", in: tree,
                                                  environment: ["TMPDIR": tree.appendingPathComponent("missing").path])
        #expect(status != 0, "\(output)")
        #expect(!output.contains("suites exit"), "\(output)")
    }

    /// A stand-in tree for scripts/test-swift.sh: its stand-in `swift` and test bundle make
    /// SwiftPM's files in their TMPDIR (its locks named after the package's and the home's
    /// paths, '/' written '_'), and the process `leaking` names leaves `leak` too.
    static func litterStage(leaking: String, leak: Leak) throws -> URL {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("test-swift-litter-\(UUID().uuidString)")
        let binPath = tree.appendingPathComponent("products")
        for folder in ["scripts", "bin", "products"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let script = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("scripts/test-swift.sh"), encoding: .utf8)
        try ExecutableFile.write(script, to: tree.appendingPathComponent("scripts/test-swift.sh"))
        let swiftPM = #"mkdir -p "$TMPDIR/TemporaryDirectory.x1Y2z3" && : > "$TMPDIR/TemporaryDirectory.x1Y2z3/.keep-directory" && : > "$TMPDIR/$(pwd | tr / _)_.build.lock" && : > "$TMPDIR/$(printf %s "$HOME" | tr / _)_.swiftpm.lock""#
        let leave = { (part: String) in leaking == part ? leak.command : ":" }
        try ExecutableFile.write("""
            #!/bin/sh
            case "$*" in
              "build --show-bin-path") \(swiftPM); echo '\(binPath.path)'; exit 0 ;;
              test*) \(swiftPM); \(leave("end-to-end")); exit 0 ;;
            esac
            exit 2
            """, to: tree.appendingPathComponent("bin/swift"))
        try ExecutableFile.write("""
            #!/bin/sh
            \(leave("unit"))
            exit 0
            """, to: binPath.appendingPathComponent("TaskDraftPackageTests.xctest"))
        return tree
    }
}
