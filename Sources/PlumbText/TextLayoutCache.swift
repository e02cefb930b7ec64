import Foundation
import PlumbModel

/// Memoises text layouts across components, sizes and appearances (light and dark lay out
/// the same text identically). A value is only ever the result the engine computed for the
/// same inputs, so the cache changes speed, never results.
///
/// Bounded by `GenerationalCache` (see `TextLayoutEngine` for the capacity) however large the
/// suite: a component's texts are reused within its own matrix, which is rendered together.
typealias TextLayoutCache = GenerationalCache<TextLayoutCacheKey, TextLayout>

/// Everything a text layout depends on.
struct TextLayoutCacheKey: Hashable {
    var runs: [TextRun]
    var style: TextParagraphStyle
    var proposedWidth: Double?
    var maxHeight: Double?
}
