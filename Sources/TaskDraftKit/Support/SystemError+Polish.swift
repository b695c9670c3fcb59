import Glibc

extension SystemError {
    public var polish: String {
        switch code {
        case ENOENT: return "nie ma takiego pliku ani katalogu"
        case EACCES: return "brak dostępu"
        case EISDIR: return "to katalog"
        case ENOTDIR: return "to nie katalog"
        case ENOSPC: return "brak miejsca na dysku"
        case EROFS: return "system plików tylko do odczytu"
        case EEXIST: return "plik już istnieje"
        case EMFILE: return "za dużo otwartych plików"
        case EIO: return "błąd wejścia-wyjścia"
        case EDQUOT: return "przekroczony przydział dysku"
        case ENAMETOOLONG: return "za długa nazwa pliku"
        case EPERM: return "operacja niedozwolona"
        case ELOOP: return "za dużo poziomów dowiązań symbolicznych"
        case ENODEV: return "nie ma takiego urządzenia"
        case EBADF: return "błędny deskryptor pliku"
        case ENOMEM: return "brak pamięci"
        case EINVAL: return "niedozwolony argument"
        case EPIPE: return "potok zamknięty"
        case ECONNREFUSED: return "połączenie odrzucone"
        case EADDRINUSE: return "adres jest już zajęty"
        case EADDRNOTAVAIL: return "ten komputer nie ma takiego adresu"
        default: return "błąd systemowy \(code) (\(english))"
        }
    }
}
