/// One PDF object (ISO 32000 §7.3) as `PDFSyntax` reads it. A stream keeps its dictionary
/// and where its raw bytes lie in the file; `PDFFile` decodes them on demand.
indirect enum PDFObject {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// `n g R`: object `n`, generation `g`.
    case reference(Int, Int)
    /// A stream's dictionary and the byte range of its data in the file.
    case stream([String: PDFObject], Range<Int>)

    var number: Double? {
        if case .number(let x) = self { return x }
        return nil
    }

    var name: String? {
        if case .name(let n) = self { return n }
        return nil
    }

    var array: [PDFObject]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The dictionary of a dictionary or of a stream.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d), .stream(let d, _): return d
        default: return nil
        }
    }

    subscript(key: String) -> PDFObject? { dictionary?[key] }
}
