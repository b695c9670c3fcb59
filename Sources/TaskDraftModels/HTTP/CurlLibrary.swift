import CCurl
import Glibc

/// libcurl's entry points, resolved with dlopen on first use and shared by every client.
///
/// Loading it lazily keeps `add`, `list` and the other commands that never reach a model
/// server free of libcurl's ~30 shared libraries (about 8 ms of start-up, see BENCHMARKS.md).
/// `curl_global_init` runs once, here, before any handle exists: it is not thread-safe, and a
/// `static let` is initialised exactly once even when several threads ask at the same time.
struct CurlLibrary: @unchecked Sendable {
    typealias EasyInit = @convention(c) () -> UnsafeMutableRawPointer?
    typealias EasyCleanup = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias EasyPerform = @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
    typealias EasyStrerror = @convention(c) (CURLcode) -> UnsafePointer<CChar>?
    typealias SlistAppend = @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<curl_slist>?
    typealias SlistFreeAll = @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void
    typealias GlobalInit = @convention(c) (Int) -> CURLcode
    typealias Version = @convention(c) () -> UnsafePointer<CChar>?

    let easyInit: EasyInit
    let easyCleanup: EasyCleanup
    let easyPerform: EasyPerform
    let easyStrerror: EasyStrerror
    let slistAppend: SlistAppend
    let slistFreeAll: SlistFreeAll
    let version: Version
    /// `curl_easy_setopt` and `curl_easy_getinfo`, called through the shim's wrappers.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer

    /// The library, or nil when libcurl cannot be loaded (then HTTP backends report
    /// themselves unavailable and drafting stays built-in).
    static let shared: CurlLibrary? = {
        guard let handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL),
              let initialize = dlsym(handle, "curl_global_init"), let easyInit = dlsym(handle, "curl_easy_init"),
              let cleanup = dlsym(handle, "curl_easy_cleanup"), let perform = dlsym(handle, "curl_easy_perform"),
              let strerror = dlsym(handle, "curl_easy_strerror"), let append = dlsym(handle, "curl_slist_append"),
              let freeAll = dlsym(handle, "curl_slist_free_all"), let version = dlsym(handle, "curl_version"),
              let setopt = dlsym(handle, "curl_easy_setopt"), let getinfo = dlsym(handle, "curl_easy_getinfo")
        else { return nil }
        guard unsafeBitCast(initialize, to: GlobalInit.self)(taskdraft_curl_global_default()) == CURLE_OK else { return nil }
        return CurlLibrary(
            easyInit: unsafeBitCast(easyInit, to: EasyInit.self), easyCleanup: unsafeBitCast(cleanup, to: EasyCleanup.self),
            easyPerform: unsafeBitCast(perform, to: EasyPerform.self),
            easyStrerror: unsafeBitCast(strerror, to: EasyStrerror.self),
            slistAppend: unsafeBitCast(append, to: SlistAppend.self), slistFreeAll: unsafeBitCast(freeAll, to: SlistFreeAll.self),
            version: unsafeBitCast(version, to: Version.self), setopt: setopt, getinfo: getinfo)
    }()

    func message(_ code: CURLcode) -> String {
        easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}
