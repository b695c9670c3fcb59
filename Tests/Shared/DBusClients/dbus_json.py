"""dbus-python's values as plain JSON values, for the clients beside this file to print."""

import dbus


def plain(value):
    """dbus types as JSON."""
    if isinstance(value, (dbus.Dictionary, dict)):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (dbus.Array, list, tuple, dbus.Struct)):
        return [plain(v) for v in value]
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.Int64, dbus.Int32, dbus.UInt32, dbus.Int16, dbus.UInt16, dbus.Byte, dbus.UInt64)):
        return int(value)
    if isinstance(value, dbus.Double):
        return float(value)
    if isinstance(value, (dbus.String, dbus.ObjectPath, dbus.Signature, str)):
        return str(value)
    return value
