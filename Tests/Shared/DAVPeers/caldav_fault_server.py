#!/usr/bin/env python3
"""A scripted CalDAV fault server on 127.0.0.1 for TaskDraft's sync tests: just enough of
WebDAV/CalDAV (PROPFIND, REPORT sync-collection and calendar-multiget, GET, PUT, DELETE) on one
collection, /SCENARIO/TOKEN/tasks/, to misbehave on purpose. State is kept per TOKEN.

  ok            a well-behaved server with one task, uid "server-1"
  precondition  as ok, but the first PUT to an existing resource answers 412 after the
                resource changed "on another device" (its SUMMARY and ETag move)
  error-500     every request answers 500
  broken-xml    PROPFIND and REPORT answer 207 with XML cut in the middle
  hang          accepts the request and never answers
  hostile       the task's SUMMARY holds control characters (ESC, BEL), a second task has a
                2 MB DESCRIPTION, a third is not iCalendar at all
  taken         as ok, but the third new resource PUT (If-None-Match: *) finds that "another
                device" created it a moment before, with another SUMMARY: 412
  put-500       as ok, but the third new resource PUT answers 500 (once)
  slow-listing  600 tasks; a listing (sync-collection) takes 1.5 s, and so does a PROPFIND that asks
                getctag or sync-token (Radicale reads every item for each, ~5 ms an item when cold)
  far-dates     as ok, plus a task due 99991231T235959Z and one due on the day 00010101: dates
                outside what TaskDraft takes in
  line-ends     as ok, plus a task whose every line ends in a CR alone (classic Mac), a fold after one,
                and one whose lines end CR, LF and CRLF in turn: served as saved, as a server that keeps a
                client's bytes does
  blank-lines   as ok, plus a task that opens with a byte order mark after a line break and has a blank
                line after each line, and one whose every CRLF is CR CR LF (a CRLF written through a stream
                that makes each LF a CRLF), a blank line between its DESCRIPTION and the fold after it
  stale-modified  as ok, but the collection's getlastmodified never moves (a server that keeps it for
                the collection's own properties only)
  uids          four tasks whose UIDs are no lowercase UUID, as other clients write them (UIDS below),
                and two whose UIDs no client should take: 10 KB long, and one holding a bidi override
  fuzz          as ok, plus FUZZ_RESOURCES resources of one hostile VTODO each, drawn from the seed
                the TOKEN gives (its digits, else its hash; `hostile_todo` below): values at and past every
                mapped property's limits, RELATED-TO links to itself and around a cycle, components
                left open; each UID its own (fuzz-N) or missing or refused, never another resource's
  huge-multistatus  as ok, but the listing (sync-collection) is a 60 MB multistatus: the one task, then
                some 146,000 responses for resources outside the collection, each padded with a property
                nobody asked for that holds 30 empty elements (what a parser building a whole tree pays
                for most)

Discovery scenarios answer the URL /SCENARIO/TOKEN/ itself (current-user-principal →
/SCENARIO/TOKEN/principal/ → calendar-home-set /SCENARIO/TOKEN/home/ → the collection tasks/),
each href on this server, except the one the scenario names on the bystander: a second
listener on 127.0.0.1 that answers like a CalDAV server (a calendar-home-set back on this
server) and records every request it gets and whether it carried an Authorization header.

  discover            every href here: discovery as a server should answer it
  foreign-principal   current-user-principal is http://127.0.0.1:BYSTANDER/…
  foreign-principal-relative  the same as a network-path reference, //127.0.0.1:BYSTANDER/…
  foreign-home        calendar-home-set is on the bystander
  foreign-collection  the home lists the calendar at the bystander
  foreign-resource    the collection's listing names one resource on the bystander
  foreign-redirect    the URL itself answers 301 to the bystander
  root-404, root-405  the URL itself answers PROPFIND with 404 or 405, as a web server that is no
                      CalDAV server does at its root

GET /SCENARIO/TOKEN/bystander answers "port N", then "METHOD PATH auth|no-auth" per request the
bystander got under TOKEN.

GET /SCENARIO/TOKEN/names answers every resource's name, one a line, sorted.
GET /SCENARIO/TOKEN/uids answers every resource's UID, one a line, sorted.
GET /SCENARIO/TOKEN/puts answers how many PUTs reached the collection, one line per resource
name that got more than one ("NAME COUNT"), after the total. GET /SCENARIO/TOKEN/edit changes
server-1's SUMMARY as another device would.

Prints the port on stdout, then serves as long as the test process that started it
(../FaultServer/lifetime.py), and says why it stops on the next line.
"""
import hashlib
import os
import random
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "FaultServer"))
sys.dont_write_bytecode = True  # no __pycache__ in the work tree
import lifetime  # noqa: E402  (beside the other fault server)

