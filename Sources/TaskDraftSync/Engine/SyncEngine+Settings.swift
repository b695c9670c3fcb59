extension SyncEngine {
    /// Where a sync looks for its collection: config.json's `"sync"` `url`, where discovery
    /// starts, and `collection` (a URL, a path or a display name; nil takes the one synced
    /// before, else the first that holds tasks). The password stays with the client.
    public struct Settings: Sendable {
        public let url: String
        public let collection: String?

        public init(url: String, collection: String? = nil) {
            self.url = url
            self.collection = collection
        }
    }
}
