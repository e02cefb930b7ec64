import Foundation
import PlumbModel
import SwiftSyntax

/// SwiftUI's view modifiers with their argument labels, onto Plumb's modifiers. Modifiers with
/// no visual effect in a still image (actions, animations, identifiers) are accepted and do
/// nothing; anything else unknown is a located warning and is ignored.
enum ViewModifiers {
    static let names = ["padding", "safeAreaPadding", "frame", "rotation3DEffect", "background", "overlay", "foregroundColor", "foregroundStyle", "font", "fontWeight", "bold", "monospaced",
                        "italic", "fontDesign", "monospacedDigit", "underline", "strikethrough", "clipShape", "cornerRadius", "shadow", "opacity",
                        "blendMode", "blur",
                        "fill", "stroke", "strokeBorder", "lineLimit", "multilineTextAlignment", "tracking", "kerning", "textCase",
                        "fixedSize", "layoutPriority", "offset", "scaleEffect", "rotationEffect", "zIndex", "transformEffect", "contentMargins", "aspectRatio", "scaledToFit", "scaledToFill",
                        "resizable", "contentShape", "accessibilityLabel", "accessibilityHidden", "accessibilityAddTraits", "accessibilityElement",
                        "disabled", "environment", "environmentObject", "buttonStyle", "tint", "modifier", "lineSpacing", "minimumScaleFactor",
                        "truncationMode", "allowsTightening", "dynamicTypeSize", "imageScale", "clipped", "border", "frame", "labelStyle",
                        "toggleStyle", "labelsHidden", "hidden", "listStyle", "toolbarTitleDisplayMode", "buttonBorderShape", "preferredColorScheme", "previewDisplayName", "previewLayout", "navigationTitle",
                        "navigationBarTitleDisplayMode", "toolbar", "toolbarVisibility", "flipsForRightToLeftLayoutDirection", "alignmentGuide", "navigationBarHidden", "glassEffect", "ignoresSafeArea", "edgesIgnoringSafeArea", "containerBackground", "transformEnvironment", "overlayPreferenceValue", "backgroundPreferenceValue", "mask", "controlSize", "position", "trim",
                        "safeAreaInset", "navigationBarItems", "listRowSeparatorTint", "tag", "layoutValue", "pickerStyle", "datePickerStyle", "presentationCornerRadius", "presentationBackground", "sheet", "fullScreenCover", "alert", "confirmationDialog", "textFieldStyle", "progressViewStyle", "disclosureGroupStyle", "tipViewStyle", "containerShape", "preference", "anchorPreference", "listSectionSpacing", "gaugeStyle", "renderingMode", "scrollClipDisabled", "defaultScrollAnchor", "containerRelativeFrame",
                        "transformPreference", "transformAnchorPreference", "saturation", "grayscale", "brightness", "contrast", "hueRotation",
                        "colorInvert", "luminanceToAlpha", "colorMultiply"] + inert
    // `rotation`, `scale` and `inset(by:)` are `Shape`'s methods, not view modifiers: not listed,
    // so a view extension's own `inset(_:)` is never taken for SwiftUI's.

    /// Modifiers without a visual effect in a snapshot of the initial state.
    static let inert = ["onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "task", "onChange", "onReceive", "animation",
                        "transition", "id", "popover", "interactiveDismissDisabled", "presentationBackgroundInteraction",
                        "presentationContentInteraction", "presentationCompactAdaptation", "accessibilityIdentifier",
                        "accessibilityHint", "accessibilityValue", "accessibilityAction", "keyboardType", "textContentType",
                        "submitLabel", "focused", "onSubmit", "gesture", "simultaneousGesture", "allowsHitTesting", "refreshable",
                        "searchable", "presentationDetents", "contextMenu", "swipeActions", "listRowBackground", "listRowInsets",
                        "listRowSeparator", "scrollIndicators", "scrollContentBackground", "navigationDestination",
                        "symbolRenderingMode", "symbolVariant", "interpolation", "antialiased", "navigationBarBackButtonHidden",
                        "toolbarBackground", "toolbarRole", "toolbarColorScheme", "sensoryFeedback", "contentTransition", "drawingGroup",
                        "compositingGroup", "textSelection", "help", "statusBarHidden", "persistentSystemOverlays", "accessibilitySortPriority",
                        // Gestures, geometry matching, transactions and focus: no effect on the initial state.
                        "highPriorityGesture", "matchedGeometryEffect", "transaction", "focusable", "focusedValue", "defaultFocus",
                        "coordinateSpace", "onHover", "onContinuousHover", "onKeyPress", "scrollPosition", "scrollTargetLayout",
                        // Only the canvas, the keyboard, VoiceOver or a widget's host read these.
                        "previewDevice", "previewInterfaceOrientation", "previewContext", "disableAutocorrection", "autocorrectionDisabled",
                        "textInputAutocapitalization", "autocapitalization", "accessibilityRemoveTraits", "accessibility", "accessibilityFocused",
                        "accessibilityAdjustableAction", "accessibilityRepresentation", "accessibilityRespondsToUserInteraction",
                        "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "onPreferenceChange",
                        "navigationViewStyle", "widgetAccentable", "widgetURL", "onOpenURL", "handlesExternalEvents", "userActivity",
                        "onDrag", "onDrop", "draggable", "dropDestination", "scrollDismissesKeyboard", "keyboardShortcut", "onCommand",
                        "scrollTargetBehavior", "geometryGroup", "defersSystemGestures", "onGeometryChange",
                        // Presentations not shown in the initial state, and scrolling's own behaviour.
                        "actionSheet", "fileImporter", "fileExporter", "fileMover", "photosPicker", "scrollBounceBehavior",
                        // A widget drawn in full colour (the home screen's default) ignores its accented rendering.
                        "widgetAccentedRenderingMode",
                        // A pointer's hover (iPad, Mac): nothing on a touch screen's still image.
                        "hoverEffect", "hoverEffectDisabled",
                        // Inset-grouped lists draw no section separators (their sections are cards).
                        "listSectionSeparatorTint", "listSectionSeparator",
                        // A toolbar item's glass background (iOS 26): no effect on what Plumb draws.
                        "sharedBackgroundVisibility",
                        // A complication's label, which the watch face draws outside the
                        // complication's own bounds (along the bezel for a corner).
                        "widgetLabel",
                        // A symbol effect animates the symbol; at rest it is drawn as it is.
                        "symbolEffect",
                        // Edit actions of a `ForEach` in a list: they act on swipes and drags.
                        "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled",
                        // VoiceOver's reading of a view, and what a watch's double tap or a handed-off
                        // activity triggers: nothing on the screen.
                        "accessibilityTextContentType", "accessibilityHeading", "accessibilityActions", "accessibilityScrollAction",
                        "handGestureShortcut", "onContinueUserActivity", "onScrollVisibilityChange",
                        // Only `.redacted(reason: .privacy)` hides such a view, and only a sheet shows its
                        // grabber; a menu's order and a search's toolbar behaviour need them open.
                        "privacySensitive", "presentationDragIndicator", "menuOrder", "searchPresentationToolbarBehavior",
                        // The preview draws no status bar.
                        "_statusBarHidden",
                        // How a split view shares a regular width (an iPhone is compact: it shows
                        // one column) and whether a list row can be selected: nothing drawn.
                        "navigationSplitViewStyle", "selectionDisabled"] + TipViews.inertModifiers

