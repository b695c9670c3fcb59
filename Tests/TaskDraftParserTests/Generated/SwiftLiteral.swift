/// Swift source for a value, read through `Mirror`: `.dayTime(.relative(days: 0), .named("evening"))`,
/// `LocalTime(hour: 9, minute: 0, second: 0)`. Enough for the values the generated tables hold:
/// numbers, strings, Booleans, optionals, arrays, enums (with or without payloads) and structs
/// whose initializer takes their stored properties in order.
enum SwiftLiteral {
    static func of(_ value: Any) -> String {
        switch value {
        case let v as String: return string(v)
        case let v as Bool: return v ? "true" : "false"
        case let v as Int: return "\(v)"
        case let v as Int64: return "\(v)"
        case let v as Int32: return "\(v)"
        case let v as UInt32: return "\(v)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .collection:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ", ") + "]"
        case .dictionary:
            let pairs = mirror.children.map { pair -> (String, String) in
                let parts = Array(Mirror(reflecting: pair.value).children)
                return (of(parts[0].value), of(parts[1].value))
            }.sorted { $0.0 < $1.0 }
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else {
                let name = "\(value)"
                precondition(name.allSatisfy { $0.isLetter || $0.isNumber }, "\(type(of: value)) describes itself; not a case name")
                return "." + name
            }
            let inner = Mirror(reflecting: payload.value)
            let arguments = inner.displayStyle == .tuple ? arguments(inner) : of(payload.value)
            return ".\(name)(\(arguments))"
        case .struct:
            return "\(String(reflecting: type(of: value)))(\(arguments(mirror)))"
        case .tuple:
            return "(\(arguments(mirror)))"
        default:
            preconditionFailure("no Swift literal for \(type(of: value))")
        }
    }

    private static func arguments(_ mirror: Mirror) -> String {
        mirror.children.map { child in
            let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
            return label + of(child.value)
        }.joined(separator: ", ")
    }

    /// A string literal: quotes, backslashes and control characters escaped, the rest as is.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
