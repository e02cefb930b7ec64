/// A PDF transformation matrix `[a b c d e f]` (ISO 32000 §8.3.3): a point (x, y) maps to
/// (a·x + c·y + e, b·x + d·y + f). Unlike `SVGTransform` it keeps rotations and skews: PDF
/// path coordinates are written out already transformed, and an affine map keeps lines lines
/// and Bézier curves Bézier curves.
struct PDFMatrix: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = PDFMatrix()

    /// The six numbers of a `cm` operator or a `/Matrix` array.
    init(_ m: [Double]) {
        (a, b, c, d, e, f) = (m[0], m[1], m[2], m[3], m[4], m[5])
    }

    init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// `self` first, then `outer`: what `cm` makes of the current matrix (`cm`'s operand × CTM).
    func then(_ outer: PDFMatrix) -> PDFMatrix {
        PDFMatrix(a: a * outer.a + b * outer.c, b: a * outer.b + b * outer.d,
                  c: c * outer.a + d * outer.c, d: c * outer.b + d * outer.d,
                  e: e * outer.a + f * outer.c + outer.e, f: e * outer.b + f * outer.d + outer.f)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    /// How much the matrix scales lengths on average (the square root of its area scale), for
    /// a stroke's width.
    var lengthScale: Double { (abs(a * d - b * c)).squareRoot() }

    /// Whether it scales every direction alike (a rotation, a mirror and a uniform scale).
    var isConformal: Bool {
        let x = a * a + b * b, y = c * c + d * d
        return abs(x - y) <= 1e-6 * max(x, y) && abs(a * c + b * d) <= 1e-6 * max(x, y)
    }
}
