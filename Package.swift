// swift-tools-version:6.0
// TaskDraft: a draft-then-commit task planner for the terminal. See README.md, ARCHITECTURE.md
// (targets and their one-way dependencies) and docs/DESIGN.md.
import PackageDescription

let package = Package(
    name: "TaskDraft",
    products: [
        .executable(name: "taskdraft", targets: ["taskdraft"]),
    ],
    targets: [
        // Debian's C libraries, reached through module maps (no outside Swift packages).
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite",
                       providers: [.apt(["libsqlite3-dev"])]),
        // libcurl's headers; the library itself is loaded with dlopen when a server is first reached.
        .systemLibrary(name: "CCurl", path: "Sources/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),

        // The domain: tasks, intents, policy, the SQLite store. Imports no surface, no model.
        .target(name: "TaskDraftKit", dependencies: ["CSQLite"]),
        // The built-in reading of English, Russian and Polish: tokens, the lexicon and its
        // generated tables, the grammar, reminder words, splitting. It reads a person's
        // vocabulary through its own `Vocabulary`, which Models' Skills fill.
        .target(name: "TaskDraftParser", dependencies: ["TaskDraftKit"]),
        // The HTTP client over libcurl: requests, timeouts, retries, size caps, redaction.
        .target(name: "TaskDraftHTTP", dependencies: ["TaskDraftKit", "CCurl"]),
        // Drafting: the LanguageModel protocol, Skills, HTTP model backends, the cross-check,
        // the session factory.
        .target(name: "TaskDraftModels", dependencies: ["TaskDraftKit", "TaskDraftParser", "TaskDraftHTTP"]),
        // CalDAV sync (`taskdraft sync`): iCalendar VTODOs, WebDAV XML, discovery, the merge.
        // It reaches the network through TaskDraftHTTP, in one adapter file
        // (Sync/DAV/DAVTransport.swift), and never touches a model backend.
        .target(name: "TaskDraftSync", dependencies: ["TaskDraftKit", "TaskDraftHTTP"]),
        // Agent surface: an MCP server (JSON-RPC 2.0 over stdio), tools mapped onto intents.
        .target(name: "TaskDraftMCP", dependencies: ["TaskDraftKit", "TaskDraftModels"]),
        // System surface: `org.taskdraft.Planner1` on the session bus, GNOME Shell's search provider
        // and KRunner's runner, over libdbus loaded with dlopen (also `remind`'s notifications).
        .target(name: "TaskDraftSystem", dependencies: ["TaskDraftKit", "TaskDraftModels"]),
        // Human and script surfaces: argument table, commands, REPL, rendering; `mcp` runs the
        // agent surface on stdin/stdout, `dbus` the system surface.
        // libedit is loaded with dlopen when a prompt is needed (REPL/LineSource.swift).
        .target(name: "TaskDraftCLI", dependencies: ["TaskDraftKit", "TaskDraftParser", "TaskDraftHTTP", "TaskDraftModels",
                                                 "TaskDraftMCP", "TaskDraftSync", "TaskDraftSystem"]),
        // Wiring only.
        .executableTarget(name: "taskdraft", dependencies: ["TaskDraftCLI"]),

        .testTarget(name: "TaskDraftKitTests", dependencies: ["TaskDraftKit", "RecurrenceSamples", "TestPeers"]),
        // Test peers: the one list of the real programs tests run against (Peer), the scripted fault
        // server, the real llama-server and CalDAV servers, for the tests that need them.
        .target(name: "TestPeers", path: "Tests/Shared/TestPeers"),
        // Random repeat rules of every shape, for the tests of occurrences, words and RRULE text.
        .target(name: "RecurrenceSamples", dependencies: ["TaskDraftKit"], path: "Tests/Shared/RecurrenceSamples"),
        // Task sets several suites take through different peers (the round trips of every new field).
        .target(name: "TaskSets", path: "Tests/Shared/TaskSets"),
        // Seeded hostile inputs a stranger writes (iCalendar objects, Skills folders), one seed each.
        .target(name: "HostileSamples", dependencies: ["RecurrenceSamples"], path: "Tests/Shared/HostileSamples"),
        // An enum's cases as Sources declare them, for the suites that check Sources' declarations.
        .target(name: "DeclaredEnums", path: "Tests/Shared/DeclaredEnums"),
        // The sentence and splitting corpora are read from the source tree (#filePath), not
        // bundled. The parser's tests read with the shipped Skills (loaded by Models), and
        // the table generator writes the Skills' tables beside the lexicon's.
        .testTarget(name: "TaskDraftParserTests", dependencies: ["TaskDraftParser", "TaskDraftModels", "RecurrenceSamples", "TestPeers"], exclude: ["Fixtures"]),
        .testTarget(name: "TaskDraftHTTPTests", dependencies: ["TaskDraftHTTP"]),
        .testTarget(name: "TaskDraftModelsTests", dependencies: ["TaskDraftModels", "TaskDraftParser", "TaskDraftHTTP", "TestPeers",
                                                          "HostileSamples", "RecurrenceSamples"]),
        .testTarget(name: "TaskDraftCLITests", dependencies: ["TaskDraftCLI", "RecurrenceSamples", "TestPeers", "HostileSamples",
                                                       "DeclaredEnums"]),
        .testTarget(name: "TaskDraftMCPTests", dependencies: ["TaskDraftMCP"]),
        .testTarget(name: "TaskDraftSyncTests", dependencies: ["TaskDraftSync", "TaskDraftHTTP", "TestPeers", "HostileSamples"]),
        // Runs the built binary; depends on it so `swift build --build-tests` builds it.
        .testTarget(name: "EndToEndTests", dependencies: ["taskdraft", "TaskDraftKit", "TestPeers", "TaskSets", "HostileSamples",
                                                    "RecurrenceSamples"]),
    ],
    swiftLanguageModes: [.v6]
)
