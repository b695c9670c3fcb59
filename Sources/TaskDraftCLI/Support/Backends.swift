import Glibc
import TaskDraftHTTP
import TaskDraftKit
import TaskDraftModels

/// The backends one run drafts with, chosen from the run's settings: the drafting backend
/// once, and a phase's own (`phases.plan`, `phases.review`) when config.json names one. It
/// holds no command and no `Invocation`: a session it makes reads the model log from the
/// store it is given and finds its reviewer here, so nothing below a command calls back up.
public final class Backends {
    let configuration: Configuration
    let region: Region
    let regionSource: SettingSource
    /// The locale's language code (`ru`, `pl`, else `en`), as `backend --explain` reports it.
    let localeLanguage: String
    let environment: Environment
    let now: Instant
    /// `--backend`, else `TASKDRAFT_BACKEND`: this backend only, and its failure is an error.
    let forced: String?
    /// Which of the two forced `forced`; nil when nothing does.
    public let forcedSource: String?
    /// The command, named in the usage error of an unknown backend.
    let command: String?
    /// `--verbose`: HTTP exchanges traced on stderr, keys redacted.
    public let trace: HTTPTrace?
    /// libcurl clients shared by the probes and every HTTP backend of this run, so the
    /// connection a probe opened carries the first draft too.
    public private(set) lazy var transports: TransportPool = .curl()

    private var cachedChoice: SessionFactory.Choice?

    init(configuration: Configuration, region: Region, regionSource: SettingSource, localeLanguage: String,
         environment: Environment, now: Instant, forced: (name: String, source: String)?, verbose: Bool, command: String?) {
        self.configuration = configuration
        self.region = region
        self.regionSource = regionSource
        self.localeLanguage = localeLanguage
        self.environment = environment
        self.now = now
        self.forced = forced?.name
        forcedSource = forced?.source
        self.command = command
        trace = verbose ? HTTPTrace { line in
            let text = "taskdraft: " + line.replacingOccurrences(of: "\n", with: "\ntaskdraft: ") + "\n"
            _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
        } : nil
    }

    /// The backend chosen for this run (`--backend` / `TASKDRAFT_BACKEND` force one; config.json's
    /// `backend` and the region's policy otherwise). `probeAll` probes every local server
    /// (for `backend --explain`) instead of stopping at the first that answers.
    public func choice(probeAll: Bool = false, phase: Phase = .draft) throws -> SessionFactory.Choice {
        // A phase config.json names (`phases.plan`) has its own choice, not the cached drafting one.
        let ownPhase = phase == .draft ? nil : configuration.phases[phase]
        if !probeAll, ownPhase == nil, let cachedChoice { return cachedChoice }
        // The phase's pick takes `backend`'s place, under the same region policy.
        var configuration = self.configuration
        if let pick = ownPhase ?? configuration.phases[.draft] { configuration.backend = pick }
        let inputs = SessionFactory.Inputs(
            configuration: configuration, region: region, regionSource: regionSource, language: localeLanguage,
            environment: environment, forced: forced, forcedSource: forcedSource,
            device: DeviceProfile.detect(settings: configuration.device),
            probe: HTTPServerProbe(pool: transports, trace: trace), pool: transports, trace: trace, probeAll: probeAll)
        do {
            let choice = try SessionFactory.choose(inputs)
            if !probeAll, ownPhase == nil { cachedChoice = choice }
            return choice
        } catch {
            throw UsageError(.unknownBackend(error.name, known: error.known), command: command)
        }
    }

    /// The model that drafts (or drafts for `phase`, when config.json names a backend for it),
    /// with what the model log in `log`'s store remembers about each HTTP server: its
    /// structured-output form, and whether it just failed to answer. `log` is asked only when
    /// an HTTP backend wants to know, so a command that has not opened the database yet need not.
    public func model(phase: Phase = .draft, log: @escaping () -> TaskStore?) throws -> any LanguageModel {
        let choice = try choice(phase: phase)
        let now = self.now
        choice.model.recall(ModelLogMemory(
            lastAcceptedMode: { backend, host in log().flatMap { try? $0.lastAcceptedMode(backend: backend, host: host) } },
            secondsSinceUnanswered: { backend, host in
                log().flatMap { try? $0.lastUnanswered(backend: backend, host: host) }.map { Double(now.seconds - $0.seconds) }
            }))
        // A forced backend's failure is an error; a timeout's message says what would have drafted instead.
        if choice.forced, let note = choice.fallbackNote {
            return FallbackModel(chain: [choice.model], fallbackNote: note)
        }
        return choice.model
    }

    /// The review phase's backend; nil when config.json names none (then sets and plans are
    /// not reviewed, only cross-checked).
    public func reviewer(log: @escaping () -> TaskStore?) throws -> (any LanguageModel)? {
        configuration.phases[.review] != nil ? try model(phase: .review, log: log) : nil
    }

    /// A drafting session as `caller`, over `planner`'s store: its model log, its transcript
    /// and the reads a model's tools may make.
    public func session(planner: Planner, caller: Caller, context: DraftContext) throws -> DraftingSession {
        let store = planner.store
        let session = DraftingSession(store: store, caller: caller, model: try model(log: { store }), context: context,
                                      tools: PlannerTaskReader(planner: planner, caller: caller))
        if let name = configuration.phases[.review] {
            // The name is checked now; the choice (which may probe a server) waits for a set or a plan.
            let known = SessionFactory.knownNames(configuration)
            guard forcedSource != nil || known.contains(name) else {
                throw UsageError(.unknownReviewBackend(name, known: known), command: command)
            }
            session.findReviewer = { [self] in try? reviewer(log: { store }) }
        }
        return session
    }
}
