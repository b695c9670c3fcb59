import TaskDraftHTTP
import TaskDraftKit

/// Two-way sync of the task list with one CalDAV collection: pull (RFC 6578 `sync-collection`
/// with the stored token, else CTag and ETags), merge against the last synced version, one
/// commit through `Planner.commit` as caller `.sync(server)`, then push local changes with
/// `If-Match` / `If-None-Match: *`.
///
/// Consistency without a journal: the pull's commit holds the task changes and the new sync
/// state together; each push is recorded after the server accepted it. A kill between a PUT
/// and its record leaves a task the server already has under the same UID and href, which
/// the next sync recognises (same fields) instead of duplicating.
public final class SyncEngine {
    public let client: CalDAVClient
    let planner: Planner
    let settings: Settings
    let productVersion: String
    /// Resources fetched per `calendar-multiget`.
    static let multigetBatch = 250
    /// A calendar object larger than this is skipped: a task is a few hundred bytes.
    static let maximumObjectBytes = 1024 * 1024

    public var caller: Caller { .sync(client.origin.hostAndPort) }
    var store: TaskStore { planner.store }

    public init(client: CalDAVClient, planner: Planner, settings: Settings, productVersion: String) {
        self.client = client
        self.planner = planner
        self.settings = settings
        self.productVersion = productVersion
    }

    // MARK: - Collection

    public func discover() throws(SyncError) -> [DiscoveredCollection] {
        try Discovery.collections(client, startingAt: settings.url)
    }

    /// The collection to sync: the one synced before (matching `collection` when set), else discovered.
    func chooseCollection() throws(SyncError) -> SyncCollectionState {
        let server = client.origin.hostAndPort
        let stored = try storeCall { () throws(StoreError) in try store.syncCollections() }.filter { $0.server == server }
        if let wanted = settings.collection {
            if let match = stored.first(where: { matches(wanted, path: $0.url, name: $0.displayName) }) { return match }
        } else if let first = stored.first {
            return first
        }
        let found = try discover()
        let chosen: DiscoveredCollection?
        if let wanted = settings.collection {
            chosen = found.first { matches(wanted, path: $0.path, name: $0.displayName) }
        } else {
            chosen = found.first { $0.supportsTasks }
        }
        guard let chosen else {
            let names = found.map { $0.displayName ?? $0.path }
            throw SyncError(.configuration, settings.collection.map { .noCollection($0, server: server, found: names) }
                            ?? .noTaskCollection(server: server))
        }
        return SyncCollectionState(url: chosen.path, server: server, displayName: chosen.displayName)
    }

    private func matches(_ wanted: String, path: String, name: String?) -> Bool {
        let wantedPath = (try? client.path(wanted, source: .collection)) ?? wanted
        func slash(_ p: String) -> String { p.hasSuffix("/") ? p : p + "/" }
        return slash(wantedPath) == slash(path) || wanted == name
    }

    // MARK: - Listing

    struct Listing {
        /// href → etag of resources that may have changed.
        var changed: [String: String?] = [:]
        var removed: [String] = []
        /// True when `changed` is every resource: what it lacks was removed.
        var complete = false
        var syncToken: String?
        var ctag: String?
        /// The `Date` of the `sync-collection` answer (nil for the CTag and ETag listing).
        var serverDate: Instant?
    }

    static let getetagBody = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/></d:prop></d:propfind>
        """

    static let ctagBody = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><cs:getctag/><d:sync-token/></d:prop></d:propfind>
        """

