import Glibc
import TaskDraftHTTP
import TaskDraftKit

/// Makes one run's drafting sessions. `choose` picks the drafting backend, and the chain to
/// fall back along, from the region's policy row, the configured backends, which have keys,
/// and the device profile (cores, memory, whether each local server answers), explaining every
/// step. An instance holds the run's settings and makes that choice once (and a phase's own,
/// `phases.plan`, `phases.review`, when config.json names one), then the models and sessions
/// over it. It holds no command and no store: a session reads the model log from the store it
/// is given and finds its reviewer here, so nothing it makes calls back up into the run.
public final class SessionFactory {
    public let configuration: Configuration
    public let region: Region
    public let regionSource: SettingSource
    /// The locale's language code (`ru`, `pl`, else `en`), as `backend --explain` reports it.
    public let localeLanguage: String
    let environment: Environment
    let now: Instant
    /// `--backend`, else `TASKDRAFT_BACKEND`: this backend only, and its failure is an error.
    let forced: String?
    /// Which of the two forced `forced`; nil when nothing does.
    public let forcedSource: String?
    /// `--verbose`: HTTP exchanges traced on stderr, keys redacted.
    public let trace: HTTPTrace?
    /// libcurl clients shared by the probes and every HTTP backend of this run, so the
    /// connection a probe opened carries the first draft too.
    public private(set) lazy var transports: TransportPool = .curl()

    private var cachedChoice: Choice?

    public init(configuration: Configuration, region: Region, regionSource: SettingSource, localeLanguage: String,
                environment: Environment, now: Instant, forced: (name: String, source: String)?, verbose: Bool) {
        self.configuration = configuration
        self.region = region
        self.regionSource = regionSource
        self.localeLanguage = localeLanguage
        self.environment = environment
        self.now = now
        self.forced = forced?.name
        forcedSource = forced?.source
        trace = verbose ? HTTPTrace { line in
            let text = "taskdraft: " + line.replacingOccurrences(of: "\n", with: "\ntaskdraft: ") + "\n"
            _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
        } : nil
    }

    /// The backend chosen for this run (`--backend` / `TASKDRAFT_BACKEND` force one; config.json's
    /// `backend` and the region's policy otherwise). `probeAll` probes every local server
    /// (for `backend --explain`) instead of stopping at the first that answers.
    public func choice(probeAll: Bool = false, phase: Phase = .draft) throws(UnknownBackend) -> Choice {
        // A phase config.json names (`phases.plan`) has its own choice, not the cached drafting one.
        let ownPhase = phase == .draft ? nil : configuration.phases[phase]
        if !probeAll, ownPhase == nil, let cachedChoice { return cachedChoice }
        // The phase's pick takes `backend`'s place, under the same region policy.
        var configuration = self.configuration
        if let pick = ownPhase ?? configuration.phases[.draft] { configuration.backend = pick }
        let inputs = Inputs(
            configuration: configuration, region: region, regionSource: regionSource, language: localeLanguage,
            environment: environment, forced: forced, forcedSource: forcedSource,
            device: DeviceProfile.detect(settings: configuration.device),
            probe: HTTPServerProbe(pool: transports, trace: trace), pool: transports, trace: trace, probeAll: probeAll)
        let choice = try Self.choose(inputs)
        if !probeAll, ownPhase == nil { cachedChoice = choice }
        return choice
    }

    /// The model that drafts (or drafts for `phase`, when config.json names a backend for it),
    /// with what the model log in `log`'s store remembers about each HTTP server: its
    /// structured-output form, and whether it just failed to answer. `log` is asked only when
    /// an HTTP backend wants to know, so a command that has not opened the database yet need not.
    public func model(phase: Phase = .draft, log: @escaping () -> TaskStore?) throws(UnknownBackend) -> any LanguageModel {
        let choice = try choice(phase: phase)
        let now = self.now
        choice.model.recall(ModelLogMemory(
            lastAcceptedMode: { backend, host in log().flatMap { try? $0.lastAcceptedMode(backend: backend, host: host) } },
            secondsSinceUnanswered: { backend, host in
                log().flatMap { try? $0.lastUnanswered(backend: backend, host: host) }.map { Double(now.seconds - $0.seconds) }
            }))
        // A forced backend drafts alone: its failure, an unusable answer too, is an error.
        if choice.forced, let note = choice.fallbackNote {
            return ForcedModel(choice.model, fallbackNote: note)
        }
        return choice.model
    }

    /// The review phase's backend; nil when config.json names none (then sets and plans are
    /// not reviewed, only cross-checked).
    public func reviewer(log: @escaping () -> TaskStore?) throws(UnknownBackend) -> (any LanguageModel)? {
        configuration.phases[.review] != nil ? try model(phase: .review, log: log) : nil
    }

