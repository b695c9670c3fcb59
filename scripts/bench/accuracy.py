#!/usr/bin/env python3
"""How well the built-in parser understands dates, scored on public test suites nobody here
wrote, beside dateparser in the same run: Duckling (EN/RU/PL), Microsoft Recognizers-Text (EN)
and dateparser's own test data (EN/RU/PL), all in bench/data/ with their READMEs and licences.

Developer mode (seconds, any build, no dateparser):

    python3 scripts/bench/accuracy.py --bin .build/debug/taskdraft --suite duckling-pl --failures
    python3 scripts/bench/accuracy.py --bin .build/debug/taskdraft --suite duckling-en --class "clock time"
    python3 scripts/bench/accuracy.py --suite recognizers --kind "interval start" --failures

Beside dateparser, as Markdown for BENCHMARKS.md, failing when a budget is missed (what
`make bench` runs, through scripts/bench/bench.py's section `understanding`):

    python3 scripts/bench/accuracy.py --dateparser --markdown --budgets

Options:
    --bin PATH        the taskdraft binary (default: .build/release/taskdraft, else .build/debug/taskdraft)
    --suite NAME      duckling-en|-ru|-pl, recognizers-en, dateparser-en|-ru|-pl, or a family
                      (duckling, recognizers, dateparser, en, ru, pl); repeatable; default all
    --kind NAME       only this kind: instant, "interval start", "open interval", "must not parse"
    --extra           also Duckling's holidays and latent phrases and Recognizers-Text's option modes
                      (rows of their own, no budget)
    --dateparser      score dateparser 1.5.0 too (a virtualenv made once by scripts/peers/pypi-venv.sh)
    --failures        print the failing lines of every class (--examples N of each, default 3);
                      with --markdown, a table of the failing classes per suite
    --class TEXT      print every failing line of the classes whose name contains TEXT
    --markdown        print the Markdown section of `make bench`: each suite, language and kind's
                      main row (the conventions scored apart are left to --rows)
    --rows PATH       with --markdown, write every row of its table to PATH, the rows scored apart
                      among them (bench/ACCURACY.md's block)
    --conventions     print bench/CONVENTIONS.md, the conventions scored apart (needs no binary):
                      python3 scripts/bench/accuracy.py --conventions > bench/CONVENTIONS.md
    --budgets         exit 3 when a row misses its budget
    --json PATH       write every line's outcome as JSON

How a line is scored. TaskDraft runs as a user's scripts run it: `taskdraft draft --json
--backend builtin`, one process per reference time, zone and region, the suite's texts on stdin
(Duckling's bare phrases as they are; Recognizers-Text's sentences whole). "Now" is the line's
`ref`; Duckling's refs are UTC-2 wall-clock times, the others have no zone and run in UTC. The
region is the language's (US for English, RU, PL), which also sets the order of numeric dates.

- instant: the draft's `due` (or `due_date`) against the expected value at the line's grain
  (Duckling's `grain`, Recognizers-Text's from its timex; a time-only Recognizers-Text value
  compares the time of day; dateparser's value compares the minute when the text names a clock
  time or hours/minutes/seconds, else the date, or the month/year its `period` names when the
  phrase has no day). A date-only answer to a phrase of hour grain or finer is a miss, but for
  the end of a day (23:59:59: "end of tomorrow"), which a due date is.
- interval start: the draft's `start`/`start_date` against the interval's start. A draft with no
  start (both null or absent) is reported as "no start field", apart from the misses: a due is
  never taken for a start.
- open interval (Duckling): "before X" is a deadline, the draft's due against the bound (the bound
  is exclusive: 14:00, 13:59 and a date-only due of the day before a midnight bound all match);
  "after X" is a start, scored as an interval start.
- must not parse (Duckling's negatives, Recognizers-Text's and dateparser's `none`): a miss when the
  draft has any of due, due_date, start, start_date.
- A line `draft` refuses (an {"error": ...} line, e.g. a title over the length limit) or one the
  process ends on (a crash: the group is then run line by line) is a miss of its case, outcome
  "error", under its class; the run goes on.

Where a suite's convention is not a planner's, those lines are scored in rows of their own
(CONVENTIONS below, written out in bench/CONVENTIONS.md), with the convention TaskDraft follows. Every failure has a class (classify()),
a general kind of expression derived from the suite's metadata and the shape of the text.

dateparser is run with PREFER_DATES_FROM=future (how a planner would configure it), its
sentence search (search_dates, the first date found) on sentences and parse() on bare phrases.
"""
import argparse
import datetime as dt
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

from prose import wrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "bench", "data")
DATEPARSER_VERSION = "1.5.0"
UTC = dt.timezone.utc

KINDS = ("instant", "interval start", "open interval", "must not parse")
# The bars (issue 28 Acceptance), by (suite, language, kind); main rows only.
BUDGETS = {
    ("duckling", "en", "instant"): 95.0, ("duckling", "ru", "instant"): 97.0, ("duckling", "pl", "instant"): 95.0,
    ("recognizers", "en", "instant"): 90.0, ("recognizers", "en", "interval start"): 90.0,
    ("dateparser", "en", "instant"): 90.0, ("dateparser", "ru", "instant"): 90.0, ("dateparser", "pl", "instant"): 90.0,
}
NEGATIVE_BUDGET = 95.0
SUITE_TITLES = {"duckling": "Duckling", "recognizers": "Recognizers-Text", "dateparser": "dateparser's data"}
SUITES = ("duckling-en", "duckling-ru", "duckling-pl", "recognizers-en", "dateparser-en", "dateparser-ru", "dateparser-pl")
REGIONS = {"en": "US", "ru": "RU", "pl": "PL"}


# ---------------------------------------------------------------------------------------------
# Words that give an expression its class, per language. "|" separates entries; an entry is a
# stem matched at a word's start, "=" at its end makes it a whole word, "~" a stem with an
# adjective's ending (ordinals: "пят~" is пятый/пятого/..., not пятница).

def W(en="", ru="", pl=""):
    return {"en": [w for w in en.split("|") if w], "ru": [w for w in ru.split("|") if w],
            "pl": [w for w in pl.split("|") if w]}


ENDINGS = {"en": "", "ru": "(ый|ий|ой|ая|ое|ье|ья|ого|его|ьего|ей|ьей|ом|ем|ому|ему|ую|ью|ые|ых|ьи)",
           "pl": "(y|i|a|e|ego|ej|ym|im|ą|emu|ych)"}
PAST = W(en="ago=|last=|past=|previous|yesterday|earlier=|prior=|before yesterday|day before|days before|"
            "weeks before|months before|years before|hours before|minutes before|days back|weeks back|months back|"
            "years back|mondays back|tuesdays back|wednesdays back|thursdays back|fridays back|saturdays back|"
            "sundays back",
         ru="назад=|вчера|позавчера|позапозавчера|прошл|предыдущ|минувш|последн",
         pl="temu=|wczoraj|przedwczoraj|zeszł|zeszl|ubiegł|ubiegl|poprzedni|ostatni")
# The current week, month or year named: a date in it may be past and still what was meant.
THIS_PERIOD = W(en="this week|current week|this month|the month|this year|of this|of the month|of current|this working|"
                   "this work",
                ru="эт|текущ|нынешн",
                pl="tego tygodnia|tym tygodniu|ten tydzie|ten tydz|tego miesi|tym miesi|tego roku|tym roku|obecn")
TODAY = W(en="today|tonight|this morning|this afternoon|this evening|now=", ru="сегодня|сейчас",
          pl="dziś|dzis|dzisiaj|dzisiejsz|teraz")
NEXT = W(en="next=", ru="следующ|след=", pl="nastepn|następn|kolejn|przyszł|przyszl")
UNITS = W(en="year|yr=|yrs=|y=|month|mo=|mon=|week|wk=|wks=|fortnight|day=|days=|d=|hour|hr=|hrs=|h=|minute|min=|"
             "mins=|m=|second=|seconds=|sec=|secs=|s=|decade|quarters=",
          ru="год=|года=|году=|годом=|лет=|месяц|недел|день=|дня=|дней=|дн=|сут|час|ч=|минут|мин=|секунд|сек=|"
             "десятилет",
          pl="rok=|roku=|lat=|lata=|miesiąc|miesiac|miesięc|miesiec|tydzie|tygodn|dzień=|dzien=|dni=|dnia=|godzin|"
             "godz=|h=|minut|min=|sekund|sek=|dekad")
CLOCK_UNITS = W(en="hour|hr=|hrs=|h=|minute|min=|mins=|second=|seconds=|sec=|secs=",
                ru="час|ч=|минут|мин=|секунд|сек=", pl="godzin|godz=|h=|minut|min=|sekund|sek=")
NUMBER_WORDS = W(en="one=|two=|three=|four=|five=|six=|seven=|eight=|nine=|ten=|eleven=|twelve=|fifteen=|"
                    "twenty|thirty|forty|fifty|couple=|few=|half=",
                 ru="один=|одну=|одна=|одного=|два=|две=|двух=|три=|трёх=|трех=|четыре=|пять=|шесть=|семь=|"
                    "восемь=|девять=|десять=|двадцать|тридцать|пол=|полтор|несколько|пару=",
                 pl="jeden=|jedną=|jedna=|jednego=|dwa=|dwie=|dwóch=|trzy=|trzech=|cztery=|pięć=|piec=|pięciu=|"
                    "sześć=|siedem=|osiem=|dziewięć=|dziesięć=|dwadzieścia|trzydzieści|pół=|pol=|kilka=|parę=")
