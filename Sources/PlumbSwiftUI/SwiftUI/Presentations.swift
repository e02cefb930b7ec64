import PlumbModel
import SwiftSyntax

/// What a view presents when its preview shows it presented: `.sheet`, `.fullScreenCover`,
/// `.alert` and `.confirmationDialog` whose `isPresented:` is true (`.constant(true)`, or
/// state that starts true) or whose `item:` is not nil — how previews show a presentation.
/// The modifier notes it on the view; materialising the view makes its content in the
/// environment where it is written (`SwiftEvaluator.present`), and the preview is then drawn
/// as the screen with it presented (`PresentationChrome`). Not presented, the modifiers change
/// nothing, as on the phone.
struct Presentation {
    enum Kind {
        /// A sheet at its first detent (the smallest of `.presentationDetents`, else large),
        /// with the grabber when `.presentationDragIndicator(.visible)` or several detents.
        case sheet(detent: SheetDetent, grabber: Bool, cornerRadius: Double?, background: Paint?)
        case fullScreenCover
        /// The card is made when the modifier is read: `content` is the whole alert or dialog.
        case alert
        case confirmationDialog
    }

    var kind: Kind
    /// The sheet's or cover's content, or the alert's or dialog's card.
    var content: ViewDescription
    var location: SourceLocation
}

/// A sheet's height: `.presentationDetents([.medium])`, `.large`, `.fraction(f)`, `.height(h)`.
enum SheetDetent: Equatable {
    case medium, large
    case fraction(Double)
    case height(Double)

    /// The sheet's height on the preview device (below the top safe area and its 10 pt gap at
    /// most): large fills that, medium is half the screen, a fraction is of the large height,
    /// a height is the content's and the bottom safe area is added below it.
    var points: Double {
        let large = PreviewDevice.height - PresentationChrome.topSafeArea - PresentationChrome.sheetTopGap
        switch self {
        case .large: return large
        case .medium: return PreviewDevice.height / 2
        case .fraction(let f): return min(max(f, 0), 1) * large
        case .height(let h): return min(max(h, 0) + PresentationChrome.bottomSafeArea, large)
        }
    }
}

extension Presentation {
    static let modifierNames: Set<String> = ["sheet", "fullScreenCover", "alert", "confirmationDialog"]

    /// The view with the presentation `name` noted when it is presented, else unchanged.
    static func apply(_ name: String, to view: ViewDescription, _ args: [Argument], evaluator e: SwiftEvaluator,
                      node: FunctionCallExprSyntax, file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        var item: SwiftValue?
        if args.contains(where: { $0.label == "item" }) {
            guard case let v? = Controls.boundValue(args, "item"), !v.isNil else { return view }
            item = v
        } else {
            guard case .bool(true)? = Controls.boundValue(args, "isPresented") else { return view }
        }
        func closure(_ labels: [String?]) -> Closure? {
            for a in args where labels.contains(a.label) { if case .closure(let c) = a.value { return c } }
            return nil
        }
        func views(_ labels: [String?], passing value: SwiftValue? = nil) throws -> [ViewDescription] {
            guard let c = closure(labels) else { return [] }
            let made = try e.callClosure(c, value.map { [$0] } ?? [], node: node, file)
            return SwiftUIVocabulary.flatten(e.asView(made, at: node, file))
        }
        let kind: Kind
        let content: ViewDescription
        switch name {
        case "sheet", "fullScreenCover":
            let made = try views(["content", nil], passing: item)
            content = made.count == 1 ? made[0] : ViewDescription(.group(made), name: "Group", location: loc)
            kind = name == "sheet" ? .sheet(detent: content.sheetDetents.min { $0.points < $1.points } ?? .large,
                                            grabber: content.dragIndicator ?? (content.sheetDetents.count > 1),
                                            cornerRadius: content.sheetCornerRadius, background: content.sheetBackground)
                : .fullScreenCover
        default:
            // `.alert("Title", isPresented:) { actions } message: { … }` and
            // `.confirmationDialog("Title", isPresented:, titleVisibility:) { actions } message: { … }`;
            // with `presenting: data` the closures take the data.
            let presenting = args.first { $0.label == "presenting" }.flatMap { $0.value.isNil ? nil : $0.value.unwrapped ?? $0.value }
            let title: ViewDescription? = args.first { $0.label == nil && !($0.value.isClosure) }.map { a in
                if case .string(let s) = a.value { return ViewDescription.text(s, at: loc) }
                return e.asView(a.value, at: node, file)
            }
            let actions = try views(["actions", nil], passing: presenting)
            let message = try views(["message"], passing: presenting).first
            let env = e.environment
            if name == "alert" {
                kind = .alert
                content = PresentationChrome.alert(title: title, message: message, actions: actions, env, at: loc)
            } else {
                let visibility = SwiftUIVocabulary.memberName(args.first { $0.label == "titleVisibility" }?.value)
                kind = .confirmationDialog
                content = PresentationChrome.confirmationDialog(title: visibility == "visible" ? title : nil, message: message,
                                                                actions: actions, env, at: loc)
            }
        }
        return view.modified(.presentation(Presentation(kind: kind, content: content, location: loc)))
    }

    /// `.presentationDetents([...])` read from its argument (unknown detents are left out).
    static func detents(_ v: SwiftValue?, evaluator e: SwiftEvaluator) -> [SheetDetent] {
        let items: [SwiftValue] = {
            switch v?.unwrapped ?? v {
            case .array(let a)?: return a
            case let one?: return [one]
            default: return []
            }
        }()
        return items.compactMap { item -> SheetDetent? in
            switch item {
            case .implicitMember("medium", nil): return .medium
            case .implicitMember("large", nil): return .large
            case .implicitMember("fraction", let a?): return a.first?.value.number.map(SheetDetent.fraction)
            case .implicitMember("height", let a?): return a.first?.value.number.map(SheetDetent.height)
            default: return nil
            }
        }
    }
}

private extension SwiftValue {
    var isClosure: Bool { if case .closure = self { return true }; return false }
}
