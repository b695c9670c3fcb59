#!/usr/bin/env python3
"""A scripted fault for the D-Bus service's tests: a proxy between one client of the bus (the
service) and dbus-daemon that forwards every byte both ways, except the reply to a method call
named MEMBER. When the service sends that reply — after its commit, before anyone has it — the
proxy drops it and kills the service with SIGKILL, then writes "killed" to MARKER and exits.

  reply_dropping_proxy.py LISTEN_PATH BUS_PATH MEMBER MARKER

Prints "ready" once it listens. Only the D-Bus wire format's fixed header and header fields
are read (the specification's "Message Format"), enough to pair a reply with its call.
"""
import os
import select
import signal
import socket
import struct
import sys

listen_path, bus_path, member_name, marker = sys.argv[1:5]


def align(offset, n):
    return (offset + n - 1) // n * n


class Stream:
    """Messages cut out of one direction's bytes once authentication is over."""

    def __init__(self):
        self.buffer = b""

    def messages(self, data):
        self.buffer += data
        out = []
        while len(self.buffer) >= 16:
            endian = "<" if self.buffer[0:1] == b"l" else ">"
            body_length, serial, fields_length = struct.unpack(endian + "III", self.buffer[4:16])
            total = align(16 + fields_length, 8) + body_length
            if len(self.buffer) < total:
                break
            out.append((self.buffer[:total], endian))
            self.buffer = self.buffer[total:]
        return out


def header(message, endian):
    kind = message[1]
    serial = struct.unpack(endian + "I", message[8:12])[0]
    fields_end = 16 + struct.unpack(endian + "I", message[12:16])[0]
    offset, fields = 16, {}
    while offset < fields_end:
        offset = align(offset, 8)
        if offset >= fields_end:
            break
        code, sig_length = message[offset], message[offset + 1]
        signature = message[offset + 2:offset + 2 + sig_length].decode()
        offset += 2 + sig_length + 1
        if signature in ("s", "o"):
            offset = align(offset, 4)
            length = struct.unpack(endian + "I", message[offset:offset + 4])[0]
            fields[code] = message[offset + 4:offset + 4 + length].decode()
            offset += 4 + length + 1
        elif signature == "g":
            length = message[offset]
            fields[code] = message[offset + 1:offset + 1 + length].decode()
            offset += 1 + length + 1
        elif signature == "u":
            offset = align(offset, 4)
            fields[code] = struct.unpack(endian + "I", message[offset:offset + 4])[0]
            offset += 4
        else:
            break
    return kind, serial, fields


def main():
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(listen_path)
    server.listen(1)
    print("ready", flush=True)
    client, _ = server.accept()
    pid = struct.unpack("iII", client.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))[0]
    bus = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    bus.connect(bus_path)
    authenticated = False
    auth = b""
    to_bus, from_bus = Stream(), Stream()
    awaited = set()
    while True:
        readable, _, _ = select.select([client, bus], [], [], 30)
        if not readable:
            return
        for sock in readable:
            data = sock.recv(65536)
            if not data:
                return
            if sock is client:
                if not authenticated:
                    auth += data
                    cut = auth.find(b"BEGIN\r\n")
                    if cut < 0:
                        bus.sendall(data)
                        continue
                    authenticated = True
                    head = data[:len(data) - (len(auth) - (cut + 7))]
                    bus.sendall(head)
                    data = auth[cut + 7:]
                for message, endian in to_bus.messages(data):
                    kind, _, fields = header(message, endian)
                    if kind == 2 and fields.get(5) in awaited:
                        os.kill(pid, signal.SIGKILL)
                        with open(marker, "w") as f:
                            f.write("killed")
                        return
                    bus.sendall(message)
            else:
                client.sendall(data)
                if authenticated:
                    for message, endian in from_bus.messages(data):
                        kind, serial, fields = header(message, endian)
                        if kind == 1 and fields.get(3) == member_name:
                            awaited.add(serial)


main()