OFFSET = W(en="in=|within=|from now|later=|hence=|after=|from today|from tomorrow",
           ru="через=|спустя=|в течение",
           pl="za=|w ciągu|w przeciągu|przez=|po=|od teraz|od dziś|od dzis|od jutra|w sekund|w minut|w godzin|"
              "w jeden|w jedną|w piętnaście|w dwie|w pół")
WEEKDAYS = W(en="monday|mon=|tuesday|tue=|tues=|wednesday|wed=|thursday|thu=|thur=|thurs=|friday|fri=|saturday|"
                "sat=|sunday|sun=",
             ru="понедельник|пн=|пнд=|вторник|вт=|сред|ср=|срд=|четверг|чт=|чтв=|пятниц|пт=|птн=|суббот|сб=|сбт=|"
                "воскресен|вс=|вск=",
             pl="poniedział|poniedzial|pon=|pn=|wtor|wt=|wtr=|środ|srod|śr=|sr=|czwart|czw=|piątek|piątk|piatek|"
                "piatk|pt=|pia=|sobot|sob=|niedziel|niedz=|nd=|ndz=")
MONTHS = W(en="january|jan=|february|feb=|march|mar=|april|apr=|may=|june|jun=|july|jul=|august|aug=|september|"
              "sep=|sept=|october|oct=|november|nov=|december|dec=",
           ru="январ|янв=|феврал|фев=|март|апрел|апр=|мая=|май=|мае=|июн|июл|август|авг=|сентябр|сен=|сент=|"
              "октябр|окт=|ноябр|ноя=|декабр|дек=",
           pl="stycz|sty=|luty=|lutego|lutym|lut=|marzec|marca|marcu|mar=|kwiecie|kwietni|kwi=|maj|"
              "czerwc|czerwiec|cze=|lipiec|lipca|lipcu|lip=|sierp|sie=|sier=|wrzesie|wrzesni|wrześni|"
              "wrz=|październik|pazdziernik|paź=|paz=|listopad|lis=|grudzie|grudni|gru=")
CLOCK_WORDS = W(en="noon|midnight|midday|mid night|o'clock|oclock", ru="полдень|полудня|полночь|полуночи",
                pl="południe|poludnie|północ|polnoc|południa|poludnia")
PART_OF_DAY = W(en="morning|afternoon|evening|night|tonight|lunch|daytime|dawn|dusk",
                ru="утр|вечер|ноч|днём|днем|дня=|обед",
                pl="rano=|rana=|ranek|ranem|popołudni|popoludni|po południu|po poludniu|wiecz|noc=|nocą|nocy=|"
                   "przedpołud|przedpolud")
END_OF_DAY = W(en="eod=|cob=|end of day|end of the day|end of today|end of tomorrow|end of this|end of tonight|"
                  "close of business",
               ru="конца дня|конец дня|конца рабочего дня|конца сегодняшнего дня",
               pl="koniec dnia|końca dnia|konca dnia")
HOLIDAYS = W(en="christmas|xmas|easter|thanksgiving|halloween|new year|valentine|independence day|black friday|"
                "boxing day|mother's day|father's day|memorial day|labor day|labour day|mlk|martin luther|"
                "veterans day|columbus day|patrick|ramadan|hanukkah|diwali|lent=|pentecost|whit|ash wednesday|"
                "good friday|president|earth day|all saints|boss's day|boss day|new year's|yom kippur|"
                "rosh hashana|passover|chinese new|tax day|groundhog|mardi gras|cyber monday|inauguration|"
                "admin|world vegan|flag day",
             ru="рождеств|новый год|новогод|пасх|8 марта|день победы|масленниц|крещени",
             pl="wielkanoc|wigili|boże narodzenie|boze narodzenie|sylwester|nowy rok|święt|swiet|andrzejki|"
                "walentynki|dzień matki|dzien matki|trzech króli|tłusty czwartek|zaduszki|niepodległości|"
                "boże ciało|zielone")
SEASONS = W(en="spring|summer|fall=|autumn|winter|season", ru="весн|лето=|лета=|летом=|летний|осен|зим",
            pl="wiosn|lato=|latem=|lecie=|jesie|zim")
QUARTERS = W(en="qtr|q1=|q2=|q3=|q4=", ru="квартал", pl="kwartał|kwartal")
WEEKEND = W(en="weekend|week-end|week end|wkend", ru="выходн", pl="weekend|week-end|wekend|łikend")
PERIODS = W(en="week|month|year|fortnight|yr=|decade", ru="недел|месяц|год=|года=|году=|годом=",
            pl="tydzie|tydzien|tygodni|tyg=|miesiąc|miesiac|miesiąca|rok=|roku=|rokiem=")
PERIOD_PARTS = W(en="beginning of|start of|end of|middle of|mid=|mid-|early=|late=|earlier this|later this|"
                    "rest of|eoy=|eom=|eow=|boy=|bom=|bow=|first half|second half|h1=|h2=",
                 ru="начал|конц|конец|середин|половин",
                 pl="początk|poczatk|koniec|końc|konc|połow|polow|środek|srodek")
NEAR_DAYS = W(en="today|tomorrow|tmrw|tomorrows|tonight|now=|yesterday|day after|atm=|at present|at the present|"
                 "at this time|at the moment|right now",
              ru="сегодня|завтра|послезавтра|послепосле|сейчас|вчера|позапозавчера|в данный момент|в настоящее время",
              pl="dziś|dzis|dzisiaj|dzisiejsz|jutr|pojutrze|po jutrze|teraz|wczoraj|w tej chwili|w tym momencie|"
                 "obecn|tego dnia")
ORDINAL_WORDS = W(en="first=|second=|third=|fourth=|fifth=|sixth=|seventh=|eighth=|ninth=|tenth=|eleventh=|"
                     "twelfth=|thirteenth=|fourteenth=|fifteenth=|sixteenth=|seventeenth=|eighteenth=|nineteenth=|"
                     "twentieth=|thirtieth=|twenty-|thirty-",
                  ru="перв~|втор~|трет|четвёрт~|четверт~|пят~|шест~|седьм~|восьм~|девят~|десят~|одиннадцат~|"
                     "двенадцат~|тринадцат~|четырнадцат~|пятнадцат~|шестнадцат~|семнадцат~|восемнадцат~|"
                     "девятнадцат~|двадцат~|тридцат~",
                  pl="pierwsz~|drugi|drug~|trzeci|czwart~|piąt~|piat~|szóst~|szost~|siódm~|siodm~|ósm~|osm~|"
                     "dziewiąt~|dziewiat~|dziesiąt~|dziesiat~|jedenast~|dwunast~|trzynast~|czternast~|piętnast~|"
                     "pietnast~|szesnast~|siedemnast~|osiemnast~|dziewiętnast~|dziewietnast~|dwudziest~|"
                     "trzydziest~")
NTH_OF_PERIOD = {
    "en": re.compile(r"\b(first|second|third|fourth|fifth|last|\d+(st|nd|rd|th))\s+(last\s+|closest\s+)?"
                     r"(week|day|weekend|mon|tue|wed|thu|fri|sat|sun)\w*\s+(of|in|to)\b"),
    "ru": re.compile(r"(перв|втор|трет|четв|пят|последн)\w*\s+(понедельник|вторник|сред|четверг|пятниц|суббот|"
                     r"воскресен|недел|день|дн)\w*\s+(в\s+)?(\w+\s+)?(месяц|года|январ|феврал|март|апрел|ма[яй]|июн|"
                     r"июл|август|сентябр|октябр|ноябр|декабр)"),
    "pl": re.compile(r"(pierwsz|drug|trzec|czwart|piąt|piat|ostatni)\w*\s+(poniedział|wtor|środ|srod|czwart|piąt|"
                     r"piat|sobot|niedziel|tydz|tydzień|dzień|dzien)\w*\s+(w\s+)?(\w+\s+)?(miesiąc|miesiac|roku|"
                     r"styczn|lut|marc|kwietn|maj|czerw|lip|sierp|wrze|październik|pazdziernik|listopad|grud)"),
}
RANGE = re.compile(r"(\bfrom\b.*\b(to|till|until|thru|through)\b|\bbetween\b.*\band\b|\d\s*[-–—]\s*\d|\bthru\b|"
                   r"(^|\s)с\s.*\sпо\s|(^|\s)с\s.*\sдо\s|(^|\s)от\s.*\sдо\s|\bod\b.*\bdo\b|\bmiędzy\b|\bpomiędzy\b)")
CLOCK = re.compile(r"(\d{1,2}[:.h]\d{2}\b|\d\s*(a\.?m\.?|p\.?m\.?)(\W|$)|\b\d{1,2}\s*(am|pm|a|p)\b|\bat \d|@\s*\d|"
                   r"(^|\s)в \d{1,2}(\s|$)|\bo \d{1,2}\b|\d\s*ч\b|\bo (pierwsz|drugi|trzeci|czwart|piąt|szóst|"
                   r"siódm|ósm|dziewiąt|dziesiąt|jedenast|dwunast)|\d(st|ej|sta|stej)\b|\bpo \d\b|\bpo (trzeciej|"
                   r"drugiej)|half (past )?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|"
                   r"quarter (to|past|after)|\d+ish\b|\bkwadrans|\bgodzina\b|\bo dwudziest|\s час(а|ов)?(\s|$)|"
                   r"(^|\s)в (час|два|три|четыре|пять|шесть|семь|восемь|девять|десять|одиннадцать|двенадцать)(\s|$)|"
                   r"\bat (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|"
                   r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|fifteen|forty)\s*"
                   r"(a\.?\s?m\b\.?|p\.?\s?m\b\.?|o'?clock))")
