#!/usr/bin/python3
"""A freedesktop notification server for tests (Debian's python3-dbus, GLib main loop).

Runs on the session bus in DBUS_SESSION_BUS_ADDRESS (the test's private dbus-daemon), writes
one JSON line per Notify call to the file given as argv[1], and lets the test press a button:
    org.taskdraft.Test.Press(u id, s action_key) on /org/freedesktop/Notifications
emits ActionInvoked(id, key) as a desktop would. With argv[2] == "slow", Notify waits that
many seconds before it answers (argv[3]), for tests that kill the client mid-call.
"""
import json
import sys
import time

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

LOG = sys.argv[1]
DELAY = float(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "slow" else 0.0


class Server(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/freedesktop/Notifications")
        self.next_id = 1

    @dbus.service.method("org.freedesktop.Notifications", in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["actions", "body"]

    @dbus.service.method("org.freedesktop.Notifications", in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("test-server", "taskdraft", "1", "1.2")

    @dbus.service.method("org.freedesktop.Notifications", in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app, replaces, icon, summary, body, actions, hints, timeout):
        nid = self.next_id
        self.next_id += 1
        with open(LOG, "a") as f:
            f.write(json.dumps({"id": nid, "app": str(app), "summary": str(summary), "body": str(body),
                                "actions": [str(a) for a in actions],
                                "hints": {str(k): int(v) if isinstance(v, (int, dbus.Byte)) else str(v) for k, v in hints.items()}}) + "\n")
        if DELAY:
            time.sleep(DELAY)
        return dbus.UInt32(nid)

    @dbus.service.method("org.freedesktop.Notifications", in_signature="u", out_signature="")
    def CloseNotification(self, nid):
        self.NotificationClosed(nid, 3)

    @dbus.service.signal("org.freedesktop.Notifications", signature="us")
    def ActionInvoked(self, nid, key):
        pass

    @dbus.service.signal("org.freedesktop.Notifications", signature="uu")
    def NotificationClosed(self, nid, reason):
        pass

    @dbus.service.method("org.taskdraft.Test", in_signature="us", out_signature="")
    def Press(self, nid, key):
        self.ActionInvoked(nid, key)


DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
name = dbus.service.BusName("org.freedesktop.Notifications", bus)
server = Server(bus)
with open(LOG, "a"):
    pass
print("ready", flush=True)
GLib.MainLoop().run()
