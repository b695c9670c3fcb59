import CCurl
import TaskDraftKit

extension TransferProblem {
    public var russian: String {
        switch self {
        case .curl(let code, let os, _):
            let reason = os.map { ": " + $0.russian } ?? ""
            switch CURLcode(UInt32(code)) {
            case CURLE_COULDNT_RESOLVE_HOST: return "не удаётся найти адрес сервера" + reason
            case CURLE_COULDNT_RESOLVE_PROXY: return "не удаётся найти адрес прокси" + reason
            case CURLE_COULDNT_CONNECT: return "не удаётся соединиться с сервером" + reason
            case CURLE_OPERATION_TIMEDOUT: return "время ожидания истекло"
            case CURLE_GOT_NOTHING: return "сервер закрыл соединение, ничего не ответив"
            case CURLE_SEND_ERROR: return "не удаётся отправить данные" + reason
            case CURLE_RECV_ERROR: return "не удаётся получить данные" + reason
            case CURLE_SSL_CONNECT_ERROR: return "не удаётся установить соединение TLS"
            case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_INVALIDCERTSTATUS,
                 CURLE_SSL_CERTPROBLEM, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
                return "сертификат сервера не прошёл проверку"
            case CURLE_UNSUPPORTED_PROTOCOL: return "этот протокол не поддерживается"
            case CURLE_URL_MALFORMAT: return "адрес записан с ошибкой"
            case CURLE_TOO_MANY_REDIRECTS: return "слишком много перенаправлений"
            default: return "ошибка libcurl \(code)" + reason
            }
        case .libcurlMissing: return "libcurl (libcurl.so.4) не загружается; установите libcurl4"
        case .libcurlFailed(let call): return "сбой \(call)"
        case .tooLarge(let most, let aborted):
            return "ответ больше \(most) \(Russian.plural(most, "байта", "байт", "байт"))" + (aborted ? "; передача прервана" : "")
        case .cancelled: return "прервано"
        case .noTimeLeft: return "общее время ожидания вышло"
        case .retryWouldOverrun(let reason, let retry, let seconds):
            return "\(reason.russian); для повтора \(retry) нужно ждать \(seconds) с — больше, чем осталось времени"
        }
    }
}

extension RetryReason {
    public var russian: String {
        switch self {
        case .status(let status): return "HTTP \(status)"
        case .connectionReset: return "соединение сброшено"
        }
    }
}