    /// A drafting session as `caller`, over `planner`'s store: its model log, its transcript
    /// and the reads a model's tools may make.
    public func session(planner: Planner, caller: Caller, context: DraftContext) throws(UnknownBackend) -> DraftingSession {
        let store = planner.store
        let session = DraftingSession(store: store, caller: caller, model: try model(log: { store }), context: context,
                                      tools: PlannerTaskReader(planner: planner, caller: caller))
        if let name = configuration.phases[.review] {
            // The name is checked now; the choice (which may probe a server) waits for a set or a plan.
            let known = Self.knownNames(configuration)
            guard forcedSource != nil || known.contains(name) else {
                throw UnknownBackend(name: name, known: known, review: true)
            }
            session.findReviewer = { [self] in try? reviewer(log: { store }) }
        }
        return session
    }

    /// Everything the choice depends on.
    public struct Inputs {
        public var configuration: Configuration
        public var region: Region
        public var regionSource: SettingSource
        public var language: String
        public var environment: Environment
        /// `--backend` / `TASKDRAFT_BACKEND`: this one only, and failure is an error.
        public var forced: String?
        public var forcedSource: String?
        public var device: DeviceProfile
        public var probe: any ServerProbe
        public var pool: TransportPool
        public var trace: HTTPTrace?
        /// Probe every local server (for `--explain`), not only until one answers.
        public var probeAll: Bool

        public init(configuration: Configuration, region: Region, regionSource: SettingSource = .nothing, language: String = "en",
                    environment: Environment, forced: String? = nil, forcedSource: String? = nil, device: DeviceProfile,
                    probe: any ServerProbe, pool: TransportPool, trace: HTTPTrace? = nil, probeAll: Bool = false) {
            self.configuration = configuration
            self.region = region
            self.regionSource = regionSource
            self.language = language
            self.environment = environment
            self.forced = forced
            self.forcedSource = forcedSource
            self.device = device
            self.probe = probe
            self.pool = pool
            self.trace = trace
            self.probeAll = probeAll
        }
    }

    /// One step of the decision: a policy preference and the backend it was tried with.
    public struct Rule: Sendable, Hashable {
        public let preference: String
        public let backend: String?
        public let verdict: RuleVerdict
        public let reason: RuleReason

        /// The rule in English, as JSON's `reasons` keeps it.
        public var sentence: String {
            let subject = backend.map { "\(preference): \($0)" } ?? preference
            return "\(subject) — \(verdict.english): \(reason.english)"
        }
    }

    /// A configured backend as `--explain` lists it, key never included.
    public struct BackendSummary: Sendable, Hashable {
        public let name: String
        public let kind: String
        public let location: String
        public let host: String
        public let model: String
        public let key: KeyStatus
        public let regions: [String]
    }

    /// The chosen backend, what would be tried after it, and why.
    public struct Choice {
        /// What the session drafts with: the chain as one model, or the forced backend.
        public let model: any LanguageModel
        public let chain: [any LanguageModel]
        public var primary: any LanguageModel { chain.first ?? model }
        public var fallbacks: [any LanguageModel] { Array(chain.dropFirst()) }
        public let rules: [Rule]
        public let forced: Bool
        public let policyKey: String
        public let policyRow: [String]
        public let policySource: SettingSource
        public let device: DeviceProfile
        public let backends: [BackendSummary]
        /// For a forced backend other than the built-in parser (which cannot fail): what
        /// would draft without the force, for the message of a timeout or an unusable answer.
        public var fallbackNote: FallbackNote? = nil
        /// Each rule considered, in order, as a sentence.
        public var reasons: [String] { rules.map(\.sentence) }
    }

    /// A backend name `--backend`, `TASKDRAFT_BACKEND` or config.json gives that names none:
    /// a usage error of the command that asked.
    public struct UnknownBackend: Error, CustomStringConvertible {
        public let name: String
        public let known: [String]
        /// Named as config.json's `phases.review`.
        public var review = false
        public var description: String {
            "unknown \(review ? "review " : "")backend \"\(name)\" (known: \(known.joined(separator: ", ")))"
        }
    }

    /// The names `--backend` takes: builtin, the configured backends, and the presets not configured.
    public static func knownNames(_ configuration: Configuration) -> [String] {
        let configured = configuration.backends.map(\.name)
        return ["builtin"] + configured + BackendPreset.all.map(\.name).filter { !configured.contains($0) }
    }