SECONDS = re.compile(r"\d{1,2}:\d{2}:\d{2}")
ISO_DATETIME = re.compile(r"\d{4}-\d{1,2}-\d{1,2}[t ]\d")
NUMERIC_DATE = re.compile(r"\b\d{1,4}\s*[./-]\s*\d{1,2}(\s*[./-]\s*\d{2,4})?\b|\b\d{4}q\d|\b\d{6,8}\b|"
                          r"\b\d{4}\s*[./-]\s*[a-z]{3}|[a-z]{3,9}\s*[./-]\s*\d{4}")
US_ORDER = re.compile(r"(?<![\d./:-])(\d{1,2})(?:/|-(?=\d{1,2}-\d))(\d{1,2})(?![\d:])")
YEAR = re.compile(r"(?<!\d)(1\d{3}|2\d{3})(?!\d)|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|'\d{2}\b|\b\d+\s*(a\.?d|b\.?c)\b|"
                  r"\d{1,2}[\s-]+[^\W\d]{3,}\.?[\s-]+'?\d{2}\b(?!:)|\bof '?\d{2}\b|\bcy\d{2}\b|centur|\bвек|\bwiek|"
                  r"\b(nineteen|eighteen|seventeen|sixteen|twenty)[ -](hundred|ten|twenty|thirty|forty|fifty|sixty|"
                  r"seventy|eighty|ninety)|two thousand")

_compiled = {}


def pattern(table, lang):
    """One regex for a word table in one language."""
    key = (id(table), lang)
    if key not in _compiled:
        parts = []
        for entry in table[lang]:
            if entry.endswith("="):
                parts.append(re.escape(entry[:-1]) + r"(?!\w)")
            elif entry.endswith("~"):
                parts.append(re.escape(entry[:-1]) + ENDINGS[lang] + r"(?!\w)")
            else:
                parts.append(re.escape(entry))
        _compiled[key] = re.compile(r"(?<!\w)(?:" + "|".join(parts) + ")") if parts else re.compile(r"(?!x)x")
    return _compiled[key]


def has(text, table, lang):
    return bool(pattern(table, lang).search(text))


def durations(text, lang):
    """The "N unit" pairs in a text ("1 year 2 months" has two; "in a day" one)."""
    key = ("durations", lang)
    if key not in _compiled:
        numbers = "|".join(re.escape(w.rstrip("=~")) for w in NUMBER_WORDS[lang] + (["a", "an"] if lang == "en" else []))
        units = "|".join(re.escape(w.rstrip("=~")) + (r"\w*" if not w.endswith("=") else r"(?!\w)")
                         for w in UNITS[lang])
        between = r"(?:(?:upcoming|coming|next|following|more|last|past|whole|full|consecutive)\s+)?"
        _compiled[key] = re.compile(r"(?<!\w)[+-]?(?:\d+(?:[.,]\d+)?|(?:" + numbers + r")(?!\w))\s*-?\s*" + between +
                                    "(?:" + units + ")")
    # "1000 год", "2014 roku" name a year, not a count of them.
    return [m for m in _compiled[key].findall(text) if not re.match(r"[12]\d{3}\s*(год|г\b|rok|r\b)", m)]


def bare_duration(text, lang):
    """Only a duration: no "in", "ago", "from now" ("15 hr", "1 year 2 months", "2000 лет")."""
    found = durations(text, lang)
    rest = text
    for piece in found:
        rest = rest.replace(piece, " ", 1)
    return bool(found) and not re.sub(r"[\s,.;]|\b(and|и|i)\b", "", rest)


def explicit_year(text, lang):
    """A year written out ("2014", "10/31/74", "'98"), not a count of years ("2000 лет")."""
    for match in YEAR.finditer(text):
        after = text[match.end():match.end() + 12]
        if match.group(1) and (re.match(r"\s*(years?|yrs?|лет|lata|lat)\b", after)
                               or len(durations(text, lang)) >= 2 and re.match(r"\s*(год|rok)", after)):
            continue
        # "1 year 11 months" is two counts, not a day, a month and a year ("14 April 15").
        word = re.search(r"[^\W\d]{3,}", match.group(0))
        if not match.group(1) and word and has(word.group(0), UNITS, lang):
            continue
        return True
    return False


def classify(case):
    """The class of a line: a general kind of expression, from the suite's metadata and the
    shape of the text. The first rule that applies names it."""
    text, lang, meta = case["text"].lower().replace("mid night", "midnight"), case["lang"], case["meta"]
    if case["kind"] == "must not parse":
        if re.search(r"\d\s*[:./-]\s*\d", text) or re.search(r"\d{3,}", text):
            return "digits that look like a date or time (codes, phones, ratios)"
        if re.search(r"\d", text):
            return "a number with a noun"
        if any(has(text, table, lang) for table in (MONTHS, WEEKDAYS, PART_OF_DAY, PERIODS, ORDINAL_WORDS,
                                                     PERIOD_PARTS, NEAR_DAYS)) or "date" in text:
            return "a date word in another sense"
        if has(text, NUMBER_WORDS, lang):
            return "numbers in words"
        return "other words"
    timex = meta.get("timex", "")
    count = len(durations(text, lang))
    clock = bool(CLOCK.search(text)) or has(text, CLOCK_WORDS, lang)
    if meta.get("holiday") or has(text, HOLIDAYS, lang):
        return "holiday"
    if "explicit_tz" in meta.get("tags", ()):
        return "explicit time zone"
    if has(text, END_OF_DAY, lang) or "T23:59:59" in timex:
        return "end of the day"
    if case["kind"] == "open interval":
        return "open interval (before / after / since / until)"
    if NTH_OF_PERIOD[lang].search(text):
        return "nth day or week of a period (first Monday of, last week of)"
    if meta.get("mod") or has(text, PERIOD_PARTS, lang):
        return "part of a period (beginning, middle, end of)"
    if ISO_DATETIME.search(text):
        return "ISO date-time"
    if re.search(r"\b(week|wk|неделя|неделю|неделе|tydzień|tygodniu)\s+\d{1,2}\b", text):
        return "week by its number (week 31)"
    if re.search(r"\d+\s*(a\.?d\b|b\.?c\b)", text):
        return "year"
    if re.search(r"\d[.,]\d+\s*\w", text) and count and not NUMERIC_DATE.search(re.sub(r"\d+[.,]\d+\s*\w+", "", text)) \
            or re.search(r"(half an|quarter of an|полчаса|полтора|пол часа|полгода|pół godziny|pół roku|półtora)", text):
        return "fractional duration"
    if NUMERIC_DATE.search(text) and not re.fullmatch(r"\D*\d{1,2}[:.]\d{2}\D*", text):
        return "numeric date form"
    if has(text, PAST, lang):
        return "past expression"
    if count >= 2:
        return "multi-unit duration"
    if case["kind"] == "interval start" and RANGE.search(text):
        return "range between two points"
    if has(text, QUARTERS, lang) or re.search(r"\bquarters?\b(?! (of an|to|past|after|till|before))", text) \
            or re.search(r"\d{2,4}\s*q\d|q\d\s*\d{2,4}", text):
        return "quarter"
    if has(text, SEASONS, lang):
        return "season"
    if has(text, WEEKEND, lang) or "-WE" in timex:
        return "weekend"
    part_of_day = has(text, PART_OF_DAY, lang) or any(p in timex for p in ("TMO", "TAF", "TEV", "TNI", "TDT", "TNT",
                                                                           "TMEL"))
    if part_of_day and (clock or re.search(r"\d", text) or has(text, NUMBER_WORDS, lang) or
                        has(text, ORDINAL_WORDS, lang)):
        return "clock time with a part of day (3 in the morning)"
    if part_of_day:
        return "part of day"
    if count == 1 or has(text, OFFSET, lang) and (has(text, UNITS, lang) or re.search(r"\d+\s*['\"]", text)):
        return "offset from now (in 3 days)" if re.search(r"\d", text) else "offset in words (in two weeks)"
    if has(text, ORDINAL_WORDS, lang) and not re.search(r"\d", text):
        return "ordinal in words"
    if clock and (has(text, WEEKDAYS, lang) or has(text, MONTHS, lang) or has(text, NEAR_DAYS, lang)):
        return "date with a clock time"
    if SECONDS.search(text):
        return "clock time with seconds"
    if clock or case["grain"] in ("hour", "minute", "second") and re.search(r"\d", text):
        return "clock time"
    if has(text, WEEKDAYS, lang):
        return "weekday"
    if re.search(r"\b\d{1,2}(st|nd|rd|th)\b", text) and not has(text, MONTHS, lang):
        return "day of the month alone (on the 15th)"
    if has(text, MONTHS, lang):
        return "day and month, or a month"
    if has(text, NEAR_DAYS, lang):
        return "today, tomorrow, now"
    if explicit_year(text, lang):
        return "year"
    if has(text, PERIODS, lang):
        return "named period (this week, next month)"
    if has(text, NUMBER_WORDS, lang) or has(text, ORDINAL_WORDS, lang):
        return "numbers in words"
    return "other"


# ---------------------------------------------------------------------------------------------
# Conventions: where a suite reads a line another way than a planner does. Each is a rule over
# the line, its class and its expected value; its lines are scored in a row of their own.

TIME_OF_DAY_CLASSES = ("clock time", "clock time with seconds", "clock time with a part of day (3 in the morning)",
                       "date with a clock time")
# The kinds of expression a planner reads forward and a suite may read back: a weekday, a date
# or a month without a year, a time of day, a range of those.
FORWARD_CLASSES = TIME_OF_DAY_CLASSES + ("weekday", "day and month, or a month", "numeric date form",
                                         "day of the month alone (on the 15th)", "range between two points", "season",
                                         "week by its number (week 31)")


