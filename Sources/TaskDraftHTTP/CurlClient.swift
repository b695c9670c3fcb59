import CCurl
import Glibc
import TaskDraftKit

/// An HTTP client over one libcurl easy handle, driven through its own multi handle.
///
/// The handle is reused for every request, so libcurl keeps the connection open between
/// them (keep-alive): a session's second draft skips the TCP and TLS handshakes. The multi
/// handle lets the transfer be driven in slices of `pollInterval`, so a cancellation is seen
/// within that time (libcurl's progress callback alone comes only about once a second while
/// a server is silent) and progress is reported at a steady pace. TLS peers
/// are verified; the usual proxy variables (`https_proxy`, `no_proxy`, …) are honoured, as
/// libcurl does by default; responses are capped at `HTTPLimits.maximumResponseBytes`.
/// Not thread-safe: one thread at a time (`TransportPool` lends clients to threads).
public final class CurlClient: HTTPTransport {
    private let library: CurlLibrary
    private let handle: UnsafeMutableRawPointer
    private let multi: OpaquePointer
    /// How long one wait for network activity lasts: the longest a Ctrl-C goes unnoticed.
    static let pollInterval: Int32 = 100
    /// libcurl writes its detailed error message here (host and port, never header values).
    private let errorBuffer: UnsafeMutablePointer<CChar>

    public init() throws(HTTPFailure) {
        guard let library = CurlLibrary.shared else {
            throw HTTPFailure(.unavailable, .libcurlMissing)
        }
        guard let handle = library.easyInit() else { throw HTTPFailure(.unavailable, .libcurlFailed(call: "curl_easy_init")) }
        guard let multi = library.multiInit() else {
            library.easyCleanup(handle)
            throw HTTPFailure(.unavailable, .libcurlFailed(call: "curl_multi_init"))
        }
        self.library = library
        self.handle = handle
        self.multi = multi
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        setLong(CURLOPT_NOSIGNAL, 1)  // threads and timeouts without SIGALRM
        setLong(CURLOPT_SSL_VERIFYPEER, 1)
        setLong(CURLOPT_SSL_VERIFYHOST, 2)
        setLong(CURLOPT_TCP_KEEPALIVE, 1)
        setLong(CURLOPT_FOLLOWLOCATION, 0)  // a model API never redirects; a redirect is a misconfiguration to report
        setString(CURLOPT_PROTOCOLS_STR, "http,https")
        setString(CURLOPT_USERAGENT, "taskdraft/0.1")
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_ERRORBUFFER, errorBuffer)
        _ = taskdraft_curl_setopt_write_callback(library.setopt, handle, CURLOPT_WRITEFUNCTION, CurlCallbacks.write)
        _ = taskdraft_curl_setopt_write_callback(library.setopt, handle, CURLOPT_HEADERFUNCTION, CurlCallbacks.header)
        _ = taskdraft_curl_setopt_xferinfo_callback(library.setopt, handle, CurlCallbacks.progress)
        setLong(CURLOPT_NOPROGRESS, 0)
    }

    deinit {
        library.easyCleanup(handle)
        _ = library.multiCleanup(multi)
        errorBuffer.deallocate()
    }

    /// libcurl's version line (`libcurl/7.88.1 OpenSSL/3.0.x …`), for `--verbose`.
    public static var version: String? { CurlLibrary.shared.flatMap { $0.version() }.map { String(cString: $0) } }

    public func perform(_ request: HTTPRequest, options: TransferOptions) throws(HTTPFailure) -> HTTPResponse {
        let transfer = CurlTransfer(options: options)
        var headerList: UnsafeMutablePointer<curl_slist>?
        for header in request.headers {
            headerList = library.slistAppend(headerList, "\(header.name): \(header.value)")
        }
        // libcurl would otherwise send `Expect: 100-continue` for larger bodies and wait up
        // to a second for the server's interim answer.
        headerList = library.slistAppend(headerList, "Expect:")
        defer { library.slistFreeAll(headerList) }

        errorBuffer[0] = 0
        setString(CURLOPT_URL, request.url)
        // The handle is reused: a method name set for the last request must not stay.
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_CUSTOMREQUEST, nil)
        switch request.method {
        case .get:
            setLong(CURLOPT_HTTPGET, 1)
        case .post, .put, .delete, .propfind, .report:
            // Every method with a body goes out as a POST whose request line names the method
            // (CUSTOMREQUEST); a DELETE sends an empty body.
            setLong(CURLOPT_POST, 1)
            if request.method != .post { setString(CURLOPT_CUSTOMREQUEST, request.method.rawValue) }
            setOffset(CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count))
            request.body.withUnsafeBytes { bytes in
                // COPYPOSTFIELDS copies, so the body need not outlive this call.
                _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_COPYPOSTFIELDS, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1))
            }
        }
        setOffset(CURLOPT_MAXFILESIZE_LARGE, curl_off_t(options.maximumResponseBytes))
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_HTTPHEADER, headerList)
        setLong(CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(options.connectTimeout))
        setLong(CURLOPT_TIMEOUT_MS, Self.milliseconds(options.totalTimeout))
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_WRITEDATA, context)
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_HEADERDATA, context)
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_XFERINFODATA, context)

        let code = withExtendedLifetime(transfer) { drive(transfer) }
        _ = taskdraft_curl_setopt_pointer(library.setopt, handle, CURLOPT_HTTPHEADER, nil)

        guard code == CURLE_OK else { throw failure(code, transfer) }
        var status = 0
        _ = taskdraft_curl_getinfo_long(library.getinfo, handle, CURLINFO_RESPONSE_CODE, &status)
        return HTTPResponse(status: status, headers: transfer.headers, body: transfer.body)
    }

    /// Runs the transfer to its end, in slices of at most `pollInterval` milliseconds.
    private func drive(_ transfer: CurlTransfer) -> CURLcode {
        guard library.multiAdd(multi, handle) == CURLM_OK else { return library.easyPerform(handle) }
        defer { _ = library.multiRemove(multi, handle) }
        var running: Int32 = 1
        while true {
            guard library.multiPerform(multi, &running) == CURLM_OK else { return CURLE_FAILED_INIT }
            if running == 0 { break }
            // Checked here as well as in the progress callback: a silent server makes libcurl
            // call that only about once a second.
            if !transfer.tick() { return CURLE_ABORTED_BY_CALLBACK }
            _ = library.multiPoll(multi, nil, 0, Self.pollInterval, nil)
        }
        var left: Int32 = 0
        while let message = library.multiInfoRead(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
        }
        return CURLE_FAILED_INIT
    }

    private func failure(_ code: CURLcode, _ transfer: CurlTransfer) -> HTTPFailure {
        let detailed = String(cString: errorBuffer)
        var osErrno = 0
        _ = taskdraft_curl_getinfo_long(library.getinfo, handle, CURLINFO_OS_ERRNO, &osErrno)
        let detail = TransferProblem.curl(code: Int32(code.rawValue), os: osErrno == 0 ? nil : SystemError(Int32(osErrno)),
                                          words: detailed.isEmpty ? library.message(code) : detailed)
        let delivered = transfer.deliveredBytes
        switch code {
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return HTTPFailure(.couldNotConnect, detail)
        case CURLE_OPERATION_TIMEDOUT:
            return HTTPFailure(.timeout, detail, deliveredBytes: delivered)
        case CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            return HTTPFailure(.connectionReset, detail, deliveredBytes: delivered)
        case CURLE_FILESIZE_EXCEEDED:
            return HTTPFailure(.tooLarge, .tooLarge(most: transfer.options.maximumResponseBytes, aborted: false))
        case CURLE_WRITE_ERROR where transfer.tooLarge:
            return HTTPFailure(.tooLarge, .tooLarge(most: transfer.options.maximumResponseBytes, aborted: true))
        case CURLE_ABORTED_BY_CALLBACK:
            return HTTPFailure(.cancelled, .cancelled, deliveredBytes: delivered)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE,
             CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return HTTPFailure(.tls, detail)
        default:
            return HTTPFailure(.other, detail, deliveredBytes: delivered)
        }
    }

    private func setLong(_ option: CURLoption, _ value: Int) {
        _ = taskdraft_curl_setopt_long(library.setopt, handle, option, value)
    }

    private func setOffset(_ option: CURLoption, _ value: curl_off_t) {
        _ = taskdraft_curl_setopt_offset(library.setopt, handle, option, value)
    }

    /// Strings are copied by libcurl (CURLOPT_* string options, since 7.17).
    private func setString(_ option: CURLoption, _ value: String) {
        _ = value.withCString { taskdraft_curl_setopt_pointer(library.setopt, handle, option, $0) }
    }

    static func milliseconds(_ seconds: Double) -> Int { max(1, Int((seconds * 1000).rounded(.up))) }
}