    public static func choose(_ inputs: Inputs) throws(UnknownBackend) -> Choice {
        let configuration = inputs.configuration
        let builtin = BuiltinModel()
        let summaries = configuration.backends.map { summary($0, inputs) }
        let (policyKey, row, policySource) = RegionPolicy.row(for: inputs.region, configuration: configuration)
        func choice(_ model: any LanguageModel, chain: [any LanguageModel], rules: [Rule], forced: Bool) -> Choice {
            Choice(model: model, chain: chain, rules: rules, forced: forced, policyKey: policyKey, policyRow: row,
                   policySource: policySource, device: inputs.device, backends: summaries)
        }

        if let forced = inputs.forced {
            let known = knownNames(configuration)
            guard known.contains(forced) else { throw UnknownBackend(name: forced, known: known) }
            let source = inputs.forcedSource ?? "--backend"
            if forced == builtin.name {
                return choice(builtin, chain: [builtin], rules: [Rule(preference: "forced", backend: forced, verdict: .chosen,
                                                                      reason: .forced(source: source, builtin: true, unavailable: nil))],
                              forced: true)
            }
            let backend = configuration.backends.first { $0.name == forced } ?? BackendPreset.named(forced)!.backend
            let model = makeModel(backend, inputs)
            var unavailable: UnavailableReason?
            if case .unavailable(let why) = model.availability { unavailable = why }
            let reason = RuleReason.forced(source: source, builtin: false, unavailable: unavailable)
            var forcedChoice = choice(model, chain: [model], rules: [Rule(preference: "forced", backend: forced, verdict: .chosen, reason: reason)],
                                      forced: true)
            forcedChoice.fallbackNote = unforcedFallbackNote(inputs, forced: forced, source: source)
            return forcedChoice
        }

        // Candidates in order: config.json's `backend` first (the user's own pick, which also
        // opts in to it whatever the row says), then the policy row, token by token. Each is
        // judged as it comes, so the rules read in the order they were applied.
        var rules: [Rule] = []
        var chain: [any LanguageModel] = []
        var seen = Set<String>()
        var reachedBuiltin = false

        func consider(_ preference: String, _ backend: Configuration.Backend?) {
            let name = backend?.name ?? builtin.name
            guard seen.insert(name).inserted else { return }
            if reachedBuiltin {
                rules.append(Rule(preference: preference, backend: name, verdict: .notReached, reason: .builtinBeforeNeverFails))
                return
            }
            let verdict: RuleVerdict = chain.isEmpty ? .chosen : .fallback
            guard let backend else {
                chain.append(builtin)
                reachedBuiltin = true
                rules.append(Rule(preference: preference, backend: name, verdict: verdict, reason: .alwaysAvailable))
                return
            }
            let model = makeModel(backend, inputs)
            if case .unavailable(let why) = model.availability {
                rules.append(Rule(preference: preference, backend: name, verdict: .skipped, reason: .unavailable(why)))
                return
            }
            if let why = inputs.device.ineligibility(for: backend) {
                rules.append(Rule(preference: preference, backend: name, verdict: .skipped, reason: .unavailable(.notEligible(why))))
                return
            }
            var reason: RuleReason
            if backend.location == .partner {
                reason = .partner(host: backend.address.host, key: backend.keySource(inputs.environment).summary)
            } else {
                switch inputs.configuration.device.localServers {
                case "down":
                    rules.append(Rule(preference: preference, backend: name, verdict: .skipped, reason: .unavailable(.localServersDown)))
                    return
                case "up":
                    reason = .localServersUp
                default:
                    guard chain.isEmpty || inputs.probeAll else {
                        reason = .notProbed(triedIf: chain[0].name)
                        break
                    }
                    let target = probeTarget(backend, inputs)
                    switch inputs.probe.probe(target) {
                    case .answered(let ms):
                        reason = .answered(host: target.address.hostAndPort, path: target.path, milliseconds: ms)
                    case .notAnswering(let why):
                        rules.append(Rule(preference: preference, backend: name, verdict: .skipped,
                                          reason: .unavailable(.serverNotAnswering(host: target.address.hostAndPort, why))))
                        return
                    }
                }
            }
            chain.append(model)
            rules.append(Rule(preference: preference, backend: name, verdict: verdict, reason: reason))
        }

        if let preferred = configuration.backend {
            if preferred == builtin.name {
                consider("config.json backend", nil)
            } else if let backend = configuration.backends.first(where: { $0.name == preferred }) ?? BackendPreset.named(preferred)?.backend {
                consider("config.json backend", backend)
            } else {
                throw UnknownBackend(name: preferred, known: knownNames(configuration))
            }
        }
        var placed = Set<String>(configuration.backend.map { [$0] } ?? [])
        for token in row {
            switch token {
            case "builtin":
                consider(token, nil)
            case "partner", "partner:listed":
                let partners = configuration.backends.filter { $0.location == .partner }
                if partners.isEmpty { rules.append(Rule(preference: token, backend: nil, verdict: .skipped, reason: .noPartnerConfigured)) }
                for backend in partners {
                    if backend.serves(inputs.region, listedOnly: token == "partner:listed") {
                        placed.insert(backend.name)
                        consider(token, backend)
                    } else if !placed.contains(backend.name) {
                        let listed: RegionGap = backend.regions.isEmpty ? .listsNoRegions : .lists(backend.regions)
                        rules.append(Rule(preference: token, backend: backend.name, verdict: .skipped,
                                          reason: .unavailable(.notAllowedInRegion(inputs.region.description, listed))))
                        placed.insert(backend.name)
                    }
                }
            default:
                let matching = configuration.backends.filter { $0.location.rawValue == token }
                if matching.isEmpty { rules.append(Rule(preference: token, backend: nil, verdict: .skipped, reason: .noneConfigured)) }
                for backend in matching {
                    placed.insert(backend.name)
                    if backend.serves(inputs.region, listedOnly: false) {
                        consider(token, backend)
                    } else {
                        rules.append(Rule(preference: token, backend: backend.name, verdict: .skipped,
                                          reason: .unavailable(.notAllowedInRegion(inputs.region.description, .lists(backend.regions)))))
                    }
                }
            }
        }
        for backend in configuration.backends where !placed.contains(backend.name) {
            let gap = RegionGap.noPolicyEntry(policy: policyKey, location: backend.location.rawValue)
            rules.append(Rule(preference: backend.location.rawValue, backend: backend.name, verdict: .skipped,
                              reason: .unavailable(.notAllowedInRegion(inputs.region.description, gap))))
        }

        if chain.isEmpty {
            let model = UnavailableModel(reason: .noBackendInPolicy(policyKey))
            return choice(model, chain: [model], rules: rules, forced: false)
        }
        // Backends preferred to the chosen one but skipped: every draft says why it was drafted elsewhere.
        let firstChosen = rules.firstIndex { $0.verdict == .chosen } ?? rules.endIndex
        let skipped = rules[..<firstChosen].filter { $0.verdict == .skipped && $0.backend != nil }
            .map { FallbackFailure.skipped(backend: $0.backend!, reason: $0.reason) }
        if chain.count == 1 && skipped.isEmpty { return choice(chain[0], chain: chain, rules: rules, forced: false) }
        let note = reachedBuiltin ? nil : FallbackNote.noFallbackAfter(policy: policyKey, backend: chain[chain.count - 1].name)
        return choice(FallbackModel(chain: chain, skipped: skipped, fallbackNote: note), chain: chain, rules: rules, forced: false)
    }