# The UIDs of the `uids` scenario: Tasks.org's, an e-mail-like one, Outlook's hex Global Object ID,
# an Apple uppercase UUID.
UIDS = ["alarms-1", "x@example.com",
        "040000008200E00074C5B7101A82E00800000000D0F1E4B5A1A0D601000000000000000010000000D7C5D8A2A6B6E0449F3B6E3A4C3D9F2E",
        "6F9619FF-8B86-4011-B42D-00CF4FC964FF"]
BAD_UIDS = ["long-" + "u" * 10240, "evil\u202emoc.elpmaxe"]
STATES = {}
LOCK = threading.Lock()
BYSTANDER = {"port": 0, "log": {}}
DISCOVERY = {"discover", "foreign-principal", "foreign-principal-relative", "foreign-home", "foreign-collection",
             "foreign-resource", "foreign-redirect", "root-404", "root-405"}


def todo(uid, summary, extra=""):
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Fault//EN\r\nBEGIN:VTODO\r\nUID:%s\r\n"
            "DTSTAMP:20261201T090000Z\r\nLAST-MODIFIED:20261201T090000Z\r\nSUMMARY:%s\r\n%sX-FAULT-KEEP:yes\r\n"
            "END:VTODO\r\nEND:VCALENDAR\r\n") % (uid, summary, extra)


FUZZ_RESOURCES = 12
FUZZ_DATES = ["20261203", "20261203T150000", "20261203T150000Z", "00000101", "00010101T000000Z", "99991231",
              "99991231T235959Z", "100000101", "18991231T235959Z", "30000101", "20270230", "20261203T240000", "2026",
              "", "20261203T150000\u0301", "\u200f20261203", "2026-12-03", "9" * 40]
FUZZ_DATE_PARAMETERS = ["", "", ";VALUE=DATE", ";TZID=Europe/Berlin", ";TZID=Unknown/Nowhere", ";TZID=\"a;b:c\"",
                        ";TZID=/mozilla.org/20050126_1/Europe/Berlin", ";TZID=\u202enilreB", ";TZID=", ";TZID=" + "Z" * 5000,
                        ";TZID=\"unterminated", ";\u0301=x"]
FUZZ_DURATIONS = ["PT15M", "-PT15M", "P99999999W", "-P2000000D", "P1Y", "PT", "", "-P999999999W", "PT1H1H",
                  "-PT9223372036854775807S", "P1D\u0301"]
FUZZ_NUMBERS = ["0", "1", "5", "9", "10", "-1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
                "", "high", "5\u0301"]
FUZZ_RRULES = ["FREQ=DAILY;COUNT=9223372036854775808", "FREQ=WEEKLY;INTERVAL=0", "FREQ=MONTHLY;BYDAY=53MO",
               "FREQ=DAILY;UNTIL=19000101", "FREQ=DAILY;INTERVAL=99999999999", "FREQ=SECONDLY", "FREQ=MONTHLY;BYSETPOS=367;BYDAY=MO",
               "", ";;;", "FREQ=WEEKLY;BYDAY=" + ",".join(["MO"] * 5000), "FREQ=YEARLY;INTERVAL=9999", "FREQ=MONTHLY;BYDAY=-0MO"]
