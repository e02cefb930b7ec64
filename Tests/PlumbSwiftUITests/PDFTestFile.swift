import Foundation

/// A small PDF written byte by byte for tests: numbered objects in the order added, a
/// cross-reference table (right, or deliberately wrong) and a trailer naming the catalog.
struct PDFTestFile {
    private var objects: [(number: Int, body: [UInt8])] = []
    var root = 2

    /// Object `n` with `text` between `n 0 obj` and `endobj`.
    mutating func add(_ n: Int, _ text: String) {
        objects.append((n, Array(text.utf8)))
    }

    /// Stream object `n`: `dict` (without `/Length`, which is added) and its data.
    mutating func stream(_ n: Int, _ dict: String, _ data: [UInt8], length: String? = nil) {
        objects.append((n, Array("<< \(dict) /Length \(length ?? String(data.count)) >>\nstream\n".utf8) + data + Array("\nendstream".utf8)))
    }

    mutating func stream(_ n: Int, _ dict: String, _ text: String) {
        stream(n, dict, Array(text.utf8))
    }

    /// A one-page file: the content stream is object 1 (so warnings about it are at line 2),
    /// the catalog 2, the page tree 3, the page 4.
    static func page(_ content: String, box: String = "0 0 24 24", resources: String = "", pageExtra: String = "") -> PDFTestFile {
        var pdf = PDFTestFile()
        pdf.stream(1, "", content)
        pdf.addPageTree(box: box, resources: resources, pageExtra: pageExtra)
        return pdf
    }

    mutating func addPageTree(box: String = "0 0 24 24", resources: String = "", pageExtra: String = "") {
        add(2, "<< /Type /Catalog /Pages 3 0 R >>")
        add(3, "<< /Type /Pages /Kids [4 0 R] /Count 1 >>")
        add(4, "<< /Type /Page /Parent 3 0 R /MediaBox [\(box)] /Resources << \(resources) >> /Contents 1 0 R \(pageExtra) >>")
    }

    /// The file's bytes; `wrongXref` writes every offset as 0.
    func bytes(wrongXref: Bool = false) -> [UInt8] {
        var out = Array("%PDF-1.4\n".utf8)
        var offsets: [Int: Int] = [:]
        for (n, body) in objects {
            offsets[n] = out.count
            out += Array("\(n) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let size = (objects.map(\.number).max() ?? 0) + 1
        let xref = out.count
        out += Array("xref\n0 \(size)\n0000000000 65535 f \n".utf8)
        for n in 1..<size {
            out += Array(String(format: "%010d 00000 n \n", wrongXref ? 0 : offsets[n] ?? 0).utf8)
        }
        out += Array("trailer\n<< /Size \(size) /Root \(root) 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    var data: Data { Data(bytes()) }
}
