import PlumbModel

/// What Plumb draws of an image set's vector file (an SVG's or a PDF's): filled path data and
/// stroked outlines in viewBox units, drawn in one colour.
struct VectorImage {
    /// Path data filled with the non-zero rule, one string per drawn element, in document order.
    var paths: [String]
    /// Path data filled with the even-odd rule (a PDF's `f*`), each on its own.
    var evenOddPaths: [String] = []
    var viewBoxWidth: Double
    var viewBoxHeight: Double
    /// The size in points the image shows at when not resizable.
    var width: Double
    var height: Double
    /// The distinct fills and stroke colours written on drawn elements (lowercased;
    /// an SVG's `currentcolor` included).
    var fills: [String]
    /// Stroked outlines, drawn after the fills.
    var strokes: [IconStroke] = []
    /// Every painted element in painting order with its colour as written (lowercased:
    /// `#rrggbb`, `#rgb`, a colour name, `currentcolor`): what draws the image in its colours.
    var layers: [Layer] = []

    /// A painted element: its path data, fill or stroke, and colour as written.
    typealias Layer = (pathData: String, paint: IconLayer.Paint, colour: String)
}
