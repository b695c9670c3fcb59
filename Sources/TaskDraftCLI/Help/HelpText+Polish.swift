import TaskDraftKit
import TaskDraftMCP

extension HelpText {
    public var polish: String {
        switch self {
        // Options every command takes, and their defaults.
        case .yes: return "Zapisz bez pytania; wymagane poza terminalem."
        case .json: return "Wypisz JSON zamiast tekstu."
        case .jsonl: return "Wypisz po jednym obiekcie JSON w wierszu."
        case .now: return "Przyjmij, że teraz jest ta chwila."
        case .theClock: return "według zegara"
        case .zone: return "Strefa czasowa (nazwa IANA albo +GG:MM)."
        case .theSystemZone: return "strefa systemu"
        case .region: return "Kod regionu: od niego zależy wybór modelu i kolejność dnia i miesiąca w datach (RU, US, EU, …)."
        case .regionFromSettings: return "z config.json, LANG albo strefy czasowej"
        case .database: return "Plik bazy danych."
        case .configFile: return "Plik ustawień."
        case .backend: return "Twórz szkice tym modelem („builtin” albo nazwa z ustawień)."
        case .verbose: return "Pokazuj na stderr każde zapytanie do serwera modelu (klucze API ukryte)."
        case .noColor: return "Bez kolorów (to samo robi NO_COLOR)."
        case .helpFlag: return "Pokaż pomoc polecenia."
        case .version: return "Pokaż wersję."
        case .split: return "W słowach (albo wklejonych notatkach) jest kilka zadań: jeden zestaw, jeden zapis; JSON Lines, po wierszu na zadanie z jego fragmentem."

        // add
        case .addAbstract: return "Utwórz zadanie z twoich słów i zapisz je."
        case .addDiscussion:
            return "W terminalu widzisz szkic i zatwierdzasz go, edytujesz albo poprawiasz. Skrypty podają --yes; bez niego nic nie "
                + "zostaje zapisane, a kod wyjścia to 3. Z --key ponowne uruchomienie tego samego polecenia zwraca zadanie utworzone "
                + "wcześniej z tym kluczem, a nie duplikat."
        case .addText: return "Zadanie własnymi słowami; - czyta je ze standardowego wejścia."
        case .addKey: return "Klucz idempotencji: z tym samym kluczem drugie zadanie nie powstanie."
        case .addExampleReport: return "taskdraft add \"Wysłać raport tygodniowy jutro o 15:00 #finanse !high\""
        case .addExampleCall: return "taskdraft add \"Zadzwonić do Anny jutro o 10:00\" --yes --json"
        case .addExampleSplit: return "taskdraft add --split \"Kupić mleko i zadzwonić do mamy jutro\" --yes"

        // draft
        case .draftAbstract: return "Pokaż szkic dla twoich słów, niczego nie zapisując."
        case .draftDiscussion:
            return "Z tekstem wypisuje szkic (z --json jako JSON). Bez tekstu czyta ze standardowego wejścia po jednym zdaniu w "
                + "wierszu i wypisuje po jednym obiekcie JSON szkicu na wiersz, w tej samej kolejności; w miejsce wiersza, z którego "
                + "szkic nie powstał, pojawia się {\"error\": …, \"line\": N}. Z modelem przez HTTP --jobs N tworzy N szkiców naraz "
                + "(wyjście zachowuje kolejność wejścia); wymiana z serwerem trafia do „taskdraft log”. Z --split tekst (albo całe "
                + "standardowe wejście, np. wklejone notatki ze spotkania) może zawierać kilka zadań: po wierszu JSON na zadanie, "
                + "każdy z \"span\" (przesunięcia w punktach kodowych) i \"source\"; wiersze notatek bez zadań są pomijane, ich "
                + "liczba trafia na stderr."
        case .draftText: return "Zadanie własnymi słowami."
        case .draftJobs: return "Tyle wierszy naraz (przy czytaniu standardowego wejścia)."
        case .draftClassify:
            return "Powiedz, za co interaktywny wiersz poleceń uznałby każdy wiersz (zadanie, polecenie, pytanie), po wierszu JSON "
                + "na każdy; szkice nie powstają."
        case .draftExampleCall: return "taskdraft draft \"zadzwonić do Anny w przyszły piątek o 15:00 #sprzedaż\" --json"
        case .draftExampleLines: return "printf 'a jutro\\nb w piątek\\n' | taskdraft draft"
        case .draftExampleSplit: return "taskdraft draft --split \"Kupić mleko, zadzwonić do mamy jutro i do piątku wysłać ofertę\""
        case .draftExampleQuestion: return "taskdraft draft --classify \"co mam w piątek?\""

        // plan
        case .planAbstract: return "Rozłóż cel na kroki z pomocą modelu; przejrzyj je i zapisz jednym zestawem."
        case .planDiscussion:
            return "Model etapu planu (config.json \"phases\": {\"plan\": NAZWA}, inaczej model szkiców) proponuje od 3 do 10 "
                + "kroków z terminami nie późniejszymi niż termin celu; każdy krok jest sprawdzany jak szkic, a krok po terminie "
                + "albo w przeszłości zostaje przesunięty z ostrzeżeniem. W terminalu przeglądasz zestaw (Enter zapisuje wszystkie, "
                + "„2 n” odrzuca jeden, „3 e” edytuje jeden, „wszystkie #praca” poprawia każdy); skrypty podają --yes. Wbudowany "
                + "parser nie umie planować: mówi to i proponuje zamiast tego zadania, które znalazł w słowach."
        case .planGoal: return "Cel własnymi słowami."
        case .planKey: return "Klucz idempotencji: z tym samym kluczem kroki nie powstaną dwa razy."
        case .planExampleOffsite: return "taskdraft plan \"zorganizować wyjazd firmowy na 20.\""
        case .planExampleRelease: return "taskdraft plan \"przygotować wydanie do piątku\" --yes --json"

        // list, next
        case .listAbstract: return "Pokaż zadania: według terminu, potem priorytetu."
        case .listDiscussion:
            return "Filtry można łączyć: status:pending|done|deleted|all, due:today|tomorrow|overdue|week|none, due.before:KIEDY, "
                + "due.after:KIEDY (słowami, ISO 8601 albo nazwaną datą, np. due.before:eow, jak czyta je modify), +tag, -tag (bez niego), +BLOCKED, +BLOCKING, +WAITING i ich formy z minusem "
                + "(wirtualne tagi Taskwarrior: zadanie czeka na niewykonane, niewykonane czeka na nie, jest ukryte do czasu), "
                + "project:NAZWA (i jego podprojekty; wielkość liter nie ma znaczenia), priority:high|medium|low|none, limit:N (jak --limit); pozostałe słowa są szukane w "
                + "tytułach i notatkach, a atrybut zadania, po którym nie ma filtra (recur:weekly, scheduled.before:fri), albo "
                + "literówka w nazwie filtra (prio:H) to błąd, nie wyszukiwanie. "
                + "Domyślnie widać niewykonane zadania, poza odłożonymi (wait:KIEDY) do ich czasu; --all pokazuje i je. "
                + "sort:urgency|due|priority|created ustala kolejność (domyślnie według terminu; sort:urgency jak w `next`; "
                + "sort:created najpierw najnowsze)."
        case .listFilters: return "Filtry i słowa do wyszukania."
        case .listLimit: return "Pokaż najwyżej tyle zadań."
        case .listLimitDefault: return "\(ListCommand.tableLimit) w tabeli, wszystkie z --json/--jsonl"
        case .listAll: return "Pokaż w tabeli każde pasujące zadanie, także odłożone."
        case .listExampleSearch: return "taskdraft list raport"
        case .listExampleWithout: return "taskdraft ls -kiedyś due.before:piątek"
        case .nextAbstract: return "Co robić dalej: niewykonane zadania, najpilniejsze najpierw."
        case .nextDiscussion:
            return "Pilność sumuje to, co przynagla zadanie: termin (od 14 dni naprzód do 7 dni spóźnienia), priorytet, początek, "
                + "który już nadszedł, wiek, tagi, projekt i tagi z własną wagą (+next); tabela jest w README, a plik Skills "
                + "urgency.md ją zmienia. Rozumie filtry list; z --json każde zadanie ma swoją pilność."
        case .nextFilters: return "Filtry i słowa do wyszukania, jak w list."

        // show, done, edit, modify, delete, undo
        case .showAbstract: return "Pokaż wszystkie pola jednego zadania."
        case .taskNumber: return "Numer zadania."
        case .taskNumbers: return "Numery zadań."
        case .doneAbstract: return "Oznacz zadania jako wykonane; powtarzające się dostaje następne powtórzenie."
        case .doneDiscussion:
            return "Dla zadania z otwartymi podzadaniami terminal pyta, czy wykonać i je; --yes je wykonuje, a bez terminala "
                + "i bez --yes nic nie zostaje wykonane, a kod wyjścia to 3."
        case .editAbstract: return "Zmień niektóre pola zadania."
        case .editDiscussion:
            return "Zmieniają się tylko wymienione pola. --due rozumie słowa („piątek 15:00”, „завтра”) albo ISO 8601; „none” "
                + "czyści --due, --start, --wait, --estimate, --project, --parent i --recur. --notes dodaje notatkę z datą."
        case .editTag: return "Dodaj tag (można wiele razy)."
        case .editUntag: return "Usuń tag (można wiele razy)."
        case .editRecur: return "Nowa reguła powtarzania: słowami („co piątek”) albo jako RRULE."
        case .editRemind: return "Przypomnienia: „30 minut przed”, „9:00”, -PT30M (po przecinku albo powtarzając opcję)."
        case .editNoRemind: return "Usuń wszystkie przypomnienia."
        case .editStatus:
            return "Oznacz zadanie jako wykonane (powtarzające się dostaje następne powtórzenie, jak przy „done”) albo znów "
                + "jako niewykonane."
        case .editExampleDue: return "taskdraft edit 3 --due \"piątek 15:00\" --priority high"
        case .editExampleRemind: return "taskdraft edit 3 --remind \"30 minut przed\""
        case .modifyAbstract: return "Zmień zadanie słowami w stylu Taskwarrior (due:pt +tag -tag …)."
        case .modifyDiscussion:
            let attributes: String = FieldHelp.attributes(in: .polish)
            return "Pola: \(attributes), status:done|pending (powtarzające się zadanie oznaczone jako wykonane dostaje następne "
                + "powtórzenie, jak przy „done”), +tag dodaje, -tag usuwa; pusta wartość (due: albo due:none) czyści pole. "
                + "Data to słowa, RRRR-MM-DD [GG:MM], arytmetyka Taskwarriora (fri+2d) albo jego nazwane daty: due:sod|eod|sow|eow|"
                + "soww|eoww|som|eom|soq|eoq|soy|eoy, z p albo n dla poprzedniego lub następnego okresu (due:sonw, due:eopm); każda to dzień, "
                + "na który przypada (due:eod, due:eow, due:eom, due:eoq i due:eoy to koniec ostatniego dnia roboczego, jak „koniec miesiąca”). wait:someday i wait:later są odrzucane: w Taskwarriorze to 9999-12-30, "
                + "później niż 2999-12-31, ostatnia data przechowywana tutaj (import czyta takie zadanie bez niej, a wartość "
                + "zostawia w notatkach). "
                + "Pozostałe słowa zastępują tytuł; słowo NAZWA:WARTOŚĆ z inną nazwą jest odrzucane (kod wyjścia 2) z podpowiedzią, "
                + "które pole chyba chodziło. To samo co „taskdraft NUMER modify …”."
        case .modifyWords: return "Pola i słowa tytułu."
        case .annotateAbstract: return "Dodaj do zadania notatkę z datą."
        case .annotateDiscussion:
            return "Słowa stają się jedną notatką (adnotacją w Taskwarrior) z bieżącą datą; wcześniejsze notatki zadania zostają. "
                + "show pokazuje je z datami, denotate usuwa jedną. To samo co „taskdraft NUMER annotate …”."
        case .annotateIDs: return "Numer zadania albo kilka: 3,4 albo 3-4."
        case .annotateNote: return "Notatka."
        case .denotateAbstract: return "Usuń notatkę z zadania."
        case .denotateDiscussion:
            return "Usuwa notatkę o dokładnie tym tekście, a jeśli takiej nie ma — pierwszą, która zawiera te słowa (jak denotate "
                + "w Taskwarrior); bez słów — najnowszą. undo ją przywraca."
        case .denotateWords: return "Tekst notatki albo słowa z niej."
        case .annotateExampleCalled: return "taskdraft annotate 3 dzwoniłem, nikt nie odebrał"
        case .annotateExampleSent: return "taskdraft 3 annotate \"wysłałem szkic do Anny\""
        case .annotateExampleList: return "taskdraft 3,4 annotate czekamy na fakturę"
        case .denotateExampleCalled: return "taskdraft denotate 3 dzwoniłem"
        case .deleteAbstract: return "Usuń zadanie (undo je przywróci)."
        case .deleteDiscussion:
            return "W terminalu najpierw padnie pytanie. Poza terminalem potrzebne jest --yes; bez niego nic nie zostaje usunięte, "
                + "a kod wyjścia to 3."
        case .undoAbstract: return "Cofnij ostatnią zmianę (utworzenie, wykonanie, edycję, usunięcie)."

        // remind
        case .remindAbstract: return "Pokaż przypomnienia, których czas nadszedł, każde raz, jako powiadomienia na pulpicie."
        case .remindDiscussion:
            return "Każde przypomnienie odzywa się raz (dla powtarzającego się zadania raz na powtórzenie); przypomnienia zadań już "
                + "spóźnionych przychodzą jednym podsumowaniem. Powiadomienia trafiają na pulpit (org.freedesktop.Notifications na "
                + "szynie sesji); bez niej każde jest wierszem na stderr. Z --watch polecenie działa bez przerwy, śpi do następnego "
                + "przypomnienia (budzi się, gdy zmienia się baza) i pokazuje przyciski „Gotowe” i „Odłóż o 10 min”: działają w "
                + "twoim imieniu i trafiają do audytu. make install instaluje dla niego usługę użytkownika systemd: "
                + "systemctl --user enable --now taskdraft-remind.service"
        case .remindWatch: return "Działaj bez przerwy: pokazuj każde przypomnienie, gdy nadejdzie jego czas."

        // import, export, backup
        case .importAbstract: return "Zaimportuj zadania z pliku: wiersze, CSV (także z Todoist), JSON, JSON Lines, iCalendar, Taskwarrior albo todo.txt."
        case .importDiscussion:
            return "Format bierze się z --format, inaczej z rozszerzenia pliku, inaczej z jego pierwszych bajtów. Zwykłe wiersze "
                + "zamienia w szkice model sesji, jak w `add`; pozostałe formaty są czytane pole po polu. Poza terminalem zapis "
                + "wymaga --yes (bez niego nic nie jest czytane, a kod wyjścia to 3); w terminalu widzisz podsumowanie i wybierasz: "
                + "tak, nie albo przejrzyj każde. Każdy rekord dostaje klucz idempotencji (swój uid/uuid, inaczej skrót rekordu), "
                + "więc ponowny import tego samego nic nie dodaje. Błędne rekordy są wypisywane jako PLIK:WIERSZ[:KOLUMNA] i "
                + "pomijane; pozostałe zostają zaimportowane, a kod wyjścia to 5. Z --strict jeden błędny rekord oznacza, że nic "
                + "nie zostaje zaimportowane. Wartość, dla której nie ma tu miejsca, zostaje zachowana w notatce zadania "
                + "(nazwa=wartość) i policzona w raporcie. W JSON liczba, jak w \"\(TaskField.taskKey)\": 5 albo \"\(TaskField.tasksKey)\": [3], wskazuje "
                + "rekord tego samego pliku o takim id, jak zapisuje je list --json; liczba, której nie ma żaden rekord, też trafia do notatki."
        case .importFile: return "Plik do odczytu; - albo nic oznacza standardowe wejście."
        case .importFormat: return "Format danych wejściowych."
        case .detectedFormat: return "rozpoznawany sam"
        case .importDryRun: return "Utwórz szkic każdego rekordu i wypisz szkice; niczego nie zapisuj."
        case .importStrict: return "Nie importuj niczego, jeśli choć jeden rekord jest błędny."
        case .importJobs: return "Z modelem przez HTTP tyle rekordów naraz."
        case .importJson: return "Wypisz raport w JSON (z --dry-run: JSON Lines nawet w terminalu)."
        case .importExampleLines:
            return "printf 'zadzwonić do Anny w piątek 15:00\\nprzedłużyć paszport #urząd\\n' | taskdraft import --dry-run"
        case .exportAbstract: return "Wypisz zadania jako JSON, JSON Lines, CSV, CSV Todoist, iCalendar, Taskwarrior albo todo.txt."
        case .exportDiscussion:
            return "Rozumie te same filtry co list. Eksportowane są zadania niewykonane i wykonane, chyba że filtr status: mówi "
                + "inaczej (status:all dodaje usunięte). Format bierze się z --format, inaczej z rozszerzenia pliku -o, inaczej "
                + "JSON. json, jsonl i csv niosą każde pole i wracają importem bez zmian; taskwarrior, todotxt i ics niosą to, co "
                + "te formaty potrafią pomieścić. -o zapisuje cały plik albo nic."
        case .exportFilters: return "Filtry i słowa do wyszukania, jak w list."
        case .exportFormat: return "Format wyjścia."
        case .formatFromOutputFile: return "według -o, inaczej json"
        case .exportOutput: return "Zapisz do tego pliku zamiast na standardowe wyjście."
        case .exportLimit: return "Wyeksportuj najwyżej tyle zadań."
        case .exportJson: return "Wypisz raport w JSON (co wyeksportowano i na co w formacie nie ma miejsca): na standardowe wyjście z -o, inaczej na standardowe wyjście błędów."
        case .backupAbstract: return "Skopiuj całą bazę do jednego pliku — bezpiecznie, nawet gdy inne polecenia piszą."
        case .backupDiscussion:
            return "Zwykła kopia tasks.db może pominąć ostatnie zmiany: mogą jeszcze leżeć obok, w tasks.db-wal. backup czyta "
                + "przez SQLite (jego kopię zapasową na żywo), więc kopia zawiera wszystkie zapisane zmiany z jednej chwili, nawet "
                + "gdy inne procesy taskdraft piszą. Kopia jest pełną bazą SQLite (bez pliku -wal), czytelną dla tego programu "
                + "(--db PLIK) i dla sqlite3, tworzoną z uprawnieniami 0600. Istniejący PLIK jest odrzucany, chyba że podano "
                + "--force; wtedy zostaje zastąpiony dopiero, gdy nowa kopia jest kompletna."
        case .backupFile: return "Dokąd zapisać kopię."
        case .backupForce: return "Zastąp PLIK, jeśli istnieje."

        // transcript, audit, log, backend, skills
        case .transcriptAbstract: return "Pokaż zapis sesji (domyślnie ostatniej)."
        case .transcriptSession: return "Którą sesję pokazać."
        case .transcriptList: return "Zamiast tego wypisz ostatnie sesje."
        case .auditAbstract: return "Pokaż dziennik audytu, najnowsze najpierw."
        case .auditDiscussion:
            return "Każda zmiana, którą ktokolwiek wprowadził albo próbował wprowadzić, z wynikiem (ok, already_done, "
                + "needs_confirmation, declined, refused, rate_limited, not_found, invalid, error), i każde wywołanie agenta AI "
                + "przez MCP, łącznie z odczytami. Agent jest nazwany klientem i sesją (claude-code#3fa2c1)."
        case .auditLimit: return "Pokaż najwyżej tyle wpisów."
        case .auditCaller: return "Tylko wpisy wywołujących tego rodzaju."
        case .logAbstract: return "Pokaż dziennik modeli: każde zapytanie do serwera modelu, najnowsze najpierw."
        case .logDiscussion:
            return "Wiersz na każdą wymianę przez HTTP: model, jego nazwa, po co było zapytanie (draft, tools, repair, final), "
                + "forma ustrukturyzowanej odpowiedzi (json_schema, json_object, prompt), tokeny, jeśli serwer je podał, czas, "
                + "ponowienia i wynik (ok, invalid, rejected_format, context_exceeded, http_error, timeout, unreachable, too_large, "
                + "reset, cancelled, error). Treść zapytania i odpowiedzi jest przechowywana tylko, gdy config.json mówi "
                + "\"log_content\": true; pokazuje ją --json. Klucze API nie są nigdy przechowywane."
        case .logLimit: return "Pokaż najwyżej tyle wymian."
        case .backendAbstract: return "Pokaż, który model tworzy szkice w tej sesji, i dlaczego."
        case .backendDiscussion:
            return "Wybór uwzględnia region (--region, TASKDRAFT_REGION, config.json, LANG, strefę czasową), urządzenie (rdzenie, "
                + "pamięć, czy każdy lokalny serwer odpowiada na GET /models w 300 ms), skonfigurowane modele i ich klucze oraz "
                + "wiersz regionu w tabeli zasad. --explain wypisuje to wszystko, każdą rozważoną regułę, wybór, łańcuch zapasowych "
                + "i to, dokąd trafią twoje słowa."
        case .backendExplain: return "Pokaż każdą rozważoną regułę i to, dokąd trafiają twoje słowa."
        case .skillsAbstract: return "Wypisz używane pliki Skills i ich warstwy, wypisz terminy albo sprawdź je pod kątem błędów."
        case .skillsDiscussion:
            return "Dostarczane Skills są wbudowane w program; plik o tej samej nazwie w folderze instalacji (TASKDRAFT_SKILLS_DIR, "
                + "<prefix>/share/taskdraft/skills), a potem w $XDG_CONFIG_HOME/taskdraft/skills/, zastępuje go. „list” podaje "
                + "warstwę każdego pliku (wbudowany, z instalacji, twój); „terms” wypisuje każdy termin słownika z warstwą i "
                + "plik:wiersz. „check” zgłasza każdy błędny wiersz i każdy termin zdefiniowany dwa razy jako plik:wiersz i wtedy "
                + "kończy z kodem 1."
        case .skillsAction: return "list (domyślnie), terms albo check."

        // dbus, mcp, tokens, inbox
        case .dbusAbstract: return "Obsługuj pulpit przez D-Bus: org.taskdraft.Planner1, wyszukiwanie GNOME Shell, KRunner."
        case .dbusDiscussion:
            return "Zajmuje nazwę org.taskdraft.Planner1 na szynie sesji i odpowiada na typowane wywołania (Draft, Commit, Add, "
                + "List, Complete, Undo; sygnał Changed), a także służy jako dostawca wyszukiwania GNOME Shell i moduł KRunner — "
                + "wszystko na tej samej bazie. Szyna uruchamia go przy pierwszym wywołaniu (make install i pakiet instalują jego "
                + "plik .service), a bez wywołań sam się kończy. Wywołujący działają jako system: każda zmiana trafia do audytu z "
                + "nazwą wywołującego na szynie, usunięcie wymaga człowieka przy terminalu, a Undo cofa tylko najnowszą zmianę "
                + "samego wywołującego. Opis interfejsu jest instalowany jako "
                + "share/dbus-1/interfaces/org.taskdraft.Planner1.xml."
        case .dbusIdleExit: return "Zakończ po tylu sekundach bez wywołań (0 — nigdy)."
        case .dbusExampleDraft:
            return "gdbus call --session -d org.taskdraft.Planner1 -o /org/taskdraft/Planner1 -m org.taskdraft.Planner1.Draft "
                + "'zadzwonić do Anny jutro o 9' {}"
        case .mcpAbstract: return "Obsługuj agentów AI przez MCP (JSON-RPC na stdin/stdout albo przez HTTP)."
        case .mcpDiscussion:
            return "Działa jako serwer Model Context Protocol, dopóki stdin się nie zamknie: klient agenta (Claude Code, Cursor, …) "
                + "uruchamia go i wywołuje narzędzia (\(MCPTools.names.joined(separator: ", "))) na tej samej bazie. Zmiany agentów "
                + "mają limit częstotliwości na sesję, każde wywołanie trafia do audytu (zob. „taskdraft audit”), a usunięcie "
                + "wymaga potwierdzenia człowieka przez klienta albo czeka w „taskdraft inbox”, gdy klient nie umie zapytać. Na "
                + "stdout idą tylko komunikaty protokołu; diagnostyka idzie na stderr. Limity ustawia config.json: \"agents\": "
                + "{\"writes_per_minute\": 30, \"may_delete\": true, \"proposal_days\": 7}. Z --http obsługuje przez transport MCP "
                + "Streamable HTTP maszyny, które go nie uruchomiły, do SIGINT albo SIGTERM: każde żądanie niesie token, którego "
                + "uprawnienia (read, propose, write) decydują, co agent może; zapisy są liczone na token; słucha tylko adresów tej "
                + "maszyny, chyba że podano --allow-remote; obce źródła przeglądarek (Origin) są odrzucane; \"http\" w config.json "
                + "ogranicza żądania, treści, połączenia i czas."
        case .mcpScope: return "Daj agentowi mniej praw niż twoje: read (tylko odczyt) albo propose (jego zmiany czekają w skrzynce propozycji)."
        case .mcpHttp:
            return "Obsługuj agentów przez Streamable HTTP pod HOST:PORT (adres /mcp) zamiast stdin/stdout; każdy agent okazuje "
                + "token z „taskdraft tokens”."
        case .mcpAllowRemote:
            return "Pozwól --http słuchać na adresie osiągalnym z innych maszyn (postaw przed nim TLS: zob. README)."
        case .mcpAllowHost:
            return "Nazwa, na którą serwer HTTP odpowiada w nagłówku Host poza własnym adresem, np. przekazywana przez odwrotne "
                + "proxy (można wiele razy)."
        case .mcpAllowOrigin: return "Źródło przeglądarki (https://host), które może wywoływać serwer HTTP (można wiele razy)."
        case .tokensAbstract: return "Twórz, wypisuj i unieważniaj tokeny, z którymi agenci działają przez HTTP."
        case .tokensDiscussion:
            return "Agent, który łączy się z „taskdraft mcp --http”, wysyła token w nagłówku „Authorization: Bearer TOKEN”. "
                + "„add NAZWA --scope read|propose|write” tworzy token i wypisuje go raz (przechowywany jest tylko jego SHA-256); z "
                + "--json wypisuje {\"name\", \"scope\", \"token\"}. read — tylko lista i szkice; propose zamienia każdą zmianę w "
                + "propozycję, którą rozpatrujesz w „taskdraft inbox”; write zmienia zadania jak agent przez stdio (usunięcie wciąż "
                + "wymaga ciebie). „revoke NAZWA” odrzuca token od następnego żądania. Nazwę tokenu widać w dzienniku audytu, w "
                + "dzienniku serwera i w skrzynce propozycji. Skrypty podają --yes, by utworzyć albo unieważnić token."
        case .tokensAction:
            return "list (domyślnie), add NAZWA albo revoke NAZWA; w nazwie łacińskie litery, cyfry, „.”, „_”, „-”."
        case .tokensScope:
            return "Na co pozwala token: read (lista i szkice), propose (zmiany czekają w skrzynce propozycji) albo write."
        case .inboxAbstract: return "Rozpatrz propozycje agentów: przyjmij, popraw albo odrzuć."
        case .inboxDiscussion:
            return "Agent, którego token pozwala tylko proponować (i każdy agent usuwający zadanie, gdy nie da się ciebie zapytać), "
                + "zostawia tu swoje zmiany, zamiast je wprowadzać. „list” (domyślnie) pokazuje, co czeka; „review” pokazuje je "
                + "jako karty, jak twoje szkice (Enter przyjmuje wszystkie, „2 n” odrzuca jedną, „3 e” edytuje jedną, słowa "
                + "poprawiają); „accept NUMER…” zapisuje je w imieniu agenta, i audyt tak to odnotowuje; „reject NUMER…” je "
                + "odrzuca; „edit NUMER” najpierw zmienia pola propozycji. Agent widzi, co się stało z jego propozycjami "
                + "(\(MCPTools.proposalsTool)). Propozycja, o której nikt nie zdecydował, wygasa po agents.proposal_days z config.json "
                + "(domyślnie 7 dni). Skrypty podają --yes, by przyjąć, odrzucić albo poprawić."
        case .inboxAction: return "list (domyślnie), review, accept NUMER…, reject NUMER… albo edit NUMER."
        case .inboxAll: return "Pokaż wszystkie propozycje, także rozstrzygnięte i wygasłe."
        case .inboxNote: return "Dlaczego odrzucono (agent to przeczyta)."
        case .inboxExampleEdit: return "taskdraft inbox edit 7 --due piątek"
        case .inboxExampleReject: return "taskdraft inbox reject 9 --note \"nie w tym tygodniu\""

        // repl, completion, help, sync
        case .replAbstract: return "Zacznij rozmowę: wpisuj zadania, zatwierdzaj szkice, /list, /undo."
        case .replDiscussion:
            return "W terminalu jest edycja wiersza i historia (w $XDG_STATE_HOME/taskdraft/history); gdy standardowe wejście nie "
                + "jest terminalem, ta sama rozmowa jest czytana wiersz po wierszu."
        case .completionAbstract: return "Wypisz skrypt uzupełniania dla bash, zsh albo fish."
        case .completionDiscussion:
            return "Wtedy Tab uzupełnia polecenia, opcje i ich wartości (formaty, priorytety, modele, regiony), numery zadań z "
                + "tytułami, +tagi, filtry project: i due:. „make install” i pakiet Debiana kładą skrypty tam, gdzie szuka ich "
                + "każda powłoka; by wypróbować w bieżącej powłoce, wykonaj jego wynik przez source."
        case .completionShell: return "bash, zsh albo fish."
        case .helpAbstract: return "Pokaż pomoc taskdraft albo jednego z jego poleceń."
        case .helpCommand: return "Polecenie, o którym opowiedzieć."
        case .syncAbstract: return "Synchronizuj zadania w obie strony z serwerem CalDAV (config.json \"sync\")."
        case .syncDryRun: return "Pokaż, co by się zmieniło w obie strony; niczego nie zmieniaj."
        case .syncStatus: return "Pokaż ostatnią synchronizację, niewysłane zmiany i niedawne konflikty; bez sieci."
        case .syncCollections: return "Wypisz listy zadań na serwerze (kolekcje kalendarza)."
        case .syncForceDelete:
            return "Przeprowadź synchronizację, która usuwa co najmniej 3 zadania i ponad połowę synchronizowanych, po dowolnej stronie."

        // The shell scripts' and the packaging's plumbing.
        case .completeAbstract: return "Wypisz propozycje uzupełnień dla skryptów powłoki."
        case .completeKind: return "Jedno z: \(CompleteCommand.kinds.joined(separator: ", "))."
        case .completePrefix: return "Dotąd wpisane słowo."
        case .manAbstract: return "Wypisz stronę man w formacie roff: 1 (taskdraft) albo 5 (taskdraft-config) z README."
        case .manSection: return "1 albo 5."
        case .manReadme: return "README.md, potem Skills/README.md (rozdział 5)."
        }
    }
}
