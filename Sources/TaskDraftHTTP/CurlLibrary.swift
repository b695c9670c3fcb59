import CCurl
import Glibc

/// libcurl's entry points, resolved with dlopen on first use and shared by every client.
///
/// Loading it lazily keeps `add`, `list` and the other commands that never reach a server free
/// of libcurl's ~30 shared libraries, which the loader would otherwise map and relocate first.
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
    typealias MultiInit = @convention(c) () -> OpaquePointer?
    typealias MultiCleanup = @convention(c) (OpaquePointer?) -> CURLMcode
    typealias MultiHandle = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> CURLMcode
    typealias MultiPerform = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> CURLMcode
    typealias MultiPoll = @convention(c) (OpaquePointer?, UnsafeMutablePointer<curl_waitfd>?, UInt32, Int32,
                                          UnsafeMutablePointer<Int32>?) -> CURLMcode
    typealias MultiInfoRead = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<CURLMsg>?

    let easyInit: EasyInit
    let easyCleanup: EasyCleanup
    let easyPerform: EasyPerform
    let easyStrerror: EasyStrerror
    let slistAppend: SlistAppend
    let slistFreeAll: SlistFreeAll
    let version: Version
    let multiInit: MultiInit
    let multiCleanup: MultiCleanup
    let multiAdd: MultiHandle
    let multiRemove: MultiHandle
    let multiPerform: MultiPerform
    /// `curl_multi_poll` (7.66+), else `curl_multi_wait`: same arguments, same use here.
    let multiPoll: MultiPoll
    let multiInfoRead: MultiInfoRead
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
              let setopt = dlsym(handle, "curl_easy_setopt"), let getinfo = dlsym(handle, "curl_easy_getinfo"),
              let multiInit = dlsym(handle, "curl_multi_init"), let multiCleanup = dlsym(handle, "curl_multi_cleanup"),
              let multiAdd = dlsym(handle, "curl_multi_add_handle"), let multiRemove = dlsym(handle, "curl_multi_remove_handle"),
              let multiPerform = dlsym(handle, "curl_multi_perform"),
              let multiPoll = dlsym(handle, "curl_multi_poll") ?? dlsym(handle, "curl_multi_wait"),
              let multiInfoRead = dlsym(handle, "curl_multi_info_read")
        else { return nil }
        guard unsafeBitCast(initialize, to: GlobalInit.self)(taskdraft_curl_global_default()) == CURLE_OK else { return nil }
        return CurlLibrary(
            easyInit: unsafeBitCast(easyInit, to: EasyInit.self), easyCleanup: unsafeBitCast(cleanup, to: EasyCleanup.self),
            easyPerform: unsafeBitCast(perform, to: EasyPerform.self),
            easyStrerror: unsafeBitCast(strerror, to: EasyStrerror.self),
            slistAppend: unsafeBitCast(append, to: SlistAppend.self), slistFreeAll: unsafeBitCast(freeAll, to: SlistFreeAll.self),
            version: unsafeBitCast(version, to: Version.self),
            multiInit: unsafeBitCast(multiInit, to: MultiInit.self), multiCleanup: unsafeBitCast(multiCleanup, to: MultiCleanup.self),
            multiAdd: unsafeBitCast(multiAdd, to: MultiHandle.self), multiRemove: unsafeBitCast(multiRemove, to: MultiHandle.self),
            multiPerform: unsafeBitCast(multiPerform, to: MultiPerform.self), multiPoll: unsafeBitCast(multiPoll, to: MultiPoll.self),
            multiInfoRead: unsafeBitCast(multiInfoRead, to: MultiInfoRead.self), setopt: setopt, getinfo: getinfo)
    }()

    func message(_ code: CURLcode) -> String {
        easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}