def unmarked_past(case):
    """The suite's answer is wholly in the past although the text does not say so: "Friday" as
    last Friday, "10 мая" in November as last May, "from May to September" in November as this
    year's, "at 4:23" at 04:30 as today, "15 hr" as 15 hours ago. Not when the text has a past
    word, "today", a year, the current week/month/year, or a weekday beside a day of the month
    (which pins the date)."""
    expected, ref, grain, lang = case["expected"], case["ref"], case["grain"], case["lang"]
    if case["kind"] not in ("instant", "interval start") or not isinstance(expected, dt.datetime):
        return False
    text = case["text"].lower()
    if has(text, PAST, lang) or has(text, TODAY, lang) or has(text, THIS_PERIOD, lang) or explicit_year(text, lang):
        return False
    if bare_duration(text, lang):
        return expected < ref
    if case["class"] not in FORWARD_CLASSES:
        return False
    if has(text, WEEKDAYS, lang) and re.search(r"(?<![\d:.])([012]?\d|3[01])(?![\d:])", text):
        return False
    end = case.get("end")
    if case["kind"] == "interval start":
        return isinstance(end, dt.datetime) and end <= ref
    if grain in ("hour", "minute", "second"):
        # The hour that holds now is not the past for Duckling ("в 4 утра" at 04:30 is today):
        # the start counts, for a time of day only.
        return expected < ref and case["class"] in TIME_OF_DAY_CLASSES
    return truncate(expected, grain) < truncate(ref, grain)


def next_weekday_this_week(case):
    """"next Wednesday" read as the coming one, still in this week (Duckling's RU and PL)."""
    expected, ref, lang = case["expected"], case["ref"], case["lang"]
    if case["kind"] != "instant" or not isinstance(expected, dt.datetime):
        return False
    text = case["text"].lower()
    if not (has(text, NEXT, lang) and has(text, WEEKDAYS, lang)) or has(text, PERIODS, lang):
        return False
    days = (expected.date() - ref.date()).days
    return 0 < days < 7 and expected.isocalendar()[:2] == ref.isocalendar()[:2]


DAY_UNITS = W(en="day|days|d=|week|weeks|wk=|wks=|fortnight", ru="день=|дня=|дней=|дн=|сут|недел",
              pl="dzień=|dzien=|dni=|dnia=|tydzie|tygodn")


def whole_days_from_now(case):
    """A count of days or weeks from now or ago, and nothing finer ("in 7 days", "7 дней назад",
    "a fortnight hence", "w 7 dni"): Duckling answers with now's hour (now ± N × 24 h), a planner
    with the day."""
    expected, ref, lang = case["expected"], case["ref"], case["lang"]
    if case["suite"] != "duckling" or case["kind"] != "instant" or case["grain"] not in FINE:
        return False
    text = case["text"].lower()
    found = durations(text, lang)
    if not found or has(text, CLOCK_UNITS, lang) or re.search(r"\d[:.h]\d|\b\d{1,2}\s*(am|pm|a\.m|p\.m)\b", text):
        return False
    if not all(has(piece, DAY_UNITS, lang) for piece in found):
        return False
    shift = expected - truncate(ref, case["grain"])
    return shift.seconds == 0 and shift.microseconds == 0 and shift.days != 0


def us_order_polish(case):
    """Duckling's Polish corpus writes numeric dates month first ("10/31/1974", "4/25 o 16")."""
    if case["suite"] != "duckling" or case["lang"] != "pl":
        return False
    match = US_ORDER.search(case["text"])
    return bool(match) and match.group(1) != match.group(2)


def hours_of_the_day(case):
    """A part of the day or the end of the day with no clock time: the suite's hours for it
    (Duckling's morning 04:00, evening 18:00; Recognizers-Text's end of day 23:59:59). Also said
    early or late ("early in the morning", "later this afternoon", "mid today"), and with a number
    that names no hour ("building 34 this afternoon")."""
    if case["class"] in ("part of day", "end of the day") or suite_hour_of_a_part_of_day(case):
        return True
    text, lang = case["text"].lower(), case["lang"]
    if case["kind"] not in ("instant", "interval start") or CLOCK.search(text) or has(text, CLOCK_WORDS, lang):
        return False
    early_or_late = re.search(r"\b(early|earlier|mid|late|later)\b", text)
    if early_or_late and (has(text, PART_OF_DAY, lang) or re.search(r"\b(in the day|today)\b", text)):
        return True
    # "building 34 this afternoon", "134 this afternoon": a number, then a part of today.
    return bool(re.search(r"\d+ (this|tomorrow|today) (morning|afternoon|evening|night)", text))


# Recognizers-Text's own hours for the parts of the day (its README): morning 08:00, afternoon
# 12:00, evening 16:00, night 20:00, lunchtime 11:00.
SUITE_PART_OF_DAY_HOURS = {"recognizers": {"morning": 8, "afternoon": 12, "evening": 16, "tonight": 20, "night": 20,
                                           "lunch": 11}}
HOUR_WORDS = {w: n for n, w in enumerate("one two three four five six seven eight nine ten eleven twelve".split(), 1)}


def suite_hour_of_a_part_of_day(case):
    """The suite's answer is its own hour for a part of the day the text names, and no number in the
    text says that hour ("the first Monday evening of next month", "Last night 26 people ...",
    "37.1 in the morning", "2 morning sessions"): what is scored is the suite's hour, not a time said."""
    hours = SUITE_PART_OF_DAY_HOURS.get(case["suite"])
    expected = case["expected"]
    if not hours or case["kind"] not in ("instant", "interval start"):
        return False
    clock = expected if isinstance(expected, dt.time) else expected.time() if isinstance(expected, dt.datetime) else None
    if clock is None or clock.minute or clock.second:
        return False
    text = case["text"].lower()
    if clock.hour not in {hour for word, hour in hours.items() if re.search(r"\b" + word, text)}:
        return False
    said = {int(n) % 12 for n in re.findall(r"(?<![\d.])\d{1,2}(?![\d.])", text)}
    said |= {n % 12 for w, n in HOUR_WORDS.items() if re.search(r"\b" + w + r"\b", text)}
    return clock.hour % 12 not in said


END_OF_PERIOD = re.compile(r"\b(end of|eoy|eom|eow)\b")


def end_of_period_deadline(case):
    """"The end of the year", "EOY", "end of month", "the end of 2000" as an interval (the suite's
    last half or last third of the period, mod "end"): a planner reads the end of a period as a
    deadline at its end."""
    if case["kind"] != "interval start" or not END_OF_PERIOD.search(case["text"].lower()):
        return False
    # Recognizers-Text marks such ranges with mod "end"; Duckling's are the last part of a week,
    # month or year ("end of next week" from Friday, "EOM" from the 21st, "EOY" from September).
    return case["suite"] == "duckling" or case["meta"].get("mod") == "end"


COUNT = r"(\d+(\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple( of)?|few)"
SPAN_FROM_NOW = re.compile(r"\bwithin\b|\b(next|upcoming|coming|following)\s+" + COUNT + r"\s+\w|\b" + COUNT +
                           r"\s+(next|upcoming|coming|following)\s+(second|minute|hour|day|week|month|quarter|year|decade)")
# The same in Russian and Polish, before a count of units: "в течение 2 недель", "следующие 3 дня",
# "ближайшие 2 часа", "w ciągu 2 tygodni", "kolejne 3 dni", "następne trzy miesiące".
SPAN_FROM_NOW_WORDS = W(ru="в течение|в течении|следующие|ближайшие",
                        pl="w ciągu|w ciagu|kolejne|następne|nastepne|najbliższe|najblizsze")


def span_from_now(case):
    """"Within 5 minutes", "the next 3 days", "the 2 upcoming months", "the following 2 quarters", "by
    2pm", "by EOM": the suite's window from now (or from tomorrow, or the next quarter); a planner
    reads a span from now as a deadline at its end, with no start (the task may be done now)."""
    if case["kind"] != "interval start":
        return False
    text = case["text"].lower()
    if re.match(r"by\b", text) and isinstance(case["expected"], dt.datetime) and case["expected"] == case["ref"]:
        return True
    if case["lang"] != "en":
        return has(text, SPAN_FROM_NOW_WORDS, case["lang"]) and bool(durations(text, case["lang"]))
    return bool(SPAN_FROM_NOW.search(text))


# Of a month, not of a year ("first week of 2015" is ISO 8601's first week for both).
WEEK_OF_MONTH = re.compile(r"\b(first|last)\s+week\s+of\s+(?!(the\s+)?(year\b|\d{4}\b))")


def week_holding_the_day(case):
    """"The first week of Jan 2015", "the last week of last month": a month's first week starts on its
    first Monday and its last is the last whose working days are all in it (TaskDraft, and Duckling:
    "first week of october 2014" is 6 October); Recognizers-Text counts the week that holds the month's
    first or last day, so its week has working days in the month beside it."""
    expected = case["expected"]
    if case["kind"] != "interval start" or case["grain"] != "week" or not isinstance(expected, dt.datetime):
        return False
    return bool(WEEK_OF_MONTH.search(case["text"].lower())) and expected.month != (expected + dt.timedelta(days=4)).month


PLANNER_YEARS = (1900, 2999)


def outside_planner_years(case):
    """"1000 years ago", "in 100 decades", "2013 years ago": the suite's answer is a date in a year
    no task is due in (1014, 3014, the year 1)."""
    expected = case["expected"]
    return isinstance(expected, dt.datetime) and not PLANNER_YEARS[0] <= expected.year <= PLANNER_YEARS[1]