FUZZ_TEXTS = ["Buy milk", "", " ", "\\", "\\n", "a\\,b\\;c", "\x00", "\x1b[31mred", "\x07", "\u202eevil", "\u0301",
              "e\u0301\u0301\u0301", "\U0001F468\u200d\U0001F469", "\ufeff", "Встреча", "\"quoted\"", ":", ";",
              "[2026-12-03T10:00:00+03:00] note", "[0000-01-01T00:00:00Z] early", "w " * 150, "x" * 100_000]
FUZZ_RELTYPES = ["", ";RELTYPE=PARENT", ";RELTYPE=DEPENDS-ON", ";RELTYPE=DEPENDS-ON", ";RELTYPE=CHILD", ";RELTYPE=X-FOO",
                 ";RELTYPE=\"PARENT\"", ";RELTYPE=depends-on", ";RELTYPE="]


def fuzz_seed(token):
    return int(token) if token.isdigit() else int(hashlib.sha1(token.encode()).hexdigest()[:16], 16)


def hostile_todo(rng, n):
    """One calendar object around the VTODO of resource `n`, as `HostileCalendars` (Swift) draws them."""
    uid = "fuzz-%d" % n
    uids = ["fuzz-%d" % i for i in range(FUZZ_RESOURCES)]
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fault fuzz//EN", "BEGIN:VTODO"]
    lines += rng.choice([["UID:" + uid]] * 12 + [[], ["UID:"], ["UID: "], ["UID:" + "u" * 10240], ["UID:x\u202e%d" % n],
                                                    ["UID:" + uid, "UID:other-%d" % n]])
    for _ in range(rng.randint(1, 12)):
        kind = rng.randrange(10)
        if kind == 0:
            name = rng.choice(["DUE", "DTSTART", "X-TASKDRAFT-WAIT", "COMPLETED", "CREATED", "LAST-MODIFIED", "DTSTAMP"])
            lines.append(name + rng.choice(FUZZ_DATE_PARAMETERS) + ":" + rng.choice(FUZZ_DATES))
        elif kind == 1:
            lines.append(rng.choice(["DURATION", "X-TASKDRAFT-ESTIMATE"]) + ":" + rng.choice(FUZZ_DURATIONS))
        elif kind == 2:
            lines.append(rng.choice(["PRIORITY", "PERCENT-COMPLETE", "SEQUENCE"]) + ":" + rng.choice(FUZZ_NUMBERS))
        elif kind == 3:
            lines.append("RRULE:" + rng.choice(FUZZ_RRULES))
        elif kind == 4:
            target = rng.choice([uid, rng.choice(uids), rng.choice(uids), "", "missing-%d" % n, "u" * 10240])
            lines.append("RELATED-TO" + rng.choice(FUZZ_RELTYPES) + ":" + target)
        elif kind == 5:
            lines.append(rng.choice(["EXDATE", "RDATE"]) + rng.choice(FUZZ_DATE_PARAMETERS) + ":"
                         + ",".join(rng.choice(FUZZ_DATES) for _ in range(rng.choice([1, 3, 5000]))))
        elif kind == 6:
            lines.append("CATEGORIES:" + ",".join(rng.choice(FUZZ_TEXTS + ["", ",", "x," * 5000]) for _ in range(rng.randint(1, 3))))
        elif kind == 7:
            lines.append("STATUS:" + rng.choice(["COMPLETED", "CANCELLED", "NEEDS-ACTION", "", "X"]))
        elif kind == 8:
            lines += ["BEGIN:VALARM", "ACTION:" + rng.choice(["DISPLAY", "AUDIO", "EMAIL", ""]),
                      "TRIGGER" + rng.choice(["", ";RELATED=END", ";VALUE=DATE-TIME", ";RELATED=START"]) + ":"
                      + rng.choice(FUZZ_DURATIONS + FUZZ_DATES), "END:VALARM"]
        else:
            lines.append(rng.choice(["SUMMARY", "DESCRIPTION", "COMMENT", "X-TASKDRAFT-PROJECT", "LOCATION"]) + ":"
                         + " ".join(rng.choice(FUZZ_TEXTS) for _ in range(rng.randint(1, 3))))
    if rng.random() < 0.1:
        lines.append(rng.choice(lines[4:] or ["SUMMARY:twice"]))  # a property twice
    if rng.random() < 0.05:
        lines += ["BEGIN:X-LEVEL%d" % i for i in range(12)]  # nested past any depth, never closed
    if rng.random() < 0.05:
        lines += ["BEGIN:VALARM", "TRIGGER:-PT5M"]  # never closed
    lines += ["END:VTODO", "END:VCALENDAR"]
    text = ""
    for line in lines:
        if rng.random() < 0.1 and len(line) > 2:
            at = rng.randrange(1, len(line))
            line = line[:at] + "\r\n " + line[at:]  # folded (a code point, not a byte: this is XML text)
        text += line + rng.choice(["\r\n"] * 8 + ["\n"])
    return text