    func syncCollectionBody(_ token: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(Self.escaped(token))</d:sync-token>\
        <d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>
        """
    }

    /// Whether `list` starts with `sync-collection` (RFC 6578): the server offered a token, or
    /// this is the first sync.
    func listsBySyncToken(_ state: SyncCollectionState) -> Bool { state.syncToken != nil || state.ctag == nil }

    func syncCollectionCall(_ path: String, token: String) -> DAVCall {
        DAVCall(.report, path, body: syncCollectionBody(token), depth: "1", contentType: "application/xml; charset=utf-8", listsCollection: true)
    }

    /// `started` is the first `sync-collection` (with the stored token), when `run` sent it ahead.
    func list(_ state: SyncCollectionState, started: PendingDAVCall? = nil) throws(SyncError) -> Listing {
        // RFC 6578 first: one request says what changed since the token.
        if listsBySyncToken(state) {
            let token = state.syncToken ?? ""
            let call = syncCollectionCall(state.url, token: token)
            let response = try retriedOnTimeout(started?.wait() ?? Result { () throws(SyncError) in try client.send(call) }, call)
            if let listing = try syncCollection(response, state.url, token: token) { return listing }
            if state.syncToken != nil,
               let listing = try syncCollection(try client.send(syncCollectionCall(state.url, token: "")), state.url, token: "") {
                return listing
            }
        }
        // CTag, then every ETag when it moved.
        let top = try client.multistatus(.propfind, state.url, body: Self.ctagBody, depth: "0").responses.first
        let ctag = top?.text(CalDAVClient.calendarServerNamespace, "getctag")
        if let ctag, ctag == state.ctag { return Listing(ctag: ctag) }
        let answer = try client.multistatus(client.send(DAVCall(.propfind, state.url, body: Self.getetagBody, depth: "1",
                                                                contentType: "application/xml; charset=utf-8", listsCollection: true)),
                                            .propfind, state.url)
        var listing = Listing(complete: true, ctag: ctag)
        for response in answer.responses where isResource(response.href, in: state.url) {
            if response.property(CalDAVClient.davNamespace, "resourcetype")?.children.isEmpty == false { continue }
            listing.changed[response.href] = response.text(CalDAVClient.davNamespace, "getetag")
        }
        return listing
    }

    /// A listing that ran out of time is asked once more: the server went on with it and (Radicale
    /// at least) cached each item it read, so the second asking finds most of that work done.
    private func retriedOnTimeout(_ first: Result<HTTPResponse, SyncError>, _ call: DAVCall) throws(SyncError) -> HTTPResponse {
        if case .failure(let error) = first, error.kind == .timeout { return try client.send(call) }
        return try first.get()
    }

    /// nil when the server does not do `sync-collection` or refused the token.
    private func syncCollection(_ response: DAVResponse, _ path: String, token: String) throws(SyncError) -> Listing? {
        guard response.status == 207 else {
            if response.status >= 500, response.status != 501 {
                throw SyncError(.server, .answeredHTTP(request: "REPORT \(path)", status: response.status))
            }
            return nil
        }
        let answer = try Multistatus(response.body, client: client, request: "REPORT \(path)")
        var listing = Listing(complete: token.isEmpty, syncToken: answer.syncToken)
        listing.serverDate = response.header("date").flatMap(HTTPDate.parse)
        for r in answer.responses where isResource(r.href, in: path) {
            if r.status == 404 { listing.removed.append(r.href) } else { listing.changed[r.href] = r.text(CalDAVClient.davNamespace, "getetag") }
        }
        return listing
    }

    private func isResource(_ href: String, in collection: String) -> Bool {
        !href.hasSuffix("/") && href != collection && href.hasPrefix(collection)
    }

    // MARK: - Fetch

    struct Fetched {
        var href: String
        var etag: String?
        var ics: String
        var task: Task
        var lastModified: Instant?
    }

    func fetch(_ hrefs: [String], in collection: String, report: inout SyncReport) throws(SyncError) -> [Fetched] {
        var result: [Fetched] = []
        var start = 0
        while start < hrefs.count {
            let batch = hrefs[start..<min(hrefs.count, start + Self.multigetBatch)]
            start += Self.multigetBatch
            var body = """
                <?xml version="1.0" encoding="utf-8"?>
                <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>
                """
            for href in batch { body += "<d:href>\(Self.escaped(CalDAVClient.encodedPath(href)))</d:href>" }
            body += "</c:calendar-multiget>"
            let answer = try client.multistatus(.report, collection, body: body, depth: "1")
            for response in answer.responses {
                guard let data = response.property(CalDAVClient.calDAVNamespace, "calendar-data")?.text else { continue }
                if let fetched = read(href: response.href, etag: response.text(CalDAVClient.davNamespace, "getetag"), ics: data, report: &report) {
                    result.append(fetched)
                }
            }
        }
        return result
    }

    private func read(href: String, etag: String?, ics: String, report: inout SyncReport) -> Fetched? {
        guard ics.utf8.count <= Self.maximumObjectBytes else {
            report.skipped.append(.tooLarge(href: href, bytes: ics.utf8.count))
            return nil
        }
        guard let calendar = try? ICalendarParser.parse(ics) else {
            report.skipped.append(.notICalendar(href: href))
            return nil
        }
        guard VTodoMapping.vtodo(calendar) != nil else { return nil }  // an event in a mixed calendar
        let task: Task, lastModified: Instant?
        do throws(VTodoMapping.Unreadable) {
            (task, lastModified) = try VTodoMapping.task(calendar, zone: planner.zone, now: planner.now)
        } catch {
            switch error {
            case .noUID: report.skipped.append(.noUID(href: href))
            case .invalid(let problem): report.skipped.append(.invalid(href: href, problem))
            }
            return nil
        }
        return Fetched(href: href, etag: etag, ics: ics, task: task, lastModified: lastModified)
    }

    // MARK: - Run

    enum PushKind { case create, update, delete }

    struct Push {
        var kind: PushKind
        var href: String
        var task: Task?
        var item: SyncItem?
    }

    /// One sync both ways. A sync that would delete more than `MassDeletionGuard` lets
    /// through stops before changing anything unless `forceDelete`; a dry run shows it all.
    public func run(dryRun: Bool, forceDelete: Bool = false) throws(SyncError) -> SyncReport {
        var report = SyncReport()
        report.dryRun = dryRun
        var state = try chooseCollection()
        report.collection = state.url
        report.displayName = state.displayName
        // The listing goes out first and the database is read while the server answers: on a
        // sync with nothing to do, that reading is most of TaskDraft's own time. Where the
        // collection's getlastmodified is trusted, that goes first instead (LastModifiedCheck).
        let byToken = listsBySyncToken(state)
        let trusted = byToken && state.syncToken != nil && state.lastModifiedUse == .tracksEdits && state.listedBefore != nil
        let sentAt = MonotonicTime.now
        let askedModified = trusted ? client.start(LastModifiedCheck.call(state.url)) : nil
        var started = byToken && !trusted ? client.start(syncCollectionCall(state.url, token: state.syncToken ?? "")) : nil
        let items: [SyncItem], tasks: [Task]
        do {
            items = try storeCall { () throws(StoreError) in try store.syncItems(collection: state.url, withICS: false) }
            tasks = try storeCall { () throws(StoreError) in try store.allTasks() }
        } catch {
            _ = askedModified?.wait()
            _ = started?.wait()
            throw error
        }
        var listingSentAt = sentAt
        var listing = Listing()
        let modified = askedModified.map { LastModifiedCheck.answer($0.wait(), client: client) }
        if case .absent? = modified { state.lastModifiedUse = .absent }
        if let modified, LastModifiedCheck.unchanged(modified, state) {
            report.listingSkipped = true
        } else {
            if started == nil, byToken {
                listingSentAt = MonotonicTime.now
                started = client.start(syncCollectionCall(state.url, token: state.syncToken ?? ""))
            }
            listing = try list(state, started: started)
            state.listedBefore = LastModifiedCheck.listedBefore(
                serverDate: listing.serverDate, roundTripNanoseconds: MonotonicTime.now.nanoseconds &- listingSentAt.nanoseconds)
        }
        let fetched = try fetch(SyncPlan.hrefsToFetch(listing, items: items), in: state.url, report: &report)
        let now = planner.now
        let plan = SyncPlan(listing: listing, fetched: fetched, items: items, local: tasks, collection: state.url, now: now)
        plan.note(into: &report)
        state.syncToken = listing.syncToken ?? state.syncToken
        state.ctag = listing.ctag ?? state.ctag
        state.syncedAt = now
        return try execute(plan, state: state, dryRun: dryRun, forceDelete: forceDelete, report: report)
    }

    /// Carries out `plan`: the pull in one commit, then the pushes, then the collection's new
    /// `state`; a dry run only counts them.
    private func execute(_ plan: SyncPlan, state: SyncCollectionState, dryRun: Bool, forceDelete: Bool,
                         report: SyncReport) throws(SyncError) -> SyncReport {
        var state = state, report = report
        var intent = plan.pull
        var pushes = plan.pushes
        intent.collection = state
        // An edit goes up over the server's copy, read only now (`syncItems` left it out).
        for i in pushes.indices where pushes[i].kind == .update && pushes[i].item?.ics.isEmpty == true {
            let uuid = pushes[i].item?.uuid ?? ""
            pushes[i].item?.ics = try storeCall { () throws(StoreError) in try store.syncItemICS(uuid: uuid, collection: state.url) } ?? ""
        }
        if !dryRun, !forceDelete, plan.deletions.stops {
            throw SyncError(.declined, .massDeletion(plan.deletions))
        }

        if dryRun {
            let planned = try storeCall { () throws(StoreError) in try intent.followUps(in: store, zone: planner.zone, now: plan.now) }
            follow(planned.map(\.task), into: &pushes, collection: state.url, report: &report)
            for push in pushes { count(push, &report) }
            finish(&report)
            return report
        }

        do {
            let committed = try planner.commit(intent, caller: caller, confirmation: .none)
            follow(committed.result.followUps, into: &pushes, collection: state.url, report: &report)
            untaken(committed.result.untakenLinks, items: intent.savedItems, into: &report)
        } catch {
            throw SyncError(.store, .changesNotSaved(error))
        }
        // An edit going up shows whether the server moves the collection's getlastmodified for
        // it: read before and after (LastModifiedCheck), until it was seen to.
        let watchEdit = state.lastModifiedUse == .unknown && state.syncToken != nil && pushes.contains { $0.kind == .update }
        let beforeEdit = watchEdit ? askLastModified(state.url) : nil
        try push(pushes, collection: state.url, report: &report)
        if report.pushed.total > 0 {
            if let beforeEdit, report.pushed.updated > 0 {
                LastModifiedCheck.learn(&state, before: beforeEdit, after: askLastModified(state.url))
            }
            state.listedBefore = nil
            try record { () throws(StoreError) in try store.saveSyncCollection(state) }
        }
        // Our own pushes moved the token; asking once more would list them back, so the next
        // sync compares their ETags instead (equal: nothing fetched).
        finish(&report)
        return report
    }

    /// The links a pull did not take in: a resource's parent on a line of its own, its
    /// dependencies on one line, their first problem and how many more.
    private func untaken(_ links: [ApplySyncIntent.UntakenLink], items: [SyncItem], into report: inout SyncReport) {
        guard !links.isEmpty else { return }
        var hrefs: [String: String] = [:]
        for item in items { hrefs[item.uuid] = item.href }
        var order: [String] = []
        var byUUID: [String: [DependencyProblem]] = [:]
        for link in links {
            switch link.problem {
            case .parent(let problem):
                report.skipped.append(.parentNotTaken(href: hrefs[link.uuid] ?? link.uuid, problem))
            case .dependency(let problem):
                if byUUID[link.uuid] == nil { order.append(link.uuid) }
                byUUID[link.uuid, default: []].append(problem)
            }
        }
        for uuid in order {
            guard let problems = byUUID[uuid], let first = problems.first else { continue }
            report.skipped.append(.linkNotTaken(href: hrefs[uuid] ?? uuid, first, more: problems.count - 1))
        }
    }

    /// A completion pulled from the server went on here (a recurring task's next occurrence,
    /// the done record of an occurrence a phone moved past): made here, it goes up too.
    private func follow(_ followUps: [Task], into pushes: inout [Push], collection: String, report: inout SyncReport) {
        for task in followUps {
            report.changes.append(.occurrence(title: task.title, done: task.status == .done))
            pushes.append(Push(kind: .create, href: collection + Self.resourceName(task.uuid), task: task, item: nil))
        }
    }

    /// A push in the report: its line and its count; a dry run counts every push it would send,
    /// a sync each one the server took.
    private func count(_ push: Push, _ report: inout SyncReport) {
        let act: SyncAct
        switch push.kind {
        case .create: act = .create
        case .update: act = .update
        case .delete: act = .delete
        }
        report.changes.append(.pushed(act, title: push.task?.title ?? push.item?.base.title ?? push.href))
        switch push.kind {
        case .create: report.pushed.created += 1
        case .update: report.pushed.updated += 1
        case .delete: report.pushed.deleted += 1
        }
    }

    private func askLastModified(_ path: String) -> LastModifiedCheck.Answer {
        LastModifiedCheck.answer(Result { () throws(SyncError) in try client.send(LastModifiedCheck.call(path)) }, client: client)
    }

    private func finish(_ report: inout SyncReport) {
        report.requests = client.requests
        report.bytesSent = client.bytesSent
        report.bytesReceived = client.bytesReceived
    }

    // MARK: - Push

    /// Pushes per batch: a batch goes out on the client's connections at once, and what the
    /// server took is recorded in one transaction before the next batch is sent.
    static let pushBatch = 64

    /// Sends every push, a batch at a time. A 412 is reconciled, and a refused push reported,
    /// after the batch's accepted pushes are recorded; a network failure or a 5xx stops the
    /// sync after that too, so what the server took is never pushed again as new.
    func push(_ pushes: [Push], collection: String, report: inout SyncReport) throws(SyncError) {
        var start = 0
        while start < pushes.count {
            let batch = pushes[start..<min(pushes.count, start + Self.pushBatch)].compactMap(request)
            start += Self.pushBatch
            let answers = client.sendAll(batch.map(\.call))
            var stop: SyncError?
            var unsettled: [(Request, DAVResponse)] = []
            try record { () throws(StoreError) in
                for (request, answer) in zip(batch, answers) {
                    switch answer {
                    case .failure(let error):
                        stop = stop ?? error
                    case .success(let response):
                        if try !accept(request, response, collection: collection, report: &report) { unsettled.append((request, response)) }
                    }
                }
            }
            if let stop { throw stop }
            for (request, response) in unsettled { try settle(request, response, collection: collection, report: &report, attempt: 1) }
        }
    }

    /// A push as the request that carries it, with the body it writes (nil: nothing to send).
    struct Request {
        var push: Push
        var call: DAVCall
        var body: String
    }

    func request(_ push: Push) -> Request? {
        switch push.kind {
        case .delete:
            var headers: [DAVHeader] = []
            if let etag = push.item?.etag { headers.append(DAVHeader("If-Match", etag)) }
            return Request(push: push, call: DAVCall(.delete, push.href, headers: headers), body: "")
        case .create, .update:
            guard let task = push.task else { return nil }
            let body = VTodoMapping.write(task, over: push.kind == .update ? push.item?.ics : nil, zone: planner.zone, now: planner.now,
                                          productVersion: productVersion,
                                          isTaskHere: { uid in (try? store.task(uuid: uid)) != nil })
            var headers: [DAVHeader] = []
            if push.kind == .create { headers.append(DAVHeader("If-None-Match", "*")) }
            else if let etag = push.item?.etag { headers.append(DAVHeader("If-Match", etag)) }
            return Request(push: push, call: DAVCall(.put, push.href, body: body, contentType: "text/calendar; charset=utf-8", headers: headers),
                           body: body)
        }
    }

    func perform(_ push: Push, collection: String, report: inout SyncReport, attempt: Int = 1) throws(SyncError) {
        guard let request = request(push) else { return }
        let response = try client.send(request.call)
        try settle(request, response, collection: collection, report: &report, attempt: attempt)
    }

    /// Records a push the server took (true); false for any other answer, which `settle` handles.
    private func accept(_ request: Request, _ response: DAVResponse, collection: String, report: inout SyncReport) throws(StoreError) -> Bool {
        let push = request.push
        switch (push.kind, response.status) {
        case (.delete, 200..<300), (.delete, 404):
            try store.removeSyncItem(uuid: push.item?.uuid ?? "", collection: collection)
            count(push, &report)
        case (.create, 200..<300), (.update, 200..<300):
            guard let task = push.task else { return true }
            var etag = response.header("etag")
            if etag?.hasPrefix("W/") == true { etag = nil }
            try store.saveSyncItem(SyncItem(uuid: task.uuid, href: push.href, etag: etag, ics: request.body, base: task), collection: collection)
            count(push, &report)
        default:
            return false
        }
        return true
    }

    private func settle(_ request: Request, _ response: DAVResponse, collection: String, report: inout SyncReport, attempt: Int) throws(SyncError) {
        var accepted = false
        try record { () throws(StoreError) in accepted = try accept(request, response, collection: collection, report: &report) }
        if accepted { return }
        if response.status == 412, attempt == 1 {
            // Changed (or created) on the server since it was read: fetch it and merge; a
            // delete refused this way turns into an edit against a delete, and the edit wins.
            try reconcile(request.push, collection: collection, report: &report)
        } else {
            try refused(response, request.push, &report)
        }
    }

    /// A 412: the resource changed (or appeared) on the server since it was read. Fetch it,
    /// merge against the last synced version, commit what changes here, and try once more.
    private func reconcile(_ push: Push, collection: String, report: inout SyncReport) throws(SyncError) {
        let response = try client.send(.get, push.href)
        if response.status == 404 {
            var retry = push
            if push.kind == .delete {
                try record { () throws(StoreError) in try store.removeSyncItem(uuid: push.item?.uuid ?? "", collection: collection) }
                return
            }
            retry.kind = .create
            return try perform(retry, collection: collection, report: &report, attempt: 2)
        }
        guard response.isSuccess else { return try refused(response, push, &report) }
        guard let remote = read(href: push.href, etag: response.header("etag"), ics: String(decoding: response.body, as: UTF8.self),
                                report: &report) else { return }
        let local = push.task ?? push.item?.base ?? remote.task
        var intent = ApplySyncIntent(collectionURL: collection)
        var base = remote.task
        var merged: Task
        if push.kind == .delete {
            merged = remote.task  // deleted here, edited there: the edit wins
            merged.id = local.id
        } else {
            let (m, conflicts) = TaskMerge.merge(base: push.item?.base, local: local, remote: remote.task, remoteModified: remote.lastModified)
            merged = m
            intent.conflicts = conflicts
            report.conflicts += conflicts
        }
        base.id = local.id
        if local.id != 0, !VTodoMapping.sameFields(local, merged) || push.kind == .delete {
            merged.modifiedAt = planner.now
            intent.updates.append(merged)
            report.pulled.updated += 1
        }
        let item = SyncItem(uuid: remote.task.uuid, href: push.href, etag: remote.etag, ics: remote.ics, base: base)
        intent.savedItems.append(item)
        do {
            try planner.commit(intent, caller: caller, confirmation: .none)
        } catch {
            throw SyncError(.store, .changesNotSaved(error))
        }
        if push.kind != .delete, !VTodoMapping.sameFields(merged, remote.task) {
            try perform(Push(kind: .update, href: push.href, task: merged, item: item), collection: collection, report: &report, attempt: 2)
        }
    }

    /// A push the server would not take (a 4xx other than 412, or a second 412): reported,
    /// the rest goes on; the change stays pending for the next sync. A 5xx stops the sync.
    private func refused(_ response: DAVResponse, _ push: Push, _ report: inout SyncReport) throws(SyncError) {
        let skip = SyncSkip.refused(push: "\(push.kind)", href: push.href, status: response.status)
        if response.status >= 500 { throw SyncError(.server, .serverFailed(skip.english)) }
        report.skipped.append(skip)
    }

    private func record(_ body: () throws(StoreError) -> Void) throws(SyncError) {
        do {
            try store.recordingSyncState(body)
        } catch {
            throw SyncError(.store, .stateNotSaved(error))
        }
    }

    func storeCall<T>(_ body: () throws(StoreError) -> T) throws(SyncError) -> T {
        do { return try body() } catch { throw SyncError(.store, .store(error)) }
    }

    /// `<uuid>.ics`, so a UID is never a path: letters, digits, `-` and `.` as they are,
    /// every other byte as `_` and two hex digits (`x@example.com` → `x_40example.com.ics`),
    /// so two UIDs never share a resource; a name past 200 bytes is a hash of the UID.
    static func resourceName(_ uuid: String) -> String {
        var name = ""
        for byte in uuid.utf8 {
            if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x2E {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name += "_" + RandomID.hexString([byte])
            }
        }
        if name.utf8.count > 200 { name = "sha256-" + RandomID.hexString(Array(SHA256.hash(Array(uuid.utf8)).prefix(16))) }
        return name + ".ics"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
