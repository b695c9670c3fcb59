import CCurl
import TaskDraftKit

extension TransferProblem {
    public var polish: String {
        switch self {
        case .curl(let code, let os, _):
            let reason = os.map { ": " + $0.polish } ?? ""
            switch CURLcode(UInt32(code)) {
            case CURLE_COULDNT_RESOLVE_HOST: return "nie można znaleźć adresu serwera" + reason
            case CURLE_COULDNT_RESOLVE_PROXY: return "nie można znaleźć adresu proxy" + reason
            case CURLE_COULDNT_CONNECT: return "nie można połączyć się z serwerem" + reason
            case CURLE_OPERATION_TIMEDOUT: return "czas oczekiwania minął"
            case CURLE_GOT_NOTHING: return "serwer zamknął połączenie bez odpowiedzi"
            case CURLE_SEND_ERROR: return "nie można wysłać danych" + reason
            case CURLE_RECV_ERROR: return "nie można odebrać danych" + reason
            case CURLE_SSL_CONNECT_ERROR: return "nie można nawiązać połączenia TLS"
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_INVALIDCERTSTATUS,
                 CURLE_SSL_CERTPROBLEM, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
                return "certyfikat serwera nie przeszedł weryfikacji"
            case CURLE_UNSUPPORTED_PROTOCOL: return "ten protokół nie jest obsługiwany"
            case CURLE_URL_MALFORMAT: return "adres jest źle zapisany"
            case CURLE_TOO_MANY_REDIRECTS: return "za dużo przekierowań"
            default: return "błąd libcurl \(code)" + reason
            }
        case .libcurlMissing: return "nie można załadować libcurl (libcurl.so.4); zainstaluj libcurl4"
        case .libcurlFailed(let call): return "\(call) zawiodło"
        case .tooLarge(let most, let aborted):
            return "odpowiedź większa niż \(most) \(Polish.plural(most, "bajt", "bajty", "bajtów"))" + (aborted ? "; przesyłanie przerwane" : "")
        case .cancelled: return "przerwano"
        case .noTimeLeft: return "skończył się całkowity czas oczekiwania"
        case .retryWouldOverrun(let reason, let retry, let seconds):
            return "\(reason.polish); ponowienie \(retry) wymagałoby \(seconds) s, więcej niż zostało czasu"
        }
    }
}

extension RetryReason {
    public var polish: String {
        switch self {
        case .status(let status): return "HTTP \(status)"
        case .connectionReset: return "połączenie zerwane"
        }
    }
}