/// The state of one transfer, reached from libcurl's callbacks through their data pointer.
final class CurlTransfer {
    let options: TransferOptions
    var status = 0
    var headers: [HTTPHeader] = []
    var body: [UInt8] = []
    var received = 0
    var deliveredBytes = 0
    var tooLarge = false

    init(options: TransferOptions) { self.options = options }

    /// A header line; a status line starts a new block (after `100 Continue`, say).
    func header(_ line: UnsafeRawBufferPointer) {
        var text = String(decoding: line, as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        if text.hasPrefix("HTTP/") {
            let parts = text.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            headers.removeAll()
        } else if let colon = text.firstIndex(of: ":") {
            let name = text[..<colon].lowercased()
            let value = text[text.index(after: colon)...].trimmingWhitespace()
            headers.append(HTTPHeader(name, value))
        }
    }

    /// Body bytes: streamed to `onData` for a 2xx response, else buffered. Returns false to
    /// abort once the response passes the size cap.
    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        received += bytes.count
        if received > options.maximumResponseBytes {
            tooLarge = true
            return false
        }
        if let onData = options.onData, (200..<300).contains(status) {
            onData(bytes)
            deliveredBytes += bytes.count
        } else {
            body.append(contentsOf: bytes)
        }
        return true
    }

    /// False aborts the transfer (Ctrl-C).
    func tick() -> Bool {
        if options.cancellation?.isCancelled == true { return false }
        options.onTick?()
        return true
    }
}

/// The C callbacks: they capture nothing and find their `CurlTransfer` through the data pointer.
enum CurlCallbacks {
    static let write: curl_write_callback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        return transfer.receive(bytes) ? size * count : 0
    }

    static let header: curl_write_callback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        transfer.header(UnsafeRawBufferPointer(start: data, count: size * count))
        return size * count
    }

    static let progress: curl_xferinfo_callback = { context, _, _, _, _ in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        return transfer.tick() ? 0 : 1
    }
}