UNDER_WAY = re.compile(r"\b(this|current|the|calendar|all|whole|entire)\s+(calendar\s+)?(week|month|year|quarter|fortnight|working week|"
                       r"workweek)\b"
                       r"|(?<!\w)(эт|текущ)\w*\s+(недел|месяц|год|квартал)|(?<!\w)(ten|ta|tym|obecn|bieżąc|biezac)\w*\s+"
                       r"(tydzie|tygodni|miesi|rok|roku|kwarta)"
                       # A season that holds now, named with "this" or alone: "this winter", "зима", "ta zima".
                       r"|\b(this|current)\s+(season|seasons|spring|summer|autumn|fall|winter)\b"
                       r"|^(\w+\s+)?(зима|зимы|зимой|весна|весны|лето|лета|осень|осени|zima|zimy|zimą|wiosna|wiosny|lato|"
                       r"jesień|jesieni)$")


def period_under_way(case):
    """"Sales for this quarter", "I'm away for the month", "this working week": the period that
    holds now. The suite starts it on its first day, a planner today (a task cannot start in the
    past): these lines are scored against today's date."""
    expected, end, ref = case["expected"], case.get("end"), case["ref"]
    if case["kind"] != "interval start" or not isinstance(expected, dt.datetime) or not isinstance(end, dt.datetime):
        return False
    text = case["text"].lower()
    return expected.date() < ref.date() < end.date() and bool(UNDER_WAY.search(text)) and not RANGE.search(text) \
        and not has(text, PERIOD_PARTS, case["lang"])


def weekend_from_saturday(case):
    """"This weekend", "в эти выходные", "ten weekend", "the last weekend of October": the suite's
    weekend starts on Friday at 18:00; a planner's weekend is its Saturday and Sunday, and a task
    said for it starts on the Saturday. These lines are scored against that Saturday."""
    expected = case["expected"]
    if case["kind"] != "interval start" or not isinstance(expected, dt.datetime):
        return False
    return has(case["text"].lower(), WEEKEND, case["lang"]) and expected.weekday() == 4 and expected.hour == 18


CONVENTIONS = [
    ("years", "a date outside a planner's years", outside_planner_years,
     "TaskDraft keeps dates from 1900 to 2999 and refuses others with a message (a due in 1014 or 3014 is a typo, "
     "not a plan); dateparser's data tests date arithmetic far outside them (\"1000 years ago\", \"in 100 "
     "decades\"). Those lines are scored apart, whatever either parser answers."),
    ("past", "read as the past one by the suite", unmarked_past,
     "A planner reads a bare weekday, date or duration forward: \"Friday\" is the next Friday, \"10 мая\" in "
     "November is next May, a time of day already past today is tomorrow (with a warning, \"04:23 has passed "
     "today; due tomorrow\"), and a bare \"15 hr\" or \"1 year 2 months\" is no date. A task is due in its future; "
     "a date in the past has to be said (\"last Friday\", \"3 days ago\", a year)."),
    ("next-weekday", "\"next <weekday>\" read as the coming one", next_weekday_this_week,
     "TaskDraft reads \"next Wednesday\", \"в следующую среду\" and \"w następną środę\" alike, as the Wednesday "
     "of next week, and the coming one as \"on Wednesday\", \"в среду\", \"w środę\" (its own corpus, and "
     "Duckling's English); Duckling's Russian and Polish read it as the coming one."),
    ("us-order", "numeric date month first (US order)", us_order_polish,
     "In Poland and Russia dates are written day first: 04.05 and 4/5 are 4 May. TaskDraft reads numeric dates "
     "in the region's order (month first only in US-style regions) and a date that cannot be day first "
     "(\"10/31\") month first."),
    ("days", "whole days from now, at now's hour", whole_days_from_now,
     "\"In 7 days\", \"7 дней назад\", \"za tydzień\" name a day: TaskDraft drafts a due date, as a planner "
     "does (the person did not name an hour), where Duckling answers with now plus 7 × 24 hours at its hour "
     "(\"2013-02-19 04:00\"); a count of hours or minutes (\"in 24 hours\") is a moment for both."),
    ("hours", "part of the day at the suite's hours", hours_of_the_day,
     "\"Tomorrow morning\", \"tonight\", \"EOD\", \"до конца дня\" are due at the person's own hours "
     "(Skills/workday.md: morning 09:00, evening 19:00, end of the working day 18:00), which they can change; "
     "the suites have hours of their own (Duckling's morning starts at 04:00, Recognizers-Text's end of day is "
     "23:59:59, its evening 16:00). So are lines whose answer is the suite's own hour for a part of the day the "
     "text names and no number in it says (\"the first Monday evening of next month\", \"37.1 in the morning\", "
     "\"2 morning sessions\", for which TaskDraft reads no hour: a count before a part of the day is no clock)."),
    ("end-of-period", "the end of a period read as a window by the suite", end_of_period_deadline,
     "\"By the end of the year\", \"EOY\", \"end of month\", \"at the end of 2000\" are deadlines: TaskDraft drafts "
     "a due at the end of the period's last working day (as \"EOD\"), with no start; the suites read them as a window "
     "(Recognizers-Text the last half or third of the period, Duckling its last part: \"end of next week\" from "
     "Friday, \"EOM\" from the 21st, \"EOY\" from September) and its start is scored."),
    ("under-way", "a period under way, scored as starting today", period_under_way,
     "\"This quarter\", \"the month\", \"this working week\", \"эта неделя\", \"ten miesiąc\": a task in the period "
     "that holds now starts today "
     "(TaskDraft does not start a task in the past), where Recognizers-Text starts the period on its first day. "
     "These lines are scored against today's date, TaskDraft's convention, so a line TaskDraft reads no start in is "
     "still a miss here."),
    ("weekend", "a weekend from its Saturday, scored on that day", weekend_from_saturday,
     "\"This weekend\", \"next weekend\", \"в эти выходные\", \"w przyszły weekend\", \"the last weekend of October\": "
     "a weekend is its Saturday and Sunday, and a task said for it starts and is due on the Saturday (whole days: the "
     "person named no hour); Duckling's weekend starts on Friday at 18:00. These lines are scored against that "
     "Saturday, so a line TaskDraft reads no weekend in is still a miss here."),
    ("week-of-month", "a month's week holding its first or last day", week_holding_the_day,
     "\"The first week of January\" starts on January's first Monday and \"the last week of September\" is the last "
     "whose working days are all in September (TaskDraft, and Duckling: \"first week of october 2014\" is 6 October); "
     "Recognizers-Text counts the week that holds the month's first or last day (\"first week of Jan 2015\" from 29 "
     "December)."),
    ("span-from-now", "a span from now read as a window by the suite", span_from_now,
     "\"Within 5 minutes\", \"the next 3 days\", \"the 2 upcoming months\", \"the following 2 quarters\", \"by "
     "2pm\", \"следующие 3 дня\", \"в течение 2 недель\", \"kolejne 3 dni\", \"w ciągu 2 tygodni\" are deadlines for a "
     "planner: due at the span's end, with no start, since the task may be done now; "
     "the suites read them as windows starting now, tomorrow or the next quarter."),
]


# ---------------------------------------------------------------------------------------------
# Suites → cases. A case: id, suite, lang, set, text, ref (aware), zone (for --tz), kind,
# expected (aware datetime, dt.time, or None), grain, compare ("grain", "time", "before"),
# sentence (bool: dateparser searches it), meta (suite fields shown with a failure).

def parse_time(text, zone):
    """An ISO value of a suite: aware datetime (naive ones in `zone`), or dt.time for HH:MM:SS."""
    text = re.sub(r"(\.\d{6})\d+", r"\1", text)
    if re.fullmatch(r"\d{2}:\d{2}:\d{2}", text):
        return dt.time.fromisoformat(text)
    value = dt.datetime.fromisoformat(text)
    return value if value.tzinfo else value.replace(tzinfo=zone)