    /// What would draft if `forced` were not: the policy's chain without it, as chosen with
    /// every local server assumed to answer (it is said, not probed, after a failure).
    static func unforcedFallbackNote(_ inputs: Inputs, forced: String, source: String) -> FallbackNote {
        var unforced = inputs
        unforced.forced = nil
        unforced.probe = AssumedAnswering()
        unforced.probeAll = false
        let others = ((try? choose(unforced))?.chain ?? []).map(\.name).filter { $0 != forced && $0 != "none" }
        return others.isEmpty ? .noOtherBackend(source: source) : .wouldFallBack(source: source, to: others)
    }

    /// A probe that asks nobody: for the chain a policy would give, not the one it gives now.
    struct AssumedAnswering: ServerProbe {
        func probe(_ target: ProbeTarget) -> ProbeResult { .answered(milliseconds: 0) }
    }

    /// The model for a configured entry, made by its kind.
    public static func makeModel(_ backend: Configuration.Backend, _ inputs: Inputs) -> any LanguageModel {
        guard let kind = BackendKinds.named(backend.kind) else {
            return UnavailableModel(reason: .unknownKind(backend: backend.name, kind: backend.kind, known: BackendKinds.all.map(\.name)))
        }
        return kind.makeModel(backend, inputs)
    }

    /// What the entry's kind asks a local server to learn that it answers.
    static func probeTarget(_ backend: Configuration.Backend, _ inputs: Inputs) -> ProbeTarget {
        BackendKinds.named(backend.kind)?.probeTarget(backend, environment: inputs.environment) ?? ProbeTarget(address: backend.address)
    }

    static func summary(_ backend: Configuration.Backend, _ inputs: Inputs) -> BackendSummary {
        let key = backend.keySource(inputs.environment)
        return BackendSummary(name: backend.name, kind: backend.kind, location: backend.location.rawValue,
                              host: ServerAddress(backend.url)?.hostAndPort ?? backend.url, model: backend.model,
                              key: key.summary, regions: backend.regions)
    }
}
