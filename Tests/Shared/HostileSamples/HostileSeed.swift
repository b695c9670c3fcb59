import Foundation

/// The seed a hostile-input test draws from: `TD_HOSTILE_SEED` replays a failure; unset, each
/// run draws a new one, so every run explores further. Every expectation names it, and it is
/// printed first, for a run a trap ends before any expectation can.
public enum HostileSeed {
    public static func draw(_ test: String = #function) -> UInt64 {
        let seed = ProcessInfo.processInfo.environment["TD_HOSTILE_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        FileHandle.standardError.write(Data("\(test): TD_HOSTILE_SEED=\(seed)\n".utf8))
        return seed
    }
}
