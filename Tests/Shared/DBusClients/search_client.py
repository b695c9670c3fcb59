#!/usr/bin/env python3
"""A client of TaskDraft's desktop search, written with python3-dbus as the shells call it:
GNOME Shell's org.gnome.Shell.SearchProvider2 on /org/taskdraft/SearchProvider and KDE's
org.kde.krunner1 on /org/taskdraft/KRunner, all calls on one connection (the shell's).

  search_client.py CALLS_JSON

CALLS_JSON is a list of [object, method, args...], object "gnome" or "krunner". A string
argument "$ids" stands for the identifiers the latest GetInitialResultSet or
GetSubsearchResultSet answered, "$id:N" for the Nth of them. Prints a JSON list with one
{"ok": answer} or {"error": name, "message": text} per call, then {"unique_name": …}.
"""
import json
import sys

import dbus

from dbus_json import plain

NAME = "org.taskdraft.Planner1"
OBJECTS = {"gnome": ("/org/taskdraft/SearchProvider", "org.gnome.Shell.SearchProvider2"),
           "krunner": ("/org/taskdraft/KRunner", "org.kde.krunner1")}


def main():
    calls = json.loads(sys.argv[1])
    bus = dbus.SessionBus()
    ids = []
    out = []
    for target, method, *args in calls:
        path, interface = OBJECTS[target]
        proxy = bus.get_object(NAME, path)
        resolved = []
        for arg in args:
            if arg == "$ids":
                resolved.append(dbus.Array(ids, signature="s"))
            elif isinstance(arg, str) and arg.startswith("$id:"):
                resolved.append(ids[int(arg[4:])])
            else:
                resolved.append(arg)
        try:
            answer = plain(getattr(proxy, method)(*resolved, dbus_interface=interface))
            if method in ("GetInitialResultSet", "GetSubsearchResultSet"):
                ids = answer
            out.append({"ok": answer})
        except dbus.exceptions.DBusException as error:
            out.append({"error": error.get_dbus_name(), "message": error.get_dbus_message()})
    out.append({"unique_name": str(bus.get_unique_name())})
    print(json.dumps(out))


main()
