import TaskDraftHTTP
import TaskDraftKit

/// Whether a collection changed since its last full listing, told by its `getlastmodified`
/// instead of `sync-collection`. On Radicale the listing reads every item (~0.4 s at 5,000)
/// and `getctag` hashes every one; the collection's `getlastmodified` is the newest mtime of its
/// files and its directory (which a create, an edit — written beside and renamed in — and a
/// delete all move): a `stat` per item.
///
/// Sound only under three conditions, each checked, else the listing goes out:
/// - the collection's value is compared with the server's own clock: `listedBefore` is the
///   `Date` of the last listing's answer less its whole round trip (the server read the
///   collection within it) and one more second (HTTP dates are whole seconds; file times lag
///   the clock by a tick). A change after the listing read the collection has a time at or
///   after `listedBefore`, so a value strictly before it means nothing changed since;
/// - the value is trusted only for a collection where it was seen to move past its old value
///   across an edit TaskDraft pushed — read before the push and after it (a server that leaves
///   it alone when members change, or moves it only for creates and deletes, is never trusted);
/// - a sync that pushed anything forgets `listedBefore`: its own writes are newer than its
///   listing, so the next sync lists (one request) rather than asking the value first;
/// - the server's clock did not go back since the listing, and the listing is under an hour old
///   by that clock, so no anomaly outlives an hour.
enum LastModifiedCheck {
    static let body = """
        <?xml version="1.0" encoding="utf-8"?>
        <d:propfind xmlns:d="DAV:"><d:prop><d:getlastmodified/></d:prop></d:propfind>
        """

    /// A full listing at least this often (server seconds), whatever the value says.
    static let maximumAge: Int64 = 3600

    enum Answer: Equatable {
        case at(Instant, serverNow: Instant?)
        /// A 207 without the property: the server keeps none for the collection.
        case absent
        /// Anything else (an error, a failed request): no conclusion either way.
        case unreadable
    }

    static func call(_ path: String) -> DAVCall {
        DAVCall(.propfind, path, body: body, depth: "0", contentType: "application/xml; charset=utf-8")
    }

    static func answer(_ result: Result<HTTPResponse, SyncError>, client: CalDAVClient) -> Answer {
        guard case .success(let response) = result, response.status == 207,
              let multistatus = try? Multistatus(response.body, client: client, request: "PROPFIND"),
              let top = multistatus.responses.first else { return .unreadable }
        guard let text = top.text(CalDAVClient.davNamespace, "getlastmodified") else { return .absent }
        guard let at = HTTPDate.parse(text) else { return .unreadable }
        return .at(at, serverNow: response.header("date").flatMap(HTTPDate.parse))
    }

    /// True when `answer` shows that nothing changed since the listing `state` holds.
    static func unchanged(_ answer: Answer, _ state: SyncCollectionState) -> Bool {
        guard state.lastModifiedUse == .tracksEdits, state.syncToken != nil, let listedBefore = state.listedBefore,
              case .at(let modified, let serverNow?) = answer else { return false }
        return modified.seconds < listedBefore.seconds
            && serverNow.seconds >= listedBefore.seconds && serverNow.seconds - listedBefore.seconds < maximumAge
    }

    /// What a listing's answer covers: its `Date` less the round trip (whole seconds, rounded
    /// up) and one second. nil without a readable `Date`.
    static func listedBefore(serverDate: Instant?, roundTripNanoseconds: UInt64) -> Instant? {
        guard let serverDate else { return nil }
        let roundTrip = Int64((roundTripNanoseconds + 999_999_999) / 1_000_000_000)
        return Instant(seconds: serverDate.seconds - roundTrip - 1)
    }

    /// Read before and after a push that edited: moved past the old value → trusted.
    static func learn(_ state: inout SyncCollectionState, before: Answer, after: Answer) {
        switch (before, after) {
        case (.absent, _), (_, .absent):
            state.lastModifiedUse = .absent
        case (.at(let old, _), .at(let new, _)):
            state.lastModified = new
            if new.seconds > old.seconds { state.lastModifiedUse = .tracksEdits }
        default:
            break
        }
    }
}