def load_jsonl(*path):
    with open(os.path.join(DATA, *path), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def duckling_cases(lang, extra):
    lines = [(line, "main") for line in load_jsonl("duckling", f"{lang}.jsonl")]
    lines += [(dict(line, kind="none"), "main") for line in load_jsonl("duckling", "extra", "negatives.jsonl")
              if line["lang"] == lang]
    if extra:
        lines += [(line, "holidays") for line in load_jsonl("duckling", "extra", "holidays.jsonl") if line["lang"] == lang]
        lines += [(line, "latent") for line in load_jsonl("duckling", "extra", "latent.jsonl") if line["lang"] == lang]
    cases = []
    for line, subset in lines:
        ref = dt.datetime.fromisoformat(line["ref"])
        zone = ref.tzinfo
        kind, compare, expected, end = line["kind"], "grain", None, None
        if kind == "none":
            kind = "must not parse"
        elif kind == "instant":
            expected = parse_time(line["value"], zone)
        elif kind == "interval":
            kind, expected, end = "interval start", parse_time(line["from"], zone), parse_time(line["to"], zone)
        elif line.get("direction") == "before":
            kind, compare, expected = "open interval", "before", parse_time(line["to"], zone)
        else:
            kind, expected = "open interval", parse_time(line["from"], zone)
            compare = "after"
        meta = {k: line[k] for k in ("section", "tags", "holiday", "direction", "source_line") if k in line}
        cases.append(dict(id=line["id"], suite="duckling", lang=lang, set=subset, text=line["text"], ref=ref,
                          zone=zone, kind=kind, expected=expected, end=end, grain=line.get("grain"), compare=compare,
                          sentence=False, meta=meta))
    return cases


def recognizers_cases(extra):
    lines = [(line, "main") for line in load_jsonl("recognizers", "en.jsonl")]
    if extra:
        lines += [(line, "mode " + line["mode"]) for line in load_jsonl("recognizers", "extra", "modes.jsonl")]
    cases = []
    for line, subset in lines:
        ref = parse_time(line["ref"], UTC)
        kind = {"instant": "instant", "interval": "interval start", "none": "must not parse"}[line["kind"]]
        expected, grain, compare = None, line.get("grain"), "grain"
        if kind != "must not parse":
            expected = parse_time(line["value"], UTC)
            if isinstance(expected, dt.time):
                compare = "time"
            if grain is None:
                # "now" (PRESENT_REF), parts of the day, ranges with a mod: the value's own precision.
                grain = "day" if re.fullmatch(r"\d{4}-\d{2}-\d{2}", line["value"]) else "minute"
        meta = {k: line[k] for k in ("rt_type", "timex", "mod", "span", "end", "source") if k in line}
        end = parse_time(line["end"], UTC) if line.get("end") else None
        cases.append(dict(id=line["id"], suite="recognizers", lang="en", set=subset, text=line["text"], ref=ref,
                          zone=UTC, kind=kind, expected=expected, end=end, grain=grain, compare=compare, sentence=True,
                          meta=meta))
    return cases


ABSOLUTE_TESTS = ("test_dates_parsing", "test_extracted_period", "test_dates_without_preference")


def dateparser_cases(lang):
    cases = []
    for line in load_jsonl("dateparser", f"{lang}.jsonl"):
        # Lines whose dates are absolute have no ref: any now will do.
        ref = parse_time(line["ref"] or "2000-01-01T00:00:00", UTC).replace(microsecond=0)
        text = line["text"].lower()
        kind = "must not parse" if line["kind"] == "none" else "instant"
        expected, grain = None, None
        if kind == "instant":
            expected = parse_time(line["value"], UTC)
            period = line.get("period")
            named_time = CLOCK.search(text) or has(text, CLOCK_UNITS, lang) or has(text, CLOCK_WORDS, lang) \
                or re.search(r"\d\s*(h|m|s)\b", text)
            midnight = expected.time() == dt.time(0) and not re.search(r"midnight|12(:00)?\s*a\.?m|00:00|полноч|półno", text)
            if named_time and not midnight:
                grain = "minute"
            elif period in ("month", "year") and line["test"] in ABSOLUTE_TESTS and expected.day == ref.day \
                    and not re.search(r"\b([012]?\d|3[01])\b(?!\d)", re.sub(r"\d{4}", "", text)):
                # "March", "2014": the suite fills in today's day; the phrase names a month or a year.
                grain = period
            else:
                grain = "day"
        meta = {k: line[k] for k in ("test", "period", "span", "source") if k in line}
        cases.append(dict(id=line["id"], suite="dateparser", lang=lang, set="main", text=line["text"], ref=ref,
                          zone=UTC, kind=kind, expected=expected, grain=grain, compare="grain",
                          sentence="span" in line or line["kind"] == "none", meta=meta))
    return cases


def load_cases(suites, extra):
    cases = []
    for name in suites:
        family, lang = name.split("-")
        if family == "duckling":
            cases += duckling_cases(lang, extra)
        elif family == "recognizers":
            cases += recognizers_cases(extra)
        else:
            cases += dateparser_cases(lang)
    for case in cases:
        case["class"] = classify(case)
        case["row"] = "main"
        for key, label, applies, _ in CONVENTIONS:
            if applies(case):
                case["row"] = key
                break
        if case["row"] == "under-way":
            # Scored against the planner's start, today (see period_under_way).
            case["meta"]["suite_value"] = case["expected"].isoformat()
            case["expected"] = case["ref"].replace(hour=0, minute=0, second=0, microsecond=0)
            case["grain"], case["compare"] = "day", "grain"
        elif case["row"] == "weekend":
            # Scored against the planner's start, the Saturday (see weekend_from_saturday).
            case["meta"]["suite_value"] = case["expected"].isoformat()
            case["expected"] = (case["expected"] + dt.timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
            case["grain"], case["compare"] = "day", "grain"
    return cases


# ---------------------------------------------------------------------------------------------
# Scoring one answer.

def truncate(value, grain):
    if grain == "second":
        return value.replace(microsecond=0)
    if grain == "minute":
        return value.replace(second=0, microsecond=0)
    if grain == "hour":
        return value.replace(minute=0, second=0, microsecond=0)
    day = value.replace(hour=0, minute=0, second=0, microsecond=0)
    if grain in ("day", None):
        return day
    if grain == "week":
        return day - dt.timedelta(days=day.weekday())
    if grain == "month":
        return day.replace(day=1)
    if grain == "quarter":
        return day.replace(day=1, month=(day.month - 1) // 3 * 3 + 1)
    if grain == "year":
        return day.replace(day=1, month=1)
    raise ValueError(grain)


def minus_one(value, grain):
    """The start of the unit before `value` (which is aligned to grain)."""
    if grain in ("second", "minute", "hour", "day", "week"):
        return value - {"second": dt.timedelta(seconds=1), "minute": dt.timedelta(minutes=1),
                        "hour": dt.timedelta(hours=1), "day": dt.timedelta(days=1),
                        "week": dt.timedelta(days=7)}[grain]
    months = {"month": 1, "quarter": 3, "year": 12}[grain]
    index = value.year * 12 + value.month - 1 - months
    return value.replace(year=index // 12, month=index % 12 + 1)


FINE = ("hour", "minute", "second")


def judge(case, answer):
    """answer: {"due": aware dt or None, "due_date": date or None, "start": ..., "start_date": ...,
    "start_field": bool}. Returns (outcome, shown): outcome is "ok", "no date", "date only",
    "wrong", "no start field", "parsed"."""
    due, due_date = answer.get("due"), answer.get("due_date")
    start, start_date = answer.get("start"), answer.get("start_date")
    kind, zone, grain = case["kind"], case["zone"], case["grain"]
    if kind == "must not parse":
        return ("parsed", show(answer, zone)) if any((due, due_date, start, start_date)) else ("ok", "")
    wants_start = kind == "interval start" or case["compare"] == "after"
    if wants_start:
        if not answer.get("start_field"):
            return "no start field", show(answer, zone)
        point, day = start, start_date
    else:
        point, day = due, due_date
    if point is None and day is None:
        return "no date", show(answer, zone)
    expected = case["expected"]
    if case["compare"] == "time":
        if point is None:
            return "date only", show(answer, zone)
        got = point.astimezone(zone).time()
        cut = {"hour": 2, "minute": 5, "second": 8}.get(grain, 5)
        return ("ok" if got.isoformat()[:cut] == expected.isoformat()[:cut] else "wrong"), show(answer, zone)
    if case["compare"] == "before":
        # The bound is exclusive: a due at the bound or in the unit before it is the same deadline;
        # a date-only due means "by the end of that day".
        if point is None:
            end_of_day = dt.datetime(day.year, day.month, day.day, tzinfo=zone) + dt.timedelta(days=1)
            ok = end_of_day == expected or (grain not in FINE and truncate(end_of_day, grain) == expected)
            return ("ok" if ok else "wrong"), show(answer, zone)
        got = truncate(point.astimezone(zone), grain)
        return ("ok" if got in (expected, minus_one(expected, grain)) else "wrong"), show(answer, zone)
    if point is None:
        if expected.time() == dt.time(23, 59, 59) and day == expected.date():
            return "ok", show(answer, zone)  # "end of tomorrow": a due date is due by the end of that day
        if grain in FINE:
            return "date only", show(answer, zone)
        point = dt.datetime(day.year, day.month, day.day, tzinfo=zone)
    got = truncate(point.astimezone(zone), grain)
    return ("ok" if got == truncate(expected, grain) else "wrong"), show(answer, zone)


def show(answer, zone):
    parts = []
    for key in ("due", "due_date", "start", "start_date"):
        value = answer.get(key)
        if value is None:
            continue
        if isinstance(value, dt.datetime):
            value = value.astimezone(zone).strftime("%Y-%m-%d %a %H:%M:%S").replace(":00 ", " ")
            if value.endswith(":00"):
                value = value[:-3]
        else:
            value = value.strftime("%Y-%m-%d %a")
        parts.append(f"{key} {value}")
    return ", ".join(parts) or "nothing"


def show_expected(case):
    value = case["expected"]
    if value is None:
        return "no date"
    if isinstance(value, dt.time):
        return value.isoformat() + " (time of day)"
    text = value.astimezone(case["zone"]).strftime("%Y-%m-%d %a %H:%M:%S")
    prefix = {"interval start": "start ", "open interval": "before " if case["compare"] == "before" else "start "}
    return prefix.get(case["kind"], "") + text + f" ({case['grain']})"


# ---------------------------------------------------------------------------------------------
# Running the planners.

def zone_argument(zone):
    offset = zone.utcoffset(None)
    if offset == dt.timedelta(0):
        return "UTC"
    minutes = int(offset.total_seconds() // 60)
    sign = "+" if minutes >= 0 else "-"
    return f"{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


def run_taskdraft(binary, cases):
    """One `taskdraft draft --json` per (ref, zone, region), the texts on stdin. Returns the answers
    in the cases' order and the seconds spent."""
    groups = {}
    for index, case in enumerate(cases):
        key = (case["ref"].replace(tzinfo=None).isoformat(), zone_argument(case["zone"]), REGIONS[case["lang"]])
        groups.setdefault(key, []).append(index)
    answers = [None] * len(cases)
    with tempfile.TemporaryDirectory(prefix="td-accuracy-") as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home + "/config", XDG_DATA_HOME=home + "/data",
                   XDG_STATE_HOME=home + "/state", LANG="C.UTF-8")
        for name in ("TASKDRAFT_NOW", "TASKDRAFT_REGION", "TASKDRAFT_BACKEND", "TASKDRAFT_DB", "TZ", "LC_ALL"):
            env.pop(name, None)
        started = time.perf_counter()
        for (now, zone, region), indices in groups.items():
            command = [binary, "draft", "--json", "--backend", "builtin", "--now", now, "--tz", zone, "--region", region]
            texts = [" ".join(cases[i]["text"].split()) for i in indices]
            drafts, _ = draft_lines(command, texts, env)
            if drafts is None:
                # The process ended before answering every line (a crash): each line alone, so the one
                # that ends it is scored as an error and the others still count.
                drafts = [one_line(command, text, env) for text in texts]
            for i, draft in zip(indices, drafts):
                answers[i] = read_draft(draft, cases[i]["zone"])
        seconds = time.perf_counter() - started
    return answers, seconds


def draft_lines(command, texts, env):
    """`taskdraft draft --json` on these lines: (one JSON object per line, exit status). A refused
    line is {"error": ...}, and draft then exits non-zero having answered every line. The drafts are
    None when the output does not answer every line with JSON."""
    done = subprocess.run(command, input="".join(t + "\n" for t in texts).encode(), env=env, capture_output=True)
    lines = done.stdout.decode(errors="replace").splitlines()
    try:
        drafts = [json.loads(line) for line in lines]
    except ValueError:
        return None, done.returncode
    if len(drafts) != len(texts) or (done.returncode != 0 and not any("error" in d for d in drafts)):
        return None, done.returncode  # a failure no line owns: not to be read as answers
    return drafts, done.returncode


def one_line(command, text, env):
    drafts, status = draft_lines(command, [text], env)
    return drafts[0] if drafts else {"error": f"draft ended without an answer (exit status {status})"}


def read_draft(draft, zone):
    if "error" in draft:
        return {"error": draft["error"]}
    answer = {"start_field": draft.get("start") is not None or draft.get("start_date") is not None}
    for key in ("due", "start"):
        if draft.get(key):
            answer[key] = parse_time(draft[key], zone)
    for key in ("due_date", "start_date"):
        if draft.get(key):
            answer[key] = dt.date.fromisoformat(draft[key])
    return answer


def dateparser_python():
    script = os.path.join(ROOT, "scripts", "peers", "pypi-venv.sh")
    return subprocess.run(["sh", script, "dateparser", DATEPARSER_VERSION], check=True, capture_output=True,
                          text=True).stdout.strip()


def run_dateparser(cases):
    """dateparser in its virtualenv (this script, --dateparser-worker), the cases as JSON on stdin."""
    jobs = [{"text": c["text"], "ref": c["ref"].replace(tzinfo=None).isoformat(), "lang": c["lang"],
             "offset": int(c["zone"].utcoffset(None).total_seconds() // 60), "sentence": c["sentence"]}
            for c in cases]
    done = subprocess.run([dateparser_python(), os.path.abspath(__file__), "--dateparser-worker"],
                          input=json.dumps(jobs).encode(), capture_output=True)
    if done.returncode != 0:
        sys.exit("accuracy: dateparser failed: " + done.stderr.decode()[-1000:])
    result = json.loads(done.stdout)
    answers = []
    for case, value in zip(cases, result["values"]):
        answer = {"start_field": True}
        if value:
            found = parse_time(value, case["zone"])
            # dateparser gives one point: its due, and for a range the start of the first date found.
            answer["start" if case["kind"] == "interval start" or case["compare"] == "after" else "due"] = found
        answers.append(answer)
    return answers, result["seconds"]


def dateparser_worker():
    """Runs inside dateparser's virtualenv: JSON jobs on stdin, ISO values (wall-clock in each
    job's zone) on stdout."""
    import dateparser
    from dateparser.search import search_dates
    jobs = json.load(sys.stdin)
    values = []
    started = time.perf_counter()
    for job in jobs:
        minutes = job["offset"]
        zone = "UTC" if minutes == 0 else f"UTC{'+' if minutes > 0 else '-'}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
        settings = {"PREFER_DATES_FROM": "future", "RELATIVE_BASE": dt.datetime.fromisoformat(job["ref"]),
                    "TIMEZONE": zone, "TO_TIMEZONE": zone, "RETURN_AS_TIMEZONE_AWARE": False}
        try:
            if job["sentence"]:
                found = search_dates(job["text"], languages=[job["lang"]], settings=settings)
                value = found[0][1] if found else None
            else:
                value = dateparser.parse(job["text"], languages=[job["lang"]], settings=settings)
        except Exception:  # dateparser raises on some inputs: a miss, not the end of the bench
            value = None
        if value is not None and value.tzinfo is not None:
            value = value.replace(tzinfo=None)
        values.append(value.isoformat() if value is not None and 1 <= value.year <= 9999 else None)
    json.dump({"values": values, "seconds": time.perf_counter() - started}, sys.stdout)


# ---------------------------------------------------------------------------------------------
# Tables.

def row_key(case):
    return (case["suite"], case["lang"], case["set"], case["kind"], case["row"])


def tally(cases, outcomes):
    rows = {}
    for case, outcome in zip(cases, outcomes):
        row = rows.setdefault(row_key(case), {"lines": 0, "ok": 0, "no start field": 0})
        row["lines"] += 1
        row["ok"] += outcome[0] == "ok"
        row["no start field"] += outcome[0] == "no start field"
    return rows


def budget_of(suite, lang, subset, kind, row):
    if subset != "main" or row != "main":
        return None
    if kind == "must not parse":
        return NEGATIVE_BUDGET
    return BUDGETS.get((suite, lang, kind))


def percent(ok, lines):
    return 100.0 * ok / lines if lines else 0.0


def row_label(kind, row):
    if row == "main":
        return kind
    label = next(label for key, label, _, _ in CONVENTIONS if key == row)
    return f"{kind}: {label}"


SUITE_ORDER = {"duckling": 0, "recognizers": 1, "dateparser": 2}
LANG_ORDER = {"en": 0, "ru": 1, "pl": 2}


def ordered(keys):
    conventions = {"main": 0, **{key: i + 1 for i, (key, _, _, _) in enumerate(CONVENTIONS)}}
    return sorted(keys, key=lambda k: (SUITE_ORDER[k[0]], LANG_ORDER[k[1]], k[2] != "main", k[2], KINDS.index(k[3]),
                                       conventions[k[4]]))


def suites_in(cases):
    return sorted({(c["suite"], c["lang"]) for c in cases}, key=lambda k: (SUITE_ORDER[k[0]], LANG_ORDER[k[1]]))


def failure_classes(cases, outcomes, suite, lang):
    """Main-row failures (not "no start field") of one suite and language, by class."""
    classes = {}
    for case, outcome in zip(cases, outcomes):
        if case["suite"] != suite or case["lang"] != lang or case["set"] != "main" or case["row"] != "main":
            continue
        entry = classes.setdefault(case["class"], {"lines": 0, "failed": [], "no start field": 0})
        entry["lines"] += 1
        if outcome[0] == "no start field":
            entry["no start field"] += 1
        elif outcome[0] != "ok":
            entry["failed"].append((case, outcome))
    return sorted(classes.items(), key=lambda item: (-len(item[1]["failed"]), item[0]))


def print_text(cases, ours, theirs, args, seconds):
    rows = tally(cases, ours)
    peer = tally(cases, theirs) if theirs else None
    print(f"taskdraft: {args.bin} ({len(cases)} lines in {seconds:.1f} s)\n")
    header = f"{'suite':<16}{'set':<22}{'kind':<58}{'lines':>6}{'taskdraft':>11}"
    header += f"{'dateparser':>12}" if peer else ""
    print(header + "   budget")
    missed = []
    for key in ordered(rows):
        suite, lang, subset, kind, row = key
        r = rows[key]
        budget = budget_of(*key)
        line = f"{suite + '-' + lang:<16}{subset:<22}{row_label(kind, row)[:57]:<58}{r['lines']:>6}"
        line += f"{percent(r['ok'], r['lines']):>10.1f}%"
        if peer:
            line += f"{percent(peer[key]['ok'], r['lines']):>11.1f}%"
        if budget is not None:
            met = percent(r["ok"], r["lines"]) >= budget
            line += f"   ≥ {budget:.0f}% " + ("met" if met else "MISSED")
            if not met:
                missed.append(key)
        if r["no start field"]:
            line += f"   ({r['no start field']} with no start field)"
        print(line)
    for suite, lang in suites_in(cases):
        classes = failure_classes(cases, ours, suite, lang)
        failed = sum(len(e["failed"]) for _, e in classes)
        print(f"\n{suite}-{lang}: {failed} lines fail (main rows), by class")
        for name, entry in classes:
            if not entry["failed"] and not entry["no start field"]:
                continue
            note = f", {entry['no start field']} no start field" if entry["no start field"] else ""
            scored = entry["lines"] - entry["no start field"]
            score = f"{percent(scored - len(entry['failed']), scored):5.1f}%" if scored else "   — "
            print(f"  {len(entry['failed']):>4} of {entry['lines']:<4} ({score} right)  {name}{note}")
            wanted = args.class_filter and args.class_filter.lower() in name.lower()
            if args.failures or wanted:
                for case, outcome in entry["failed"][: None if wanted else args.examples]:
                    print(f"         {case['text']!r}: {outcome[0]}, got {outcome[1]}; want {show_expected(case)}"
                          f"  [{case['id']}]")
    return missed


ROWS_HEADER = "| suite | lang | kind | lines | TaskDraft | dateparser | budget |\n|---|---|---|---:|---:|---:|---|\n"


def table_row(key, rows, peer):
    """One row of the main files' table, and whether it misses its budget."""
    suite, lang, _, kind, row = key
    r = rows[key]
    ours_pct = percent(r["ok"], r["lines"])
    budget = budget_of(*key)
    verdict, missed = "", False
    if budget is not None:
        missed = ours_pct < budget
        verdict = f"≥ {budget:.0f} %: " + ("**missed**" if missed else "met")
    cell = f"{ours_pct:.1f} %"
    if r["no start field"]:
        cell += f" ({r['no start field']} no start field)"
    theirs_cell = f"{percent(peer[key]['ok'], r['lines']):.1f} %" if peer else ""
    return (f"| {SUITE_TITLES[suite]} | {lang.upper()} | {row_label(kind, row)} | {r['lines']} | {cell} | "
            f"{theirs_cell} | {verdict} |"), missed


def print_markdown(cases, ours, theirs, args, seconds, peer_seconds):
    """The section of `make bench`: each suite, language and kind's main row. Every row, the
    conventions scored apart among them, goes to `--rows PATH` (bench/ACCURACY.md's block):
    with their 38 rows the section alone was a fifth of BENCHMARKS.md's 400 lines."""
    rows = tally(cases, ours)
    peer = tally(cases, theirs) if theirs else {}
    main = [key for key in ordered(rows) if key[2] == "main"]
    extras = [key for key in ordered(rows) if key[2] != "main"]
    missed = [key for key in main if table_row(key, rows, peer)[1]]
    print("## Understanding: public suites\n")
    command = " ".join(["python3 scripts/bench/accuracy.py"] + [flag for flag, given in (
        ("--dateparser", theirs is not None), ("--markdown", True), ("--extra", args.extra),
        ("--failures", args.failures), ("--budgets", args.budgets)) if given])
    print(f"`{command}`: the share of each suite's lines the release build's `taskdraft draft --json` reads "
          "right (one process per reference time), beside dateparser " + DATEPARSER_VERSION + " "
          "(`PREFER_DATES_FROM: future`) in the same run, on the public suites in `bench/data/` (each README says "
          "what its values mean); budgets are issue 28's. "
          f"TaskDraft read {len(cases)} lines in {seconds:.1f} s, dateparser in {peer_seconds:.1f} s.\n")
    print(ROWS_HEADER + "\n".join(table_row(key, rows, peer)[0] for key in main if key[4] == "main"))
    if args.rows_path:
        with open(args.rows_path, "w", encoding="utf-8") as f:
            f.write(ROWS_HEADER + "".join(table_row(key, rows, peer)[0] + "\n" for key in main))
    if extras:
        print("\nThe suites' other files (no budget): Duckling's holidays and \"latent\" phrases, "
              "Recognizers-Text's option modes.\n")
        print("| suite | lang | set | kind | lines | TaskDraft | dateparser |")
        print("|---|---|---|---|---:|---:|---:|")
        for key in extras:
            suite, lang, subset, kind, row = key
            r = rows[key]
            cell = f"{percent(r['ok'], r['lines']):.1f} %"
            if r["no start field"]:
                cell += f" ({r['no start field']} no start field)"
            theirs_cell = f"{percent(peer[key]['ok'], r['lines']):.1f} %" if peer else ""
            print(f"| {SUITE_TITLES[suite]} | {lang.upper()} | {subset} | {row_label(kind, row)} | {r['lines']} | "
                  f"{cell} | {theirs_cell} |")
    apart = ("\nLines where a suite's convention is not a planner's are scored apart, each convention said in "
             "`bench/CONVENTIONS.md`: their rows, beside these, in `bench/ACCURACY.md`. ")
    where = "" if args.failures else ("What fails, by class: the same command with `--failures` (`--extra` adds the "
                                      "suites' other files). ")
    if missed:
        budgets = "**Budget missed:** " + ", ".join(f"{SUITE_TITLES[s]} {l.upper()} {k}" for s, l, _, k, _ in missed) + "."
    else:
        budgets = "Every budget met."
    print(apart + where + budgets + "\n")
    if args.failures:
        print_failure_tables(cases, ours, args)
    return missed


def conventions_markdown():
    """bench/CONVENTIONS.md: why each row after a colon is scored apart."""
    text = ("# Conventions scored apart\n\n"
            "Where a suite's convention is not a planner's, `scripts/bench/accuracy.py` scores its lines in a "
            "row of their own, named after a colon (`bench/ACCURACY.md`), with the convention TaskDraft follows. Written by `python3 scripts/bench/accuracy.py --conventions` from its "
            "`CONVENTIONS`; `BenchmarksDocTests` fails when the two differ.\n\n"
            + "".join(f"- *{label}*: {why}\n" for _, label, _, why in CONVENTIONS)
            + "\n*Recognizers-Text's interval ends* are inconsistent (exclusive for named periods, the last day "
            "itself for \"from A to B\"): only an interval's start is scored, so no end is compared.\n")
    return wrap(text)


def print_failure_tables(cases, ours, args):
    print("**What fails, by class**: TaskDraft's misses in the main rows, the costliest class first; \"no "
          "date\" found nothing, \"wrong\" found another date, \"date only\" a day for a phrase that names an hour "
          "or finer, \"parsed\" a date where there is none, \"error\" a line `draft` refused. Intervals with no start field are counted in the "
          "table above, not here. `accuracy.py --suite NAME --class TEXT` lists every line of a class.\n")
    for suite, lang in suites_in(cases):
        classes = [(name, e) for name, e in failure_classes(cases, ours, suite, lang) if e["failed"]]
        failed = sum(len(e["failed"]) for _, e in classes)
        print(f"*{SUITE_TITLES[suite]} {lang.upper()}: {failed} lines*\n")
        print("| class | failed | of | how | examples |")
        print("|---|---:|---:|---|---|")
        for name, e in classes:
            how = {}
            for _, outcome in e["failed"]:
                how[outcome[0]] = how.get(outcome[0], 0) + 1
            how_text = ", ".join(f"{n} {k}" for k, n in sorted(how.items(), key=lambda kv: -kv[1]))
            examples = ", ".join(f"\"{shorten(c['text'], 50)}\"".replace("|", "\\|") for c, _ in e["failed"][:args.examples])
            print(f"| {name} | {len(e['failed'])} | {e['lines']} | {how_text} | {examples} |".replace("<", "&lt;"))
        print()


def shorten(text, width=70):
    return text if len(text) <= width else text[:width - 1].rstrip() + "…"


def outcome_json(case, ours, theirs):
    return {"id": case["id"], "suite": case["suite"], "lang": case["lang"], "set": case["set"], "text": case["text"],
            "kind": case["kind"], "row": case["row"], "class": case["class"], "expected": show_expected(case),
            "taskdraft": {"outcome": ours[0], "got": ours[1]},
            "dateparser": {"outcome": theirs[0], "got": theirs[1]} if theirs else None}


def chosen_suites(names):
    if not names or "all" in names:
        return list(SUITES)
    chosen = []
    for name in names:
        matches = [s for s in SUITES if s == name or s.startswith(name + "-") or s.endswith("-" + name)]
        if not matches:
            sys.exit(f"accuracy: no suite {name!r} (suites: {', '.join(SUITES)}; families: duckling, recognizers, "
                     f"dateparser, en, ru, pl)")
        chosen += [m for m in matches if m not in chosen]
    return chosen


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `| head` ends the output, not with a traceback
    if sys.argv[1:] == ["--dateparser-worker"]:
        return dateparser_worker()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
                                     usage="%(prog)s [options] (see below)")
    release, debug = (os.path.join(ROOT, ".build", kind, "taskdraft") for kind in ("release", "debug"))
    parser.add_argument("--bin", default=release if os.path.exists(release) else debug, help=argparse.SUPPRESS)
    parser.add_argument("--suite", action="append", help=argparse.SUPPRESS)
    parser.add_argument("--kind", choices=KINDS, help=argparse.SUPPRESS)
    parser.add_argument("--extra", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--dateparser", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--failures", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--class", dest="class_filter", help=argparse.SUPPRESS)
    parser.add_argument("--examples", type=int, default=3, help=argparse.SUPPRESS)
    parser.add_argument("--markdown", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--budgets", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--json", dest="json_path", help=argparse.SUPPRESS)
    parser.add_argument("--conventions", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--rows", dest="rows_path", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.conventions:
        return print(conventions_markdown(), end="")
    if not os.path.exists(args.bin):
        sys.exit(f"accuracy: no binary at {args.bin} (swift build, or make build; or --bin PATH)")
    cases = load_cases(chosen_suites(args.suite), args.extra)
    if args.kind:
        cases = [c for c in cases if c["kind"] == args.kind]
    answers, seconds = run_taskdraft(args.bin, cases)
    ours = [judge(c, a) if "error" not in a else ("error", a["error"]) for c, a in zip(cases, answers)]
    theirs, peer_seconds = None, 0.0
    if args.dateparser:
        peer_answers, peer_seconds = run_dateparser(cases)
        theirs = [judge(c, a) for c, a in zip(cases, peer_answers)]
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as f:
            json.dump({"binary": args.bin, "seconds": {"taskdraft": seconds, "dateparser": peer_seconds},
                       "lines": [outcome_json(c, o, t) for c, o, t in zip(cases, ours, theirs or [None] * len(cases))]},
                      f, ensure_ascii=False, indent=0)
    if args.markdown:
        missed = print_markdown(cases, ours, theirs, args, seconds, peer_seconds)
    else:
        missed = print_text(cases, ours, theirs, args, seconds)
    if args.budgets and missed:
        sys.exit(3)


if __name__ == "__main__":
    main()
