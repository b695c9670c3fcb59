import Glibc

/// Spawn actions that close every descriptor from `lowest` up in the child, so a program
/// TaskDraft starts (`notify-send`, a terminal) holds nothing TaskDraft opened: the database,
/// a socket, a descriptor Foundation opened without `O_CLOEXEC`.
///
/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34) does it. Swift's Glibc module is
/// built without `_GNU_SOURCE`, which hides its declaration, so it is looked up by name; a glibc
/// without it leaves the actions as they are.
public func addCloseFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
}
