/// Size and leading (points) of each text style at each content size category.
///
/// Source: Apple's Human Interface Guidelines typography specifications (iOS/iPadOS), as
/// reviewed in `shared/reference/dynamic-type.md` (cross-checked against two public code
/// tables and iOS 13.3 simulator measurements; where sources disagree, the HIG value is used).
/// This is the single copy of the table in the code.
public enum DynamicTypeTable {
    /// One entry: point size and line height.
    public struct Metrics: Hashable, Sendable {
        public var size: Double
        public var leading: Double
    }

    // Columns: xSmall small medium large xLarge xxLarge xxxLarge AX1 AX2 AX3 AX4 AX5.
    private static let rows: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// The style's size and leading at `size`.
    public static func metrics(_ style: TextStyle, at size: DynamicTypeSize) -> Metrics {
        let (s, l) = rows[style]![size.index]
        return Metrics(size: s, leading: l)
    }

    /// The style's size at `size` over its size at `.large`: the one Dynamic Type factor Plumb
    /// applies to custom sizes (`relativeTo` fonts) and to scaled metrics.
    public static func scaleFactor(_ style: TextStyle, at size: DynamicTypeSize) -> Double {
        metrics(style, at: size).size / metrics(style, at: .large).size
    }

    /// `Font.custom(_:size:relativeTo:)` scaling: the style's size at `size` over its size at
    /// `.large`, applied to `points` and rounded to a whole point. (Apple's true curve is smooth
    /// per style via UIFontMetrics; the table ratio is the documented approximation.)
    public static func scaled(_ points: Double, relativeTo style: TextStyle, at size: DynamicTypeSize) -> Double {
        (points * scaleFactor(style, at: size)).rounded()
    }

    /// `@ScaledMetric(relativeTo:)` / `UIFontMetrics.scaledValue(for:)` scaling: `points` times
    /// the same table ratio, not rounded. Apple publishes no formula; the two public
    /// measurements (body 17 → 16.333 at `medium`, 17 → 48 at `accessibility5`) lie between
    /// this ratio and 1, so the table ratio is the documented stand-in (README, "Scaled
    /// metrics"). No rounding: a scaled metric is a fractional point value in SwiftUI, and
    /// Plumb lays out in unrounded points.
    public static func scaledMetric(_ points: Double, relativeTo style: TextStyle, at size: DynamicTypeSize) -> Double {
        points * scaleFactor(style, at: size)
    }
}