    static func apply(_ name: String, to view: ViewDescription, _ args: [Argument], evaluator e: SwiftEvaluator,
                      node: FunctionCallExprSyntax, file: SwiftSourceFile) throws -> SwiftValue? {
        func number(_ label: String?) -> Double? { args.first { $0.label == label }?.value.number }
        func mod(_ m: Modifier, token: String? = nil) -> SwiftValue { .view(view.modified(.modifier(m, token: token))) }
        func paint(_ v: SwiftValue?) throws -> Paint {
            guard let v else { throw e.fail("\(name) needs a colour", at: node, file) }
            return try e.paint(v, at: node, file)
        }
        // Warnings about a modifier are located at its name, not at the start of the chain it ends.
        let here = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node.calledExpression)
        func bool(_ v: SwiftValue?, default d: Bool = true) throws -> Bool {
            guard let v else { return d }
            return try e.truth(v, node, file)
        }
        func unsupported() -> SwiftValue {
            // A shape's own modifier (`rotation`) on another view suggests the view's (`rotationEffect`).
            e.warn("modifier '\(name)' is not supported: ignored\(Suggestions.hint(for: name, in: names.filter { $0 != name }))", at: here, file)
            return .view(view)
        }
        switch name {
        case "padding", "safeAreaPadding":
            // `safeAreaPadding` insets the safe area the content is laid out in: a preview has no
            // safe area of its own, so it insets the content as padding does.
            return mod(.padding(try padding(args, e, node, file)))
        case "containerRelativeFrame":
            guard let f = try ContainerRelativeFrame.frame(args, evaluator: e, node: here, file: file) else { return .view(view) }
            return mod(.frame(f))
        case "frame":
            let f = try frame(args, e, node, file)
            if view.resizable, case .leaf(.icon(var icon), let runs) = view.content, var bitmap = icon.bitmap, f.width != nil || f.height != nil {
                // A resizable bitmap fills the frame (stretched), or fits or fills it keeping its
                // aspect ratio after `.scaledToFit()` / `.scaledToFill()`.
                let w = bitmap.width, h = bitmap.height
                if view.keepsAspectRatio, w > 0, h > 0 {
                    let scales = [f.width.map { $0 / w }, f.height.map { $0 / h }].compactMap { $0 }
                    let k = view.scaledToFill ? scales.max()! : scales.min()!
                    bitmap.width = w * k
                    bitmap.height = h * k
                } else {
                    bitmap.width = f.width ?? w
                    bitmap.height = f.height ?? h
                }
                icon.bitmap = bitmap
                var sized = view
                sized.content = .leaf(.icon(icon), textRuns: runs)
                sized.resizable = false
                return .view(sized.modified(.modifier(.frame(f), token: nil)))
            }
            if view.resizable, case .leaf(.icon(var icon), let runs) = view.content, f.width != nil || f.height != nil {
                // The image scaled to the frame: an icon is drawn at its font's size, so the font
                // is the one whose icon box fits (or fills) the frame (a PDF's own size gives way).
                let sizes = [f.width.map { $0 / icon.widthEm }, f.height.map { $0 / icon.heightEm }].compactMap { $0 }
                let size = view.scaledToFill ? sizes.max()! : sizes.min()!
                (icon.pointWidth, icon.pointHeight) = (nil, nil)
                var sized = view
                sized.content = .leaf(.icon(icon), textRuns: runs)
                sized.resizable = false
                return .view(sized.modified(.modifier(.font(ResolvedFont(size: size)), token: nil)).modified(.modifier(.frame(f), token: nil)))
            }
            return mod(.frame(f))
        case "background", "overlay":
            let decoration = try decorationView(args, e, node, file)
            let a = try SwiftUIVocabulary.alignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            return .view(view.modified(name == "background" ? .background(decoration, alignment: a) : .overlay(decoration, alignment: a)))
        case "foregroundColor", "foregroundStyle", "fill":
            // `.foregroundColor(flag ? .clear : nil)`: nil leaves the colour the environment gives.
            if name != "fill", args.first?.value.isNil == true { return .view(view) }
            // A style with a shadow (`.white.shadow(.drop(…))`, evaluated as a colour view with
            // a shadow): what is drawn in the style is drawn with that shadow.
            if case .view(let style)? = args.first?.value, let (p, shadows) = shadowedStyle(style) {
                var styled = view.modified(.modifier(name == "fill" ? .fill(p) : .foregroundColor(p), token: nil))
                for s in shadows { styled = styled.modified(.modifier(s, token: nil)) }
                return .view(styled)
            }
            if let tint = args.first.flatMap({ TintStyle.of($0.value) }) {
                // The tint is known only where the view stands.
                return .view(view.modified(.resolved { env in name == "fill" ? .fill(tint.paint(env)) : .foregroundColor(tint.paint(env)) }))
            }
            if name == "fill" { return mod(.fill(try args.first.map { try paint($0.value) } ?? .solid(SystemColors.color("primary", e.environment.colorScheme)!))) }
            return mod(.foregroundColor(try paint(args.first?.value)))
        case "tint", "accentColor":
            // `accentColor(_:)` is the deprecated spelling of `tint(_:)`.
            // The accent of controls inside (buttons, toggles, progress views), not a text colour.
            guard let v = args.first?.value, !v.isNil else { return .view(view.modified(.environment { $0.tint = nil })) }
            let p = try paint(v)
            return .view(view.modified(.environment { $0.tint = p }))
        case "font":
            guard let v = args.first?.value else { return mod(.font(ResolvedFont(size: 17))) }
            return mod(.font(try e.font(v, at: args.first?.syntax ?? Syntax(node), file)))
        case "fontWeight", "bold":
            if name == "bold", try !bool(args.first?.value) { return .view(view) }
            // `fontWeight(nil)` (its parameter is a `Font.Weight?`): the font's own weight again.
            if name == "fontWeight", args.first?.value.isNil == true { return mod(.fontWeight(nil)) }
            return mod(.fontWeight(name == "bold" ? .bold : try SwiftUIVocabulary.weight(args.first?.value ?? .void, e, node, file)))
        case "fontDesign":
            return mod(.fontDesign(try SwiftUIVocabulary.design(args.first?.value ?? .void, e, node, file)))
        case "italic": return mod(.italic(try bool(args.first?.value)))
        case "monospacedDigit": return mod(.monospacedDigit(true))
        // `.monospaced()` (iOS 16): the monospaced design of the font in effect; `false` keeps it.
        case "monospaced":
            guard try bool(args.first?.value) else { return .view(view) }
            return mod(.fontDesign(.monospaced))
        case "underline", "strikethrough":
            let on = try bool(args.first { $0.label == nil }?.value)
            let color = try args.first { $0.label == "color" }.map { try paint($0.value) }
            let d = on ? TextDecoration(color: color) : nil
            return mod(name == "underline" ? .underline(d) : .strikethrough(d))
        case "lineLimit":
            // `.lineLimit(.max)` and other huge limits are no limit (and must not trap on Int(n)).
            guard let n = args.first?.value.number, n.isFinite, n < 1_000_000 else { return mod(.lineLimit(nil)) }
            return mod(.lineLimit(max(1, Int(n))))
        case "lineSpacing": return mod(.lineSpacing(max(0, number(nil) ?? 0)))
        case "minimumScaleFactor": return mod(.minimumScaleFactor(min(1, max(0.01, number(nil) ?? 1))))
        case "allowsTightening": return mod(.allowsTightening(try bool(args.first?.value)))
        case "truncationMode":
            guard case .implicitMember(let m, nil)? = args.first?.value, let mode = TruncationMode(rawValue: m) else {
                throw e.fail("truncationMode takes .head, .middle or .tail", at: node, file)
            }
            return mod(.truncationMode(mode))
        case "multilineTextAlignment":
            guard let a = SwiftUIVocabulary.memberName(args.first?.value), let align = TextAlignment(rawValue: a) else {
                throw e.fail("multilineTextAlignment takes .leading, .center or .trailing", at: node, file)
            }
            return mod(.multilineTextAlignment(align))
        case "tracking", "kerning": return mod(.tracking(number(nil) ?? 0))
        case "textCase":
            if case .implicitMember(let c, nil)? = args.first?.value { return mod(.textCase(uppercase: c == "uppercase")) }
            return mod(.textCase(uppercase: false))
        case "mask":
            // `.mask(shape)`, `.mask { view }`, `.mask(alignment:) { view }`: the mask's alpha.
            let alignment = try SwiftUIVocabulary.alignment(args.first { $0.label == "alignment" }?.value, e, node, file)
            let content = args.filter { $0.label == nil || $0.label == "mask" }
            if let first = content.first, let s = try? e.shapeKind(first.value, at: node, file) {
                var shape = ViewDescription(.leaf(.shape(s), textRuns: []), name: "Shape", location: file.location(of: node))
                if case .view(let d) = first.value { shape.containerRelative = d.containerRelative }
                return .view(view.modified(.mask(shape, alignment: alignment)))
            }
            let decoration = try ViewModifiers.decorationView(content.map { Argument(label: nil, value: $0.value, syntax: $0.syntax) }, e, node, file)
            return .view(view.modified(.mask(decoration, alignment: alignment)))
        case "contentShape" where args.filter({ $0.label == nil }).count == 2:
            // `contentShape(.contextMenuPreview, shape)`: the shape for the kinds named; only
            // `.interaction` (hit testing, which the audit reads) is about this picture.
            let kinds = args[0].value
            let names: [String]
            if case .array(let items) = kinds { names = items.compactMap { SwiftUIVocabulary.memberName($0) } } else { names = SwiftUIVocabulary.memberName(kinds).map { [$0] } ?? [] }
            guard names.contains("interaction") else { return .view(view) }
            guard let s = try e.shapeKind(args[1].value, at: node, file) else { throw e.fail("contentShape needs a shape", at: node, file) }
            return mod(.contentShape(s))
        case "clipShape", "contentShape":
            // `ContainerRelativeShape()`: the container shape where the view is drawn.
            if case .view(let d)? = args.first?.value, d.containerRelative {
                return .view(view.modified(.resolved { env in
                    name == "contentShape" ? .contentShape(env.containerShape ?? .rectangle) : .clipShape(env.containerShape ?? .rectangle)
                }))
            }
            guard let s = try e.shapeKind(args.first?.value, at: node, file) else { throw e.fail("\(name) needs a shape", at: node, file) }
            return mod(name == "contentShape" ? .contentShape(s) : .clipShape(s))
        case "clipped": return mod(.clipShape(.rectangle))
        case "cornerRadius": return mod(.cornerRadius(number(nil) ?? 0))
        case "shadow":
            // `style.shadow(.drop(color:radius:x:y:))`: a `ShadowStyle` (on a colour, a shape
            // style that draws with a shadow); an inner shadow is not drawn.
            var given = args
            if case .implicitMember(let style, let styleArgs)? = args.first?.value, args.first?.label == nil, ["drop", "inner"].contains(style) {
                guard style == "drop" else {
                    e.warn("an inner shadow is not drawn: the shadow is ignored", at: here, file)
                    return .view(view)
                }
                given = styleArgs ?? []
            }
            func n(_ label: String) -> Double { given.first { $0.label == label }?.value.number ?? 0 }
            let color = try given.first { $0.label == "color" }.map { try paint($0.value).solidColor ?? RGBA(r: 0, g: 0, b: 0, a: 0.33) }
                ?? RGBA(r: 0, g: 0, b: 0, a: 0.33)
            return mod(.shadow(color: color, radius: n("radius"), x: n("x"), y: n("y")))
        case "opacity": return mod(.opacity(min(1, max(0, number(nil) ?? 1))))
        case "saturation", "grayscale", "brightness", "contrast":
            // Colour filters (`ColorMatrix`): finite amounts only.
            guard let a = number(nil), a.isFinite else { throw e.fail("\(name) needs a finite amount", at: node, file) }
            switch name {
            case "saturation": return mod(.colorMatrix(.saturation(a)))
            case "grayscale": return mod(.colorMatrix(.grayscale(a)))
            case "brightness": return mod(.colorMatrix(.brightness(a)))
            default: return mod(.colorMatrix(.contrast(a)))
            }
        case "hueRotation":
            let degrees = try InsetAndShapeModifiers.degrees(args.first?.value, name, e, node, file)
            guard degrees.isFinite else { throw e.fail("hueRotation needs a finite Angle", at: node, file) }
            return mod(.colorMatrix(.hueRotation(degrees: degrees)))
        case "colorInvert": return mod(.colorMatrix(.invert))
        case "luminanceToAlpha": return mod(.colorMatrix(.luminanceToAlpha))
        case "colorMultiply":
            guard let c = try paint(args.first?.value).solidColor else { throw e.fail("colorMultiply needs a colour", at: node, file) }
            return mod(.colorMatrix(.multiply(c)))
        case "blendMode":
            // `.blendMode(on ? .multiply : .normal)` arrives as the chosen implicit member.
            guard let m = SwiftUIVocabulary.memberName(args.first?.value), let mode = BlendMode(rawValue: m) else {
                throw e.fail("blendMode takes a BlendMode (\(BlendMode.allCases.map { "." + $0.rawValue }.joined(separator: ", ")))", at: node, file)
            }
            return mod(.blendMode(mode))
        case "blur":
            return mod(.blur(radius: max(0, number("radius") ?? 0), opaque: try bool(args.first { $0.label == "opaque" }?.value, default: false)))
        case "stroke", "strokeBorder":
            var w = number("lineWidth") ?? 1
            // SwiftUI's default style: butt caps (also on a trimmed outline), mitred joins.
            var options = StrokeOptions()
            if let style = args.first(where: { $0.label == "style" })?.value {
                guard let (width, o) = try StrokeStyleValue.read(style, evaluator: e, node: node, file: file,
                                                                  warn: { e.warn($0, at: here, file) }) else {
                    throw e.fail("\(name)(_:style:) needs a StrokeStyle", at: node, file)
                }
                w = width
                options = o
            }
            // A shape's `scale(_:)` scales its outline, not the stroke drawn along it: undo the
            // (uniform) scale the drawing applies to the stroke's width.
            if InsetAndShapeModifiers.isShape(view) {
                for case .modifier(.scaleEffect(let sx, let sy, _), _) in view.modifiers {
                    if sx == sy, sx != 0 { w /= abs(sx) } else { e.warn("a stroke after a non-uniform scale(x:y:) is drawn scaled with the shape", at: here, file) }
                }
            }
            let given = args.first { $0.label == nil }?.value
            // `.stroke(.tint, …)`: the tint is known only where the shape stands.
            if let tint = given.flatMap(TintStyle.of) {
                let width = w, drawn = options
                return .view(view.modified(.resolved { env in
                    name == "stroke" ? .stroke(tint.paint(env), lineWidth: width, options: drawn)
                                     : .strokeBorder(tint.paint(env), lineWidth: width, options: drawn)
                }))
            }
            let p = try given.map { try paint($0) } ?? .solid(SystemColors.color("primary", e.environment.colorScheme)!)
            return mod(name == "stroke" ? .stroke(p, lineWidth: w, options: options) : .strokeBorder(p, lineWidth: w, options: options))
        case "border":
            let width = number("width") ?? 1
            let rectangle = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Rectangle", location: file.location(of: node))
            // `.border(.tint)`: the tint is known only where the view stands.
            let decoration = try args.first.flatMap({ TintStyle.of($0.value) }).map { tint in
                rectangle.modified(.resolved { env in .strokeBorder(tint.paint(env), lineWidth: width) })
            } ?? rectangle.modified(.modifier(.strokeBorder(try paint(args.first?.value), lineWidth: width), token: nil))
            return .view(view.modified(.overlay(decoration, alignment: .center)))
        case "fixedSize":
            if args.isEmpty { return mod(.fixedSize(horizontal: true, vertical: true)) }
            return mod(.fixedSize(horizontal: try bool(args.first { $0.label == "horizontal" }?.value, default: false),
                                  vertical: try bool(args.first { $0.label == "vertical" }?.value, default: false)))
        case "layoutPriority": return mod(.layoutPriority(number(nil) ?? 0))
        case "offset":
            if case .tuple? = args.first?.value { break }
            // `.offset(CGSize(width:height:))` (also a shape's `offset(_:)`).
            if let size = args.first(where: { $0.label == nil })?.value {
                guard case .native(let n) = size, let s = n.base as? CGSize else { throw e.fail("offset takes x: and y: or a CGSize", at: node, file) }
                return mod(.offset(x: Double(s.width), y: Double(s.height)))
            }
            return mod(.offset(x: number("x") ?? 0, y: number("y") ?? 0))
        case "position":
            // `.position(x:y:)`, either coordinate defaulting to 0, or `.position(point)`.
            if let point = args.first(where: { $0.label == nil })?.value {
                // `.position(.inCircle(rect, for: angle))`: a static the sources add to CGPoint too.
                guard let p = try? CoreGraphicsValues.point(point, FoundationSite(e, node, file)) else {
                    throw e.fail("position takes x: and y: or a CGPoint", at: node, file)
                }
                return mod(.position(x: Double(p.x), y: Double(p.y)))
            }
            return mod(.position(x: number("x") ?? 0, y: number("y") ?? 0))
        case "trim":
            // Of a shape's outline, the part from `from` to `to` (fractions of its length).
            let from = min(1, max(0, number("from") ?? 0)), to = min(1, max(0, number("to") ?? 1))
            return mod(.trim(from: from, to: max(from, to)))
        case "scaleEffect", "scale":
            // A shape's `scale(_:anchor:)`/`scale(x:y:anchor:)` lays out like the shape and draws
            // it scaled (a stroke after it keeps its width: see "stroke").
            let anchor = try InsetAndShapeModifiers.unitPoint(args.first { $0.label == "anchor" }?.value, e, node, file)
            if name == "scale", !InsetAndShapeModifiers.isShape(view) { return unsupported() }
            if let s = number(nil) { return mod(.scaleEffect(x: s, y: s, anchor: anchor)) }
            return mod(.scaleEffect(x: number("x") ?? 1, y: number("y") ?? 1, anchor: anchor))
        case "rotationEffect", "rotation":
            // A shape's `rotation(_:anchor:)` lays out like the shape and draws it rotated.
            if name == "rotation", !InsetAndShapeModifiers.isShape(view) { return unsupported() }
            let degrees = try InsetAndShapeModifiers.degrees(args.first { $0.label == nil }?.value, name, e, node, file)
            let anchor = try InsetAndShapeModifiers.unitPoint(args.first { $0.label == "anchor" }?.value, e, node, file)
            return mod(.rotationEffect(degrees: degrees, anchor: anchor))
        case "rotation3DEffect":
            // A flat view turned in 3D and projected back onto its plane (drawing only; layout
            // is unchanged). A whole turn, or no axis, is the view itself.
            let degrees = try InsetAndShapeModifiers.degrees(args.first { $0.label == nil }?.value, name, e, node, file)
            let anchor = try InsetAndShapeModifiers.unitPoint(args.first { $0.label == "anchor" }?.value, e, node, file)
            guard case .tuple(let parts)? = args.first(where: { $0.label == "axis" })?.value, parts.count == 3,
                  let ax = parts[0].value.number, let ay = parts[1].value.number, let az = parts[2].value.number,
                  [degrees, ax, ay, az].allSatisfy(\.isFinite) else {
                throw e.fail("rotation3DEffect takes an angle and an axis (x:y:z:)", at: node, file)
            }
            let anchorZ = number("anchorZ") ?? 0, perspective = number("perspective") ?? 1
            guard anchorZ.isFinite, perspective.isFinite else { throw e.fail("rotation3DEffect takes a finite anchorZ and perspective", at: here, file) }
            let turn = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
            if turn == 0 || (ax == 0 && ay == 0 && az == 0) { return .view(view) }
            return mod(.rotation3DEffect(Rotation3D(degrees: degrees, axis: (ax, ay, az), anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
        case "zIndex":
            guard let z = number(nil), z.isFinite else { throw e.fail("zIndex takes a number", at: node, file) }
            return mod(.zIndex(z))
        case "transformEffect":
            // A `CGAffineTransform` (`.identity`, `.init(rotationAngle:)`, the sources' own inits).
            guard let arg = args.first?.value,
                  case .native(let n) = try e.coerce(arg, to: "CGAffineTransform", at: node, file), let m = n.base as? CGAffineTransform,
                  [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else {
                throw e.fail("transformEffect takes a CGAffineTransform", at: node, file)
            }
            return mod(.transformEffect(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
        case "inset":
            // `InsettableShape.inset(by:)`: the outline drawn inside the frame, the frame unchanged.
            guard InsetAndShapeModifiers.isShape(view), let amount = number("by") else { return unsupported() }
            var v = view
            v.shapeInset += amount
            return .view(v)
        case "safeAreaInset":
            return .view(try InsetAndShapeModifiers.safeAreaInset(view, args, evaluator: e, node: node, here: here, file: file))
        case "navigationBarItems":
            return .view(try InsetAndShapeModifiers.navigationBarItems(view, args, evaluator: e, node: node, file: file))
        case "listRowSeparatorTint":
            // The separator Plumb draws is below each row: a tint for the top edge only is not drawn.
            let tint = try args.first { $0.label == nil }.flatMap { $0.value.isNil ? nil : try paint($0.value) }
            if case .implicitMember("top", nil)? = args.first(where: { $0.label == "edges" })?.value {
                e.warn("listRowSeparatorTint(edges: .top) is not drawn: Plumb draws a row's separator below it", at: here, file)
                return .view(view)
            }
            return .view(view.modified(.environment { $0.listRowSeparatorTint = tint }))
        case "aspectRatio", "scaledToFit", "scaledToFill":
            var fill = name == "scaledToFill"
            if case .implicitMember(let m, nil)? = args.first(where: { $0.label == "contentMode" })?.value { fill = m == "fill" }
            if view.resizable {
                var v = view
                v.scaledToFill = fill
                v.keepsAspectRatio = true
                return .view(v)
            }
            return mod(.aspectRatio(AspectRatio(ratio: number(nil), contentMode: fill ? .fill : .fit)))
        case "renderingMode":
            // `.template` draws a bitmap's alpha in the foreground style, `.original` its own
            // colours; a vector image set that renders as original (its one fill colour, kept
            // innermost) takes the foreground style after `.template` (symbols always do).
            if case .leaf(.icon(var icon), let runs) = view.content, var bitmap = icon.bitmap,
               case .implicitMember(let mode, nil)? = args.first?.value {
                bitmap.template = mode == "template"
                icon.bitmap = bitmap
                var v = view
                v.content = .leaf(.icon(icon), textRuns: runs)
                return .view(v)
            }
            guard case .implicitMember("template", nil)? = args.first?.value else { return .view(view) }
            var templated = view
            templated.modifiers.removeAll { if case .modifier(_, let token) = $0 { return token == SwiftUIVocabulary.originalColorToken }; return false }
            // A vector painted in several colours is one shape in the foreground style.
            if case .leaf(.icon(var icon), let runs) = templated.content, !icon.colouredLayers.isEmpty {
                icon.colouredLayers = []
                templated.content = .leaf(.icon(icon), textRuns: runs)
            }
            return .view(templated)
        case "resizable":
            var v = view
            v.resizable = true
            // `resizable(capInsets:resizingMode:)`: a bitmap's edges keep their size (nine slices).
            if case .instance(let i)? = args.first(where: { $0.label == "capInsets" })?.value, i.type == "EdgeInsets",
               case .leaf(.icon(var icon), let runs) = v.content {
                let insets = EdgeInsets(top: i.fields["top"]?.number ?? 0, leading: i.fields["leading"]?.number ?? 0,
                                        bottom: i.fields["bottom"]?.number ?? 0, trailing: i.fields["trailing"]?.number ?? 0)
                if icon.bitmap != nil {
                    icon.bitmap?.capInsets = insets
                    v.content = .leaf(.icon(icon), textRuns: runs)
                    if SwiftUIVocabulary.memberName(args.first { $0.label == "resizingMode" }?.value) == "tile" {
                        e.warn("resizingMode .tile is drawn stretched: the middle slices are scaled, not repeated", at: here, file)
                    }
                } else if insets != EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) {
                    e.warn("capInsets of a vector image are not applied: the whole image is scaled", at: here, file)
                }
            }
            return .view(v)
        case "imageScale":
            // Apple does not publish the symbol scales' factors: `.large` is the one measured on
            // iOS references (`SymbolScale`); `.small` keeps the medium size, said.
            guard case .implicitMember(let s, nil)? = args.first?.value else { return .view(view) }
            switch s {
            case "large": return .view(view.modified(.environment { $0.symbolScale = SymbolScale.large }))
            case "medium": return .view(view.modified(.environment { $0.symbolScale = 1 }))
            default:
                e.warn("imageScale(.\(s)) is not supported: the symbol is drawn at the medium scale", at: here, file)
                return .view(view.modified(.environment { $0.symbolScale = 1 }))
            }
        case "accessibilityLabel":
            if case .string(let s)? = args.first?.value { return mod(.accessibility(AccessibilityInfo(label: s))) }
            return .view(view)
        case "accessibilityHidden":
            return mod(.accessibility(AccessibilityInfo(hidden: try bool(args.first?.value))))
        case "accessibilityAddTraits":
            let text = args.first.map { e.describe($0.value) } ?? ""
            if case .implicitMember("isButton", nil)? = args.first?.value { return mod(.accessibility(AccessibilityInfo(interactive: true, role: "button"))) }
            if case .implicitMember("isHeader", nil)? = args.first?.value { return mod(.accessibility(AccessibilityInfo(role: "header"))) }
            _ = text
            return .view(view)
        case "accessibilityElement":
            return .view(view)
        case "dynamicTypeSize":
            return mod(.dynamicTypeSize(try e.dynamicTypeRange(args.first?.value, at: node, file)))
        case "disabled":
            let off = try bool(args.first?.value)
            return .view(view.modified(.environment { if off { $0.isEnabled = false } }))
        case "environment":
            return .view(try e.environmentModification(view, args, at: node, file))
        case "colorScheme":
            // The deprecated spelling of `.environment(\.colorScheme, …)`.
            return .view(try e.environmentModification(view, [Argument(label: nil, value: .keyPath(["colorScheme"]), syntax: nil)] + args, at: node, file))
        case "environmentObject":
            guard let v = args.first?.value else { return .view(view) }
            let type = e.typeName(of: v)
            return .view(view.modified(.environment { $0.objects[type] = v }))
        case "containerShape":
            // The shape `ContainerRelativeShape`s inside take (a `ContainerRelativeShape` keeps the outer one).
            if case .view(let d)? = args.first?.value, d.containerRelative { return .view(view) }
            guard let s = try e.shapeKind(args.first?.value, at: node, file) else { throw e.fail("containerShape needs a shape", at: node, file) }
            return .view(view.modified(.environment { $0.containerShape = s }))
        case "tabItem":
            // The label a tab bar shows for this view (`TabBarChrome`).
            guard case .closure(let c)? = args.last?.value else { return .view(view) }
            var tab = view
            tab.tabItem = e.asView(try e.callClosure(c, [], node: node, file), at: node, file)
            return .view(tab)
        case "tabViewStyle":
            guard case .implicitMember(let style, let styleArgs)? = args.first?.value else { return .view(view) }
            // `.page(indexDisplayMode: .never)` hides the page dots.
            let dots = SwiftUIVocabulary.memberName(styleArgs?.first { $0.label == "indexDisplayMode" }?.value) ?? "automatic"
            return .view(view.modified(.environment { $0.tabViewStyle = style; $0.pageIndexDisplay = dots }))
        case "indexViewStyle":
            // `.indexViewStyle(.page(backgroundDisplayMode: .always))`: a capsule behind the dots.
            guard case .implicitMember("page", let styleArgs)? = args.first?.value else { return .view(view) }
            let background = SwiftUIVocabulary.memberName(styleArgs?.first { $0.label == "backgroundDisplayMode" }?.value) ?? "automatic"
            return .view(view.modified(.environment { $0.pageIndexBackground = background == "always" }))
        case "layoutValue":
            // Read by the custom layout the view is a subview of (`subview[Key.self]`).
            guard case .type(let key)? = args.first(where: { $0.label == "key" })?.value, let value = args.first(where: { $0.label == "value" })?.value else {
                throw e.fail("layoutValue takes a key type and a value", at: here, file)
            }
            var valued = view
            valued.layoutValues[e.declarations.resolvedTypeName(key)] = value
            return .view(valued)
        case "tag":
            // What a `Picker`'s selection is compared with.
            var tagged = view
            tagged.tag = args.first?.value
            return .view(tagged)
        case "pickerStyle":
            let written: String? = {
                switch args.first?.value {
                case .implicitMember(let s, nil)?, .symbol(let s)?: return s
                default: return nil
                }
            }()
            guard let style = written else {
                e.warn("a picker style Plumb does not know is drawn as .menu", at: here, file)
                return .view(view)
            }
            if !ControlLooks.pickerStyles.contains(style) { e.warn("picker style '.\(style)' is drawn as .menu", at: here, file) }
            if style == "wheel" { e.warn("a wheel picker is drawn flat: its rows, without the wheel's perspective", at: here, file) }
            return .view(view.modified(.environment { $0.pickerStyle = style }))
        case "datePickerStyle":
            guard let style = SwiftUIVocabulary.memberName(args.first?.value), DatePickerLooks.styles.contains(style) else {
                e.warn("a date picker style Plumb does not know is drawn as .compact", at: here, file)
                return .view(view)
            }
            if style == "wheel" { e.warn("a wheel date picker is drawn flat: its rows, without the wheel's perspective", at: here, file) }
            return .view(view.modified(.environment { $0.datePickerStyle = style }))
        case "gaugeStyle":
            guard let style = SwiftUIVocabulary.memberName(args.first?.value), GaugeLooks.styles.contains(style) else {
                e.warn("a gauge style Plumb does not know is drawn as .automatic", at: here, file)
                return .view(view)
            }
            return .view(view.modified(.environment { $0.gaugeStyle = style }))
        case "textFieldStyle", "progressViewStyle", "disclosureGroupStyle", "tipViewStyle":
            guard let style = args.first?.value else { return .view(view) }
            let protocols = ["textFieldStyle": "TextFieldStyle", "progressViewStyle": "ProgressViewStyle", "disclosureGroupStyle": "DisclosureGroupStyle",
                             "tipViewStyle": "TipViewStyle"]
            let resolved = try e.styleValue(style, conformingTo: [protocols[name]!], at: node, file)
            return .view(view.modified(.environment { env in
                switch name {
                case "textFieldStyle": env.textFieldStyle = resolved
                case "progressViewStyle": env.progressViewStyle = resolved
                case "tipViewStyle": env.tipViewStyle = resolved
                default: env.disclosureGroupStyle = resolved
                }
            }))
        case "buttonStyle", "labelStyle", "toggleStyle":
            guard let style = args.first?.value else { return .view(view) }
            let protocols: [String]
            switch name {
            case "buttonStyle": protocols = ["ButtonStyle", "PrimitiveButtonStyle"]
            case "labelStyle": protocols = ["LabelStyle"]
            default: protocols = ["ToggleStyle"]
            }
            let resolved = try e.styleValue(style, conformingTo: protocols, at: node, file)
            return .view(view.modified(.environment { env in
                switch name {
                case "buttonStyle": env.buttonStyle = resolved
                case "labelStyle": env.labelStyle = resolved
                default: env.toggleStyle = resolved
                }
            }))
        case "modifier":
            guard case .instance(let i)? = args.first?.value else { throw e.fail("modifier(_:) needs a ViewModifier value", at: node, file) }
            return .view(view.modified(.viewModifier(i)))
        case "glassEffect":
            let shape = try e.shapeKind(args.first { $0.label == "in" }?.value, at: node, file) ?? .capsule(.circular)
            return mod(.glassEffect(shape: shape, tint: nil))
        case "hidden":
            // Keeps its place in the layout, draws nothing.
            return mod(.opacity(0))
        case "defaultScrollAnchor":
            // `.defaultScrollAnchor(.bottom)` (and `(_:for:)` for any role: a still image shows
            // the initial offset and the alignment alike); `nil` is the default, the top.
            let anchor: UnitPoint?
            if let v = args.first?.value, !v.isNil { anchor = try InsetAndShapeModifiers.unitPoint(v, e, node, file) } else { anchor = nil }
            return .view(view.modified(.environment { $0.scrollAnchor = anchor }))
        case "scrollClipDisabled":
            // `.scrollClipDisabled()`: scroll views inside draw their content past their bounds.
            let disabled = try bool(args.first?.value, default: true)
            return .view(view.modified(.environment { $0.scrollClipDisabled = disabled }))
        case "listSectionSpacing":
            // `.listSectionSpacing(12)`: the space between an inset-grouped list's sections;
            // `.default` is the standard 35 pt; `.compact` has no documented length.
            switch args.first?.value {
            case .implicitMember("default", nil)?:
                return .view(view.modified(.environment { $0.listSectionSpacing = nil }))
            case let v? where v.number != nil:
                let length = max(0, v.number!)
                return .view(view.modified(.environment { $0.listSectionSpacing = length }))
            default:
                e.warn("listSectionSpacing(.compact) is not drawn: sections keep the standard spacing", at: here, file)
                return .view(view)
            }
        case "listStyle":
            guard case .implicitMember(let style, nil)? = args.first?.value else { return .view(view) }
            if !ListChrome.drawnStyles.contains(style) {
                e.warn("listStyle(.\(style)) is approximated: lists are drawn inset-grouped", at: here, file)
            }
            return .view(view.modified(.environment { $0.listStyle = style }))
        case "buttonBorderShape":
            guard let v = args.first?.value else { return .view(view) }
            let shape: ShapeKind
            switch v {
            case .implicitMember("capsule", nil), .implicitMember("automatic", nil): shape = .capsule(.circular)
            case .implicitMember("circle", nil): shape = .circle
            case .implicitMember("roundedRectangle", let a):
                let r = a?.first { $0.label == "radius" }?.value.number ?? ButtonLooks.defaultCornerRadius
                shape = .roundedRectangle(CornerRadii(topLeading: r, topTrailing: r, bottomLeading: r, bottomTrailing: r), .continuous)
            default: throw e.fail("buttonBorderShape takes .automatic, .capsule, .circle or .roundedRectangle(radius:)", at: node, file)
            }
            return .view(view.modified(.environment { $0.buttonBorderShape = shape }))
        case "controlSize":
            // Read by `@Environment(\.controlSize)` inside; system bordered buttons say they draw regular.
            guard let size = SwiftUIVocabulary.memberName(args.first?.value), ["mini", "small", "regular", "large", "extraLarge"].contains(size) else {
                throw e.fail("controlSize takes .mini, .small, .regular, .large or .extraLarge", at: node, file)
            }
            return .view(view.modified(.environment { $0.controlSize = size }))
        case "labelsHidden":
            return .view(view.modified(.environment { $0.labelsHidden = true }))
        case "navigationTitle", "navigationBarTitle":
            // `navigationBarTitle(_:)` is the deprecated spelling (its displayMode: is ignored).
            // The outermost title wins; an empty one is no title, so one set inside stands (a
            // test helper's `.navigationTitle(title ?? "")` around a screen that names itself:
            // RSSReader's iOS references show the screen's title).
            let title = args.first.map { e.describe($0.value) } ?? ""
            return .view(view.modified(.navigation { if $0.title == nil, !title.isEmpty { $0.title = title } }))
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
            guard case .implicitMember(let m, nil)? = args.first?.value, ["automatic", "inline", "large", "inlineLarge"].contains(m) else {
                throw e.fail("\(name) takes .automatic, .inline or .large", at: node, file)
            }
            // `.inlineLarge` (iOS 17) draws the large title in the bar's row; Plumb draws it as `.large`.
            return .view(view.modified(.navigation { $0.displayMode = m == "inlineLarge" ? "large" : m }))
        case "navigationBarHidden":
            // The deprecated spelling of `.toolbar(.hidden, for: .navigationBar)`.
            guard try bool(args.first?.value) else { return .view(view) }
            return .view(view.modified(.navigation { $0.barHidden = true }))
        case "toolbar", "toolbarVisibility":
            // `toolbarVisibility(_:for:)` is iOS 18's name for `toolbar(_:for:)`.
            return .view(try NavigationChrome.toolbar(view, args, evaluator: e, node: node, file: file))
        case "alignmentGuide":
            return .view(try AlignmentGuideModifier.apply(view, args, evaluator: e, node: node, file: file))
        case "flipsForRightToLeftLayoutDirection":
            // Mirrored about its centre when the layout runs right to left; as it is otherwise.
            guard try bool(args.first?.value), e.environment.layoutDirection == .rightToLeft else { return .view(view) }
            return mod(.scaleEffect(x: -1, y: 1, anchor: try InsetAndShapeModifiers.unitPoint(nil, e, node, file)))
        case "preference":
            guard case .type(let key)? = args.first(where: { $0.label == "key" })?.value, let value = args.first(where: { $0.label == "value" })?.value else {
                throw e.fail("preference needs a key type and a value", at: node, file)
            }
            return .view(view.modified(.preference(key: key, value: value)))
        case "anchorPreference", "transformPreference", "transformAnchorPreference":
            // The closure is given an opaque anchor (`Anchor`): the value it makes is exact unless
            // a reader resolves the anchor's geometry.
            guard case .type(let key)? = args.first?.value, case .closure(let c)? = args.last?.value else {
                throw e.fail("\(name) needs a preference key type and a closure", at: node, file)
            }
            let anchor = args.first { $0.label == "value" }.map { SwiftValue.native(AnyHashable(Anchor(source: e.describe($0.value)))) }
            if name == "anchorPreference" {
                return .view(view.modified(.preference(key: key, value: try e.callClosure(c, anchor.map { [$0] } ?? [], node: node, file))))
            }
            return .view(view.modified(.preferenceTransform(PreferenceTransform(key: key, closure: c, anchor: anchor, node: Syntax(node), file: file))))
        case "overlayPreferenceValue", "backgroundPreferenceValue":
            return .view(try e.preferenceValueDecoration(name, view, args, node: node, file))
        case "transformEnvironment":
            return .view(try e.environmentTransform(view, args, at: node, file))
        case "sheet", "fullScreenCover", "alert", "confirmationDialog":
            return .view(try Presentation.apply(name, to: view, args, evaluator: e, node: node, file: file))
        case "presentationDetents":
            var detented = view
            detented.sheetDetents = Presentation.detents(args.first?.value, evaluator: e)
            return .view(detented)
        case "presentationCornerRadius":
            var rounded = view
            rounded.sheetCornerRadius = args.first?.value.number
            return .view(rounded)
        case "presentationBackground":
            var backed = view
            if let v = args.first?.value, case .closure = v {} else if let v = args.first?.value { backed.sheetBackground = try e.paint(v, at: node, file) }
            return .view(backed)
        case "presentationDragIndicator":
            var marked = view
            switch SwiftUIVocabulary.memberName(args.first?.value) {
            case "visible": marked.dragIndicator = true
            case "hidden": marked.dragIndicator = false
            default: marked.dragIndicator = nil
            }
            return .view(marked)
        case "containerBackground":
            return .view(try e.containerBackground(view, args, node: node, file))
        case "contentMargins":
            return .view(try contentMargins(view, args, e, node, file))
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            // A preview has no safe area; a snapshot test's device does (`SnapshotTestRun`).
            guard let edges = Self.safeAreaEdges(name, args) else { return .view(view) }
            return mod(.ignoresSafeArea(edges))
        case "preferredColorScheme":
            // SwiftUI passes it up to the presentation: the whole screen takes it (`nil` asks nothing).
            guard let scheme = SwiftUIVocabulary.memberName(args.first?.value).flatMap(Appearance.init(rawValue:)) else { return .view(view) }
            return .view(view.modified(.preferredColorScheme(scheme)))
        case "previewDisplayName", "previewLayout":
            // Read by the preview finder (name, layout).
            return .view(view)
        default:
            if inert.contains(name) { return .view(view) }
            return unsupported()
        }
        return .view(view)
    }

    /// A colour view whose only modifiers are its fill and shadows (`Color.white.shadow(…)`
    /// standing for a shape style with a shadow, or no shadow when an inner one was dropped):
    /// the paint and the shadows; nil otherwise.
    static func shadowedStyle(_ d: ViewDescription) -> (Paint, [Modifier])? {
        guard d.name == "Color", case .leaf(.shape(.rectangle), _) = d.content else { return nil }
        var paint: Paint?
        var shadows: [Modifier] = []
        for m in d.modifiers {
            switch m {
            case .modifier(.fill(let p), _): paint = p
            case .modifier(let s, _) where s.name == "shadow": shadows.append(s)
            default: return nil
            }
        }
        guard let paint else { return nil }
        return (paint, shadows)
    }

    static func padding(_ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> EdgeInsets {
        let (edges, length, insets) = try edgesAndLength(args, e, node, file)
        if let insets { return insets }
        let l = length ?? 16
        return EdgeInsets(top: edges.contains("top") ? l : 0, leading: edges.contains("leading") ? l : 0,
                          bottom: edges.contains("bottom") ? l : 0, trailing: edges.contains("trailing") ? l : 0)
    }

    /// `.contentMargins(_ edges:_ length:for:)` / `(_ edges:_ insets:for:)` / `(_ length:for:)`:
    /// the margins of scroll views and lists inside, edges not named keeping theirs. The
    /// `.scrollIndicators` placement moves only the indicators, which Plumb does not draw.
    static func contentMargins(_ view: ViewDescription, _ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol,
                               _ file: SwiftSourceFile) throws -> ViewDescription {
        if SwiftUIVocabulary.memberName(args.first { $0.label == "for" }?.value) == "scrollIndicators" { return view }
        let (edges, length, insets) = try edgesAndLength(args.filter { $0.label == nil }, e, node, file)
        return view.modified(.environment { env in
            var m = env.contentMargins
            if let insets {
                (m.top, m.leading, m.bottom, m.trailing) = (insets.top, insets.leading, insets.bottom, insets.trailing)
            } else {
                if edges.contains("top") { m.top = length }
                if edges.contains("leading") { m.leading = length }
                if edges.contains("bottom") { m.bottom = length }
                if edges.contains("trailing") { m.trailing = length }
            }
            env.contentMargins = m
        })
    }

    /// The edges (all by default) and length (nil when not given), or whole `EdgeInsets`, of
    /// `padding`-like arguments.
    private static func edgesAndLength(_ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol,
                                       _ file: SwiftSourceFile) throws -> (edges: Set<String>, length: Double?, insets: EdgeInsets?) {
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var length: Double?
        for a in args {
            // `.padding(.init(top: 4, leading: 8, bottom: 4, trailing: 8))`, `.padding(.init(vertical:
            // 2, horizontal: 3))` of an extension: the `EdgeInsets` made there.
            var value = a.value
            if case .implicitMember("init", _?) = value {
                value = try e.coerce(value, to: "EdgeInsets", at: node, file)
            }
            switch value {
            case .implicitMember(let n, nil), .symbol(let n):
                edges = try edgeSet(n, e, node, file)
            case .array(let list):
                edges = []
                for item in list {
                    if case .implicitMember(let n, nil) = item { edges.formUnion(try edgeSet(n, e, node, file)) }
                }
            case .instance(let i) where i.type == "EdgeInsets":
                let insets = EdgeInsets(top: i.fields["top"]?.number ?? 0, leading: i.fields["leading"]?.number ?? 0,
                                        bottom: i.fields["bottom"]?.number ?? 0, trailing: i.fields["trailing"]?.number ?? 0)
                return (edges, length, insets)
            case .optional(nil):
                length = nil
            default:
                guard let n = value.number else { throw e.fail("padding takes edges and a length, found \(value.kindName)", at: node, file) }
                guard n.isFinite else { throw e.fail(n.isNaN ? "padding is not a number (NaN)" : "padding \(n) is not finite", at: node, file) }
                length = n
            }
        }
        return (edges, length, nil)
    }

    private static func edgeSet(_ n: String, _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> Set<String> {
        guard let edges = SwiftUIVocabulary.edgeSet(.implicitMember(name: n, arguments: nil)) else { throw e.fail("unknown edge '.\(n)'", at: node, file) }
        return edges
    }

    static func frame(_ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> FrameSpec {
        var f = FrameSpec()
        for a in args {
            guard let label = a.label else { continue }
            if label == "alignment" {
                f.alignment = try SwiftUIVocabulary.alignment(a.value, e, node, file)
                continue
            }
            var v: Double?
            if case .implicitMember("infinity", nil) = a.value { v = .infinity } else { v = a.value.number }
            if a.value.isNil { v = nil }
            guard let value = v ?? (a.value.isNil ? nil : Double.nan), !value.isNaN else {
                if a.value.isNil { continue }
                // `0.0 / 0.0` reaches here as NaN: SwiftUI logs an invalid frame dimension.
                if a.value.number?.isNaN == true { throw e.fail("frame \(label) is not a number (NaN)", at: node, file) }
                throw e.fail("frame \(label) must be a number, found \(a.value.kindName)", at: node, file)
            }
            // `idealWidth: .infinity` (a common way to say "wide"): SwiftUI logs an invalid frame
            // dimension and lays the frame out without that ideal size, as Plumb does.
            if value.isInfinite, label.hasPrefix("ideal") { continue }
            if value.isInfinite, !label.hasPrefix("max") { throw e.fail("frame \(label) cannot be infinite", at: node, file) }
            guard f.set(label, value) else { throw e.fail("frame has no argument '\(label)'", at: node, file) }
        }
        return f
    }

    /// The view a `background`/`overlay` draws: a closure's content, a view, a colour or style,
    /// or a style `in:` a shape.
    static func decorationView(_ args: [Argument], _ e: SwiftEvaluator, _ node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> ViewDescription {
        let loc = file.location(of: node)
        if let shapeArg = args.first(where: { $0.label == "in" }), let shape = try e.shapeKind(shapeArg.value, at: node, file) {
            let p = try args.first { $0.label == nil }.map { try e.paint($0.value, at: node, file) }
                ?? .solid(SystemColors.color("systemBackground", e.environment.colorScheme)!)
            var filled = ViewDescription(.leaf(.shape(shape), textRuns: []), name: "Shape", location: loc)
            if case .view(let d) = shapeArg.value { filled.containerRelative = d.containerRelative }
            return filled.modified(.modifier(.fill(p), token: nil))
        }
        guard let content = args.first(where: { $0.label == nil || $0.label == "content" }) else {
            throw e.fail("background/overlay needs a view or a colour", at: node, file)
        }
        switch content.value {
        case .closure(let c):
            return e.asView(try e.callClosure(c, [], node: node, file), at: node, file)
        case .implicitMember, .native(is ResolvedColor):
            // `background(_ style:ignoresSafeAreaEdges:)`: a shape style reaches under the safe
            // area on every edge unless told otherwise.
            let p = try e.paint(content.value, at: node, file)
            let edges = args.first { $0.label == "ignoresSafeAreaEdges" }.map { EdgeSets.edges($0.value).map(Self.safeAreaEdges) ?? [] } ?? .all
            let fill = ViewDescription(.leaf(.shape(.rectangle), textRuns: []), name: "Color", location: loc).modified(.modifier(.fill(p), token: nil))
            return edges.isEmpty ? fill : fill.modified(.modifier(.ignoresSafeArea(edges), token: nil))
        default:
            return e.asView(content.value, at: node, file)
        }
    }

    /// The edges `ignoresSafeArea(_ regions:edges:)` / `edgesIgnoringSafeArea(_:)` reach past;
    /// nil where they name only the keyboard's region (no keyboard is shown) or no edge.
    static func safeAreaEdges(_ name: String, _ args: [Argument]) -> SafeAreaEdges? {
        var written: SwiftValue?
        if name == "edgesIgnoringSafeArea" {
            written = args.first?.value
        } else {
            written = args.first { $0.label == "edges" }?.value
            if let regions = args.first(where: { $0.label == nil })?.value, case .implicitMember("keyboard", nil) = regions.unwrapped ?? regions {
                return nil
            }
        }
        let edges = written.map { EdgeSets.edges($0).map(safeAreaEdges) ?? [] } ?? .all
        return edges.isEmpty ? nil : edges
    }

    /// Edge names (`EdgeSets`) as the layout's option set.
    static func safeAreaEdges(_ names: Set<String>) -> SafeAreaEdges {
        var edges: SafeAreaEdges = []
        if names.contains("top") { edges.insert(.top) }
        if names.contains("leading") { edges.insert(.leading) }
        if names.contains("bottom") { edges.insert(.bottom) }
        if names.contains("trailing") { edges.insert(.trailing) }
        return edges
    }
}
