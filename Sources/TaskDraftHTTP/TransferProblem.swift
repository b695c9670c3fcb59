import TaskDraftKit

/// Why a transfer produced no response, as a value: libcurl's result code with the OS's error
/// number beside it, or what this layer decided (a cap, a deadline, Ctrl-C). Its English is
/// what the model log and JSON keep (curl's own words for a curl failure); the other
/// wordings come from the code and the number, never from curl's text.
public enum TransferProblem: LocalizedText, Hashable {
    /// libcurl failed: its `CURLcode`, the `errno` of the socket call under it (0: none), and
    /// its own sentence (host and port, never a header), which the English keeps.
    case curl(code: Int32, os: SystemError?, words: String)
    /// libcurl (libcurl.so.4) cannot be loaded, or cannot make a handle.
    case libcurlMissing
    case libcurlFailed(call: String)
    /// The response passed `most` bytes; `aborted` when the transfer was cut off mid-way.
    case tooLarge(most: Int, aborted: Bool)
    case cancelled
    /// The total timeout ran out between attempts.
    case noTimeLeft
    /// A retry's wait would not fit in the time left.
    case retryWouldOverrun(after: RetryReason, retry: Int, seconds: Int)

    public static var samples: [TransferProblem] {
        [.curl(code: 7, os: SystemError(111), words: "Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"),
         .libcurlMissing, .libcurlFailed(call: "curl_easy_init"), .tooLarge(most: 4_194_304, aborted: true), .cancelled, .noTimeLeft,
         .retryWouldOverrun(after: .status(503), retry: 2, seconds: 8)]
    }
}

/// Why a request is sent again: a status the server asks to retry, or a connection it reset.
public enum RetryReason: LocalizedText, Hashable {
    case status(Int)
    case connectionReset

    public static var samples: [RetryReason] { [.status(429), .connectionReset] }
}
