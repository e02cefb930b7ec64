/// Escaping for the markup report writers (JUnit XML, HTML). Every string that comes from a
/// spec — names, node paths, cause messages — passes through here, because specs are
/// repository content and a report is opened in a browser or parsed by a CI server.
public enum ReportEscaping {
    /// Text content or a single- or double-quoted attribute value in XML 1.0 or HTML: escapes
    /// `&`, `<`, `>`, `"` and `'`, and drops characters XML 1.0 forbids.
    public static func text(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// An attribute value. Like `text`, and also writes tab, newline and carriage return as
    /// character references: XML parsers normalise a literal one to a space inside an
    /// attribute, which would fold a multi-line failure message into one line.
    public static func attribute(_ s: String) -> String {
        escape(s, attribute: true)
    }

    /// Whether `scalar` may appear in an XML 1.0 document (the `Char` production). Swift
    /// strings never hold surrogates, so only the C0 controls and U+FFFE/U+FFFF are left out.
    public static func isLegalXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x0..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            default:
                if isLegalXML(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