def state(scenario, token):
    with LOCK:
        key = (scenario, token)
        if key not in STATES:
            items = {"server-1.ics": todo("server-1", "From the server")}
            if scenario == "hostile":
                items = {
                    "server-1.ics": todo("server-1", "Evil \x1b[31mred\x07 title"),
                    "huge.ics": todo("huge", "Huge", "DESCRIPTION:" + "x" * 2_000_000 + "\r\n"),
                    "junk.ics": "this is not iCalendar\r\n",
                }
            if scenario == "fuzz":
                rng = random.Random(fuzz_seed(token))
                items.update({"fuzz-%02d.ics" % n: hostile_todo(rng, n) for n in range(FUZZ_RESOURCES)})
            if scenario == "far-dates":
                items["far.ics"] = todo("far-1", "Due at the end of 9999", "DUE:99991231T235959Z\r\n")
                items["early.ics"] = todo("early-1", "Due on the first day", "DUE;VALUE=DATE:00010101\r\n")
            if scenario == "line-ends":
                items["cr.ics"] = todo("cr-1", "Ends its lines with CR",
                                       "DESCRIPTION:Folded after\r\n  a lone CR\r\nDUE;VALUE=DATE:20261203\r\n").replace("\r\n", "\r")
                items["mixed.ics"] = ("BEGIN:VCALENDAR\rVERSION:2.0\nPRODID:-//Fault//EN\r\nBEGIN:VTODO\rUID:mixed-1\n"
                                      "DTSTAMP:20261201T090000Z\r\nSUMMARY:Ends its lines three ways\rDESCRIPTION:Folded after\n"
                                      "\t a lone LF\r\nEND:VTODO\rEND:VCALENDAR\n")
            if scenario == "blank-lines":
                items["bom.ics"] = "\r\n\ufeff" + todo("bom-1", "Opens with a byte order mark",
                                                       "DESCRIPTION:Blank lines between\r\n").replace("\r\n", "\r\n\r\n")
                items["cr-cr-lf.ics"] = todo("cr-cr-lf-1", "Ends its lines in CR CR LF",
                                             "DESCRIPTION:Folded after\r\n  a doubled CR\r\n").replace("\r\n", "\r\r\n")
            if scenario == "uids":
                items = {"r%d.ics" % i: todo(uid, "Task %d" % i) for i, uid in enumerate(UIDS)}
                items.update({"bad%d.ics" % i: todo(uid, "Bad %d" % i) for i, uid in enumerate(BAD_UIDS)})
            if scenario == "slow-listing":
                items = {"s%03d.ics" % i: todo("slow-%d" % i, "Slow %d" % i) for i in range(600)}
            if scenario == "big-listing":
                # A listing past the 2 MiB a model's answer may have: 1,100 resources with long names.
                items = {"t%04d-%s.ics" % (i, "x" * 1900): todo("big-%d" % i, "Big %d" % i) for i in range(1100)}
            STATES[key] = {"items": items, "version": 1, "precondition_fired": False, "creates": 0, "puts": {}}
        return STATES[key]


