import PlumbModel
import PlumbText

/// The text styling facts dumps record and `verify` compares, each a short readable phrase
/// (`underline accent`, `lineSpacing 4`, `shrunk to 82%`). Only what differs from SwiftUI's
/// defaults is listed, so a plain text has none and dumps of unstyled text do not change.
extension LayoutNode {
    /// Paragraph facts and the styling of a plain text's one run (a text of several runs
    /// lists each run's in `runFacts`).
    public var textStyleFacts: [String] {
        guard let layout = text else { return [] }
        var facts = runPaints.count <= 1 ? runFacts(0) : []
        if let p = paragraphStyle {
            if p.lineSpacing != 0 { facts.append("lineSpacing \(LayoutDump.short(p.lineSpacing))") }
            if p.truncationMode != .tail { facts.append("truncationMode \(p.truncationMode.rawValue)") }
            if p.minimumScaleFactor != 1 { facts.append("minimumScaleFactor \(LayoutDump.short(p.minimumScaleFactor))") }
            if p.allowsTightening { facts.append("allowsTightening") }
        }
        if layout.tightening != 0 { facts.append("tightened \(LayoutDump.short(layout.tightening)) pt") }
        if layout.scaleFactor != 1 { facts.append("shrunk to \(LayoutDump.short(layout.scaleFactor * 100))%") }
        return facts
    }

    /// The styling of run `i` that is not SwiftUI's default: italic (and whether it is
    /// synthesised), tabular digits, underline and strikethrough with their colours.
    public func runFacts(_ i: Int) -> [String] {
        var facts: [String] = []
        let font = i < runFonts.count ? runFonts[i] : self.font
        if font?.italic == true {
            facts.append(text.map { i < $0.runs.count && $0.runs[i].syntheticItalic } == true ? "italic (synthesised)" : "italic")
        }
        if font?.monospacedDigit == true { facts.append("monospacedDigit") }
        if i < runPaints.count {
            if let u = runPaints[i].underline { facts.append("underline" + (u.color.map { " \($0)" } ?? "")) }
            if let s = runPaints[i].strikethrough { facts.append("strikethrough" + (s.color.map { " \($0)" } ?? "")) }
        }
        return facts
    }
}
