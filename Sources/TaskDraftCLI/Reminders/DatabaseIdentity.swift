import Glibc

/// Which files a database is, by device and inode: the file, its WAL and its shared memory.
/// A restore that puts another file in its place (a rename over it, or a copy with the WAL and
/// shared memory removed, as README "Backing up" says) changes one of them, while a
/// connection opened before keeps reading the old ones and never sees the new tasks.
struct DatabaseIdentity: Equatable {
    struct File: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// nil for a file that is not there.
    let database: File?
    let wal: File?
    let sharedMemory: File?

    init(path: String) {
        database = Self.file(path)
        wal = Self.file(path + "-wal")
        sharedMemory = Self.file(path + "-shm")
    }

    private static func file(_ path: String) -> File? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return File(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
