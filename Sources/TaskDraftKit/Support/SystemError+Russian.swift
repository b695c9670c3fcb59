import Glibc

extension SystemError {
    public var russian: String {
        switch code {
        case ENOENT: return "нет такого файла или папки"
        case EACCES: return "доступ запрещён"
        case EISDIR: return "это папка"
        case ENOTDIR: return "не папка"
        case ENOSPC: return "на диске нет места"
        case EROFS: return "файловая система только для чтения"
        case EEXIST: return "файл уже есть"
        case EMFILE: return "открыто слишком много файлов"
        case EIO: return "ошибка ввода-вывода"
        case EDQUOT: return "превышена дисковая квота"
        case ENAMETOOLONG: return "слишком длинное имя файла"
        case EPERM: return "операция не разрешена"
        case ELOOP: return "слишком много уровней символических ссылок"
        case ENODEV: return "нет такого устройства"
        case EBADF: return "неверный дескриптор файла"
        case ENOMEM: return "не хватает памяти"
        case EINVAL: return "недопустимый аргумент"
        case EPIPE: return "канал закрыт"
        case ECONNREFUSED: return "в соединении отказано"
        case EADDRINUSE: return "адрес уже занят"
        case EADDRNOTAVAIL: return "такого адреса у этой машины нет"
        default: return "системная ошибка \(code) (\(english))"
        }
    }
}
