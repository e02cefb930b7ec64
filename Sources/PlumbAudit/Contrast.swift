import Foundation
import PlumbModel

/// WCAG 2.x relative luminance and contrast ratio (shared/reference/color.md).
public enum Contrast {
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// Relative luminance of an opaque sRGB colour.
    public static func luminance(_ c: RGBA) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// (L_lighter + 0.05) / (L_darker + 0.05), not rounded: 4.499 fails 4.5.
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` composited over an opaque `bottom` (straight alpha, in sRGB like the renderer).
    public static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let a = top.a
        return RGBA(r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1)
    }

    /// WCAG "large text": 18 pt regular or 14 pt bold in CSS points. Plumb counts one iOS
    /// point as one CSS pixel (both nominally 1/160 in on a 1× screen), so large text is
    /// ≥ 24 pt, or ≥ 18.67 pt at bold (700) or heavier.
    public static func isLarge(size: Double, weight: FontWeight) -> Bool {
        size >= 24 || (size >= 14 * 4 / 3 && weight >= .bold)
    }
}
