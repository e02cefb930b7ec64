import PlumbLayout
import PlumbModel
import PlumbText

/// Which of Apple's system fonts a drawing's text asked for and drew with Plumb's stand-ins:
/// what `snapshot-tests` and `previews` report, so nobody takes a stand-in's text for iOS's.
enum FontStandIns {
    /// The Apple system fonts the tree's text asks for (no font file of the team's: a text
    /// style or `.system(…)`), each with the face Plumb drew it with: `SF Pro → Inter`. Apple's
    /// own faces (supplied through `systemFonts:`) are not stand-ins.
    static func list(_ tree: LayoutTree, fonts: FontLibrary) -> [String] {
        var out: Set<String> = []
        for n in tree.nodes where n.text != nil {
            for font in (n.runFonts.isEmpty ? [n.font].compactMap { $0 } : n.runFonts) where font.faceFile == nil {
                guard let face = try? fonts.face(for: font), !FontDesign.isAppleFamily(face.familyName) else { continue }
                out.insert("\(font.design.appleFamily) → \(face.familyName)")
            }
        }
        return out.sorted()
    }

    /// "with stand-ins for Apple's system fonts (SF Pro → Inter), which Plumb cannot ship": the
    /// words both commands' note lines share.
    static func phrase(_ standIns: Set<String>) -> String {
        "with stand-ins for Apple's system fonts (\(standIns.sorted().joined(separator: ", "))), which Plumb cannot ship"
    }
}
