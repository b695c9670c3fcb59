import Glibc
import TaskDraftKit

/// What this machine can do: cores and memory (from the kernel), or what config.json says.
/// Whether each local server answers is probed separately (`ServerProbe`).
public struct DeviceProfile: Sendable, Hashable {
    public var cores: Int
    public var memoryMiB: Int
    /// `detected`, or `config.json` when any field came from there.
    public var source: SettingSource

    public init(cores: Int, memoryMiB: Int, source: SettingSource) {
        self.cores = cores
        self.memoryMiB = memoryMiB
        self.source = source
    }

    public static func detect(settings: Configuration.DeviceSettings = .init(), meminfo: String = "/proc/meminfo") -> DeviceProfile {
        let cores = settings.cores ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let memory = settings.memoryMiB ?? totalMemoryMiB(meminfo) ?? 0
        let source = settings.cores != nil || settings.memoryMiB != nil ? SettingSource.configFile : .detected
        return DeviceProfile(cores: cores, memoryMiB: memory, source: source)
    }

    /// `MemTotal:  24684160 kB` → 24105. The kernel writes MemTotal first, so the first few
    /// hundred bytes are all that is read.
    static func totalMemoryMiB(_ path: String) -> Int? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        buffer.removeSubrange(count...)
        let key = Array("MemTotal:".utf8)
        guard let index = buffer.firstOffset(of: key) else { return nil }
        var kilobytes = 0
        var digits = 0
        var i = index + key.count
        while i < buffer.count, buffer[i] == 0x20 || buffer[i] == 0x09 { i += 1 }
        while i < buffer.count, buffer[i] >= 0x30, buffer[i] <= 0x39 {
            kilobytes = kilobytes * 10 + Int(buffer[i] - 0x30)
            digits += 1
            i += 1
        }
        return digits > 0 ? kilobytes / 1024 : nil
    }

    /// Why a `this-machine` backend cannot run here, or nil when it can.
    public func ineligibility(for backend: Configuration.Backend) -> DeviceShortfall? {
        guard backend.location == .thisMachine else { return nil }
        let memory = backend.minMemoryMiB ?? Configuration.Backend.defaultMinMemoryMiB
        let cores = backend.minCores ?? Configuration.Backend.defaultMinCores
        if memoryMiB < memory { return .memory(have: memoryMiB, backend: backend.name, needs: memory) }
        if self.cores < cores { return .cores(have: self.cores, backend: backend.name, needs: cores) }
        return nil
    }
}