HUGE_BYTES = 60_000_000


def huge_padding(base):
    """Responses outside the collection `base` until the answer holds HUGE_BYTES."""
    outside = base.rstrip("/").rsplit("/", 1)[0] + "/elsewhere/"
    junk = "<x:junk xmlns:x=\"urn:x-fault\">" + "<x:j/>" * 30 + "</x:junk>"
    one = ('<d:response><d:href>%s%%06d.ics</d:href><d:propstat><d:prop><d:getetag>"e%%06d"</d:getetag>%s</d:prop>'
           '<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>') % (outside, junk)
    return [one % (n, n) for n in range(HUGE_BYTES // len(one % (0, 0)))]


def etag(text):
    return '"%s"' % hashlib.sha1(text.encode()).hexdigest()[:16]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body=b"", headers=None):
        if isinstance(body, str):
            body = body.encode()
        self.send_response(status)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n).decode("utf-8", "replace") if n else ""

    def route(self):
        parts = self.path.split("/")
        # /SCENARIO/TOKEN/tasks/NAME
        scenario, token = parts[1], parts[2]
        name = parts[4] if len(parts) > 4 else ""
        base = "/%s/%s/tasks/" % (scenario, token)
        return scenario, state(scenario, token), base, name

    def multistatus(self, responses, token=None):
        xml = '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'
        xml += "".join(responses)
        if token:
            xml += "<d:sync-token>%s</d:sync-token>" % token
        return xml + "</d:multistatus>"

    def bystander(self, scenario, token, path):
        return "http://127.0.0.1:%d/%s/%s/%s" % (BYSTANDER["port"], scenario, token, path)

    def discovery(self):
        """Answers a PROPFIND above the collection in the discovery scenarios; False elsewhere."""
        parts = self.path.split("/")
        if len(parts) < 4 or parts[1] not in DISCOVERY or parts[3] not in ("", "principal", "home"):
            return False
        scenario, token, where = parts[1], parts[2], parts[3]
        root = "/%s/%s/" % (scenario, token)
        self.body()
        if where == "" and scenario in ("root-404", "root-405"):
            self.send(int(scenario[-3:]), "not here")
            return True
        if where == "" and scenario == "foreign-redirect":
            self.send(301, "", {"Location": self.bystander(scenario, token, "")})
            return True
        if where == "":
            principal = root + "principal/"
            if scenario == "foreign-principal":
                principal = self.bystander(scenario, token, "principal/")
            if scenario == "foreign-principal-relative":
                principal = "//127.0.0.1:%d%sprincipal/" % (BYSTANDER["port"], root)
            props = "<d:resourcetype><d:collection/></d:resourcetype><d:current-user-principal><d:href>%s</d:href></d:current-user-principal>" % principal
            responses = [self.propstat(root, props)]
        elif where == "principal":
            home = self.bystander(scenario, token, "home/") if scenario == "foreign-home" else root + "home/"
            props = "<d:resourcetype><d:principal/></d:resourcetype><c:calendar-home-set><d:href>%s</d:href></c:calendar-home-set>" % home
            responses = [self.propstat(root + "principal/", props)]
        else:
            calendar = self.bystander(scenario, token, "tasks/") if scenario == "foreign-collection" else root + "tasks/"
            responses = [self.propstat(root + "home/", "<d:resourcetype><d:collection/></d:resourcetype>"),
                         self.propstat(calendar, '<d:resourcetype><d:collection/><c:calendar/></d:resourcetype><d:displayname>Faulty</d:displayname>'
                                       '<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>')]
        self.send(207, self.multistatus(responses), {"Content-Type": "application/xml"})
        return True

    def propstat(self, href, props):
        return ('<d:response><d:href>%s</d:href><d:propstat><d:prop>%s</d:prop><d:status>HTTP/1.1 200 OK</d:status>'
                '</d:propstat></d:response>') % (href, props)

    def common(self):
        scenario, st, base, name = self.route()
        if scenario == "error-500":
            self.send(500, "internal error")
            return None
        if scenario == "hang":
            time.sleep(3600)
            return None
        return scenario, st, base, name

    def do_PROPFIND(self):
        if self.discovery():
            return
        r = self.common()
        if r is None:
            return
        scenario, st, base, name = r
        body = self.body()
        if scenario == "broken-xml":
            return self.send(207, '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>', {"Content-Type": "application/xml"})
        if scenario == "slow-listing" and ("getctag" in body or "sync-token" in body):
            time.sleep(1.5)
        modified = ""
        if scenario == "stale-modified" and "getlastmodified" in body:
            modified = "<d:getlastmodified>Mon, 01 Dec 2025 09:00:00 GMT</d:getlastmodified>"
        resp = ('<d:response><d:href>%s</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:calendar/></d:resourcetype>'
                '<d:displayname>Faulty</d:displayname><c:supported-calendar-component-set><c:comp name="VTODO"/>'
                '</c:supported-calendar-component-set>%s</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>') % (base, modified)
        self.send(207, self.multistatus([resp]), {"Content-Type": "application/xml"})

    def do_REPORT(self):
        r = self.common()
        if r is None:
            return
        scenario, st, base, name = r
        body = self.body()
        if scenario == "broken-xml":
            return self.send(207, '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>', {"Content-Type": "application/xml"})
        responses = []
        if scenario == "slow-listing" and "sync-collection" in body:
            time.sleep(1.5)
        if "sync-collection" in body:
            for n, text in st["items"].items():
                responses.append('<d:response><d:href>%s%s</d:href><d:propstat><d:prop><d:getetag>%s</d:getetag></d:prop>'
                                 '<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>' % (base, n, etag(text)))
            if scenario == "foreign-resource":
                responses.append('<d:response><d:href>%s</d:href><d:propstat><d:prop><d:getetag>"x"</d:getetag></d:prop>'
                                 '<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>'
                                 % self.bystander(scenario, self.path.split("/")[2], "tasks/elsewhere.ics"))
            if scenario == "huge-multistatus":
                responses += huge_padding(base)
            return self.send(207, self.multistatus(responses, "token-%d" % st["version"]), {"Content-Type": "application/xml"})
        for href in re.findall(r"<d:href>([^<]*)</d:href>", body):
            n = href.rsplit("/", 1)[-1]
            text = st["items"].get(n)
            if text is None:
                continue
            data = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            data = "".join(c if c >= " " or c in "\r\n\t" else "&#x%x;" % ord(c) for c in data)
            responses.append('<d:response><d:href>%s</d:href><d:propstat><d:prop><d:getetag>%s</d:getetag>'
                             '<c:calendar-data>%s</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>'
                             '</d:response>' % (href, etag(text), data))
        self.send(207, self.multistatus(responses), {"Content-Type": "application/xml"})

    def do_GET(self):
        r = self.common()
        if r is None:
            return
        scenario, st, base, name = r
        if self.path.endswith("/bystander"):
            token = self.path.split("/")[2]
            with LOCK:
                lines = ["port %d" % BYSTANDER["port"]] + BYSTANDER["log"].get(token, [])
            return self.send(200, "\n".join(lines) + "\n", {"Content-Type": "text/plain"})
        if self.path.endswith("/names"):
            with LOCK:
                names = sorted(st["items"])
            return self.send(200, "".join(n + "\n" for n in names), {"Content-Type": "text/plain"})
        if self.path.endswith("/uids"):
            with LOCK:
                uids = sorted(re.search(r"UID:([^\r\n]*)", text).group(1) for text in st["items"].values())
            return self.send(200, "".join(u + "\n" for u in uids), {"Content-Type": "text/plain; charset=utf-8"})
        if self.path.endswith("/puts"):
            with LOCK:
                counts = dict(st["puts"])
            lines = [str(sum(counts.values()))] + ["%s %d" % (n, c) for n, c in sorted(counts.items()) if c > 1]
            return self.send(200, "\n".join(lines) + "\n", {"Content-Type": "text/plain"})
        if self.path.endswith("/edit"):
            with LOCK:
                st["items"]["server-1.ics"] = st["items"]["server-1.ics"].replace("SUMMARY:", "SUMMARY:Edited: ")
                st["version"] += 1
            return self.send(200, "edited\n", {"Content-Type": "text/plain"})
        text = st["items"].get(name)
        if text is None:
            return self.send(404)
        self.send(200, text, {"Content-Type": "text/calendar", "ETag": etag(text)})

    def do_PUT(self):
        r = self.common()
        if r is None:
            return
        scenario, st, base, name = r
        body = self.body()
        with LOCK:
            st["puts"][name] = st["puts"].get(name, 0) + 1
            current = st["items"].get(name)
            third_create = False
            if current is None and self.headers.get("If-None-Match") == "*":
                st["creates"] += 1
                third_create = st["creates"] == 3
            if third_create and scenario == "taken":
                uid = re.search(r"UID:([^\r\n]*)", body).group(1)
                st["items"][name] = todo(uid, "Taken on another device").replace(
                    "LAST-MODIFIED:20261201T090000Z", "LAST-MODIFIED:20301201T090000Z")
                st["version"] += 1
                return self.send(412)
        if third_create and scenario == "put-500":
            return self.send(500, "internal error")
        if scenario == "precondition" and current is not None and not st["precondition_fired"]:
            st["precondition_fired"] = True
            st["items"][name] = current.replace("SUMMARY:From the server", "SUMMARY:From the server").replace(
                "LAST-MODIFIED:20261201T090000Z", "LAST-MODIFIED:20261201T090000Z\r\nPRIORITY:1")
            st["version"] += 1
            return self.send(412)
        if self.headers.get("If-None-Match") == "*" and current is not None:
            return self.send(412)
        match = self.headers.get("If-Match")
        if match and (current is None or etag(current) != match):
            return self.send(412)
        st["items"][name] = body
        st["version"] += 1
        self.send(204 if current else 201, b"", {"ETag": etag(body)})

    def do_DELETE(self):
        r = self.common()
        if r is None:
            return
        scenario, st, base, name = r
        if st["items"].pop(name, None) is None:
            return self.send(404)
        st["version"] += 1
        self.send(204)


class Bystander(BaseHTTPRequestHandler):
    """Another origin on 127.0.0.1: records what reaches it, and answers as a CalDAV server
    would, so that a client trusting the href it followed goes on."""
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def handle_one(self):
        parts = self.path.split("/")
        token = parts[2] if len(parts) > 2 else ""
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        with LOCK:
            BYSTANDER["log"].setdefault(token, []).append(
                "%s %s %s" % (self.command, self.path, "auth" if self.headers.get("Authorization") else "no-auth"))
        root = "/".join(parts[:3]) + "/"
        body = ('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:response>'
                '<d:href>%s</d:href><d:propstat><d:prop><c:calendar-home-set><d:href>%shome/</d:href></c:calendar-home-set>'
                '</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>') % (self.path, root)
        data = body.encode()
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_PROPFIND = do_REPORT = do_GET = do_PUT = do_DELETE = handle_one


def main():
    bystander = ThreadingHTTPServer(("127.0.0.1", 0), Bystander)
    bystander.daemon_threads = True
    BYSTANDER["port"] = bystander.server_address[1]
    threading.Thread(target=bystander.serve_forever, daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    lifetime.report_exit(lifetime.wait_for_test_process())


if __name__ == "__main__":
    main()
