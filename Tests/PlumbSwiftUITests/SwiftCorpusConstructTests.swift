import PlumbLayout
import PlumbModel
@testable import PlumbSwiftUI
import XCTest

/// Constructs the corpus (Tests/SwiftCorpus) met that the evaluator first got wrong, each in
/// a small source with exact values.
final class SwiftCorpusConstructTests: XCTestCase {
    /// SwiftGen's `extension UIColor { convenience init?(asset: ColorAsset) }` takes a
    /// `ColorAsset`: a trailing closure (`UIColor { traits in … }`, the dynamic provider) is
    /// not an argument for it, and the library's initializer is called.
    func testATrailingClosureDoesNotFitAParameterOfASourceDeclaredType() throws {
        let source = """
        import SwiftUI
        import UIKit

        final class ColorAsset {
            let name: String
            init(name: String) { self.name = name }
        }
        extension UIColor {
            convenience init?(asset: ColorAsset) {
                self.init(named: asset.name, in: nil, compatibleWith: nil)
            }
            static let ink = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            }
        }

        #Preview {
            Color(UIColor.ink).frame(width: 10, height: 10)
        }
        """
        let results = evaluate(source)
        XCTAssertEqual(results.first?.diagnostics.map(\.description), [])
        let t = try layoutPreview(source)
        guard case .fill(let p)? = t.node("Color").view.modifiers.first else { return XCTFail("no fill") }
        XCTAssertEqual(p, .solid(RGBA(r: 0.2, g: 0.4, b: 0.6, a: 1)))
    }

    /// `extension Sequence { func sorted(by keyPath: KeyPath<…>) }` beside the standard
    /// library's `sorted(by:)`: a closure is not a key path, so `sorted { … }` inside it and
    /// `sorted(by: { … })` elsewhere are the library's, and a key path calls the extension.
    func testAClosureDoesNotFitAKeyPathParameter() throws {
        let texts = try previewTexts("""
        import SwiftUI

        extension Sequence {
            func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>) -> [Element] {
                sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
            }
        }
        struct Player { let name: String; let score: Int }

        #Preview {
            let players = [Player(name: "B", score: 2), Player(name: "C", score: 3), Player(name: "A", score: 1)]
            VStack {
                Text(players.sorted(by: \\.score).map(\\.name).joined())
                Text(players.sorted(by: { $0.score > $1.score }).map(\\.name).joined())
                Text([3, 1, 2].sorted(by: >).map(String.init).joined())
            }
        }
        """)
        XCTAssertEqual(texts, ["ABC", "CBA", "321"])
    }

    /// A class two levels below the one that declares a method or property finds it (`addBadge`
    /// unqualified, `badges` on the instance), `super.init()` through a class that declares no
    /// initializer runs the one it inherits, and `super.configure()` reaches the grandparent's.
    func testMembersAndInitializersComeDownMoreThanOneClassLevel() throws {
        let texts = try previewTexts("""
        import SwiftUI

        class Base {
            private(set) var badges: [String] = []
            init() { configure() }
            func configure() { badges.append("New") }
            final func addBadge(_ badge: String) { badges.append(badge) }
        }
        class Middle: Base {}
        final class Leaf: Middle {
            override init() {
                super.init()
                addBadge("Leaf")
            }
            override func configure() {
                super.configure()
                addBadge("Sale")
            }
        }

        #Preview {
            Text(Leaf().badges.joined(separator: ","))
        }
        """)
        XCTAssertEqual(texts, ["New,Sale,Leaf"])
    }

    /// SwiftGen's `extension Font { static func custom(_ font: FontConvertible, size:) }`
    /// calls `custom(font.name, size:)`: a String is not a FontConvertible, so SwiftUI's
    /// `Font.custom(_:size:)` is meant, not the method itself again.
    func testAnUnqualifiedStaticCallWhoseArgumentsAreNotTheDeclaredTypesIsTheLibrarys() throws {
        let t = try layoutPreview("""
        import SwiftUI

        struct FontConvertible {
            let name: String
        }
        extension Font {
            static func custom(_ font: FontConvertible, size: CGFloat) -> Font {
                custom(font.name, size: size)
            }
        }

        #Preview {
            VStack {
                Text("Inter").font(.custom(FontConvertible(name: "Inter-Bold"), size: 22))
                Text("Inter").font(.custom("Inter-Bold", size: 22))
            }
        }
        """)
        let generated = t.node("VStack/0/Text"), direct = t.node("VStack/1/Text")
        XCTAssertEqual(generated.font?.size, 22)
        XCTAssertEqual(generated.font, direct.font)
        XCTAssertEqual(generated.text?.facePath, direct.text?.facePath)
    }

    /// A result builder's `buildExpression` overloads by parameter type: a String and an item
    /// each go to their own.
    func testBuildExpressionOverloadsArePickedByTheArgumentsType() throws {
        let texts = try previewTexts("""
        import SwiftUI

        struct Item { let title: String; var done = false }
        @resultBuilder
        enum ItemBuilder {
            static func buildExpression(_ item: Item) -> [Item] { [item] }
            static func buildExpression(_ title: String) -> [Item] { [Item(title: title + "?")] }
            static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
        }
        func items(@ItemBuilder _ content: () -> [Item]) -> [Item] { content() }

        #Preview {
            let list = items {
                Item(title: "a", done: true)
                "b"
            }
            Text(list.map { $0.title + ($0.done ? "!" : "") }.joined(separator: ","))
        }
        """)
        XCTAssertEqual(texts, ["a!,b?"])
    }

    /// Local functions overloaded by label where one has a defaulted parameter the call omits:
    /// `row(_:cents:)` is `row(_:cents:emphasis:)`, not `row(_:note:)`.
    func testALocalOverloadIsFoundWhenTheCallOmitsADefaultedParameter() throws {
        let texts = try previewTexts("""
        import SwiftUI

        struct Receipt: View {
            var body: some View {
                func row(_ title: String, cents: Int, bold: Bool = false) -> Text {
                    Text("\\(title)=\\(cents)\\(bold ? "!" : "")")
                }
                func row(_ title: String, note: String) -> Text {
                    Text("\\(title):\\(note)")
                }
                return VStack {
                    row("a", cents: 1)
                    row("b", note: "n")
                    row("c", cents: 3, bold: true)
                }
            }
        }

        #Preview { Receipt() }
        """)
        XCTAssertEqual(texts, ["a=1", "b:n", "c=3!"])
    }

    /// Type aliases declared inside a type and used by their short name there: an enum's
    /// implicit members (`var style: Style = .accent`), a labelled tuple's labels
    /// (`[Entry]` literals), and a function type taking a trailing closure (`var action: Action?`).
    func testANestedTypealiasStandsForItsTargetWhereItIsUsed() throws {
        let texts = try previewTexts("""
        import SwiftUI

        struct Chip: View {
            typealias Style = ChipStyle
            typealias Entry = (title: String, count: Int)
            typealias Action = () -> Void
            enum ChipStyle {
                case plain, accent
                var name: String { self == .accent ? "accent" : "plain" }
            }
            var style: Style = .plain
            var action: Action?
            private let entries: [Entry] = [("a", 1), ("b", 2)]

            var body: some View {
                VStack {
                    Text(style.name)
                    Text(entries.map { "\\($0.title)\\($0.count)" }.joined())
                    Text(action == nil ? "no action" : "action")
                }
            }
        }

        /// Another type's nested `Style` is its own, not Chip's alias.
        struct Toast: View {
            struct Style {
                let symbol: String
                static let info = Style(symbol: "i")
            }
            var style: Style = .info
            var body: some View { Text(style.symbol) }
        }

        #Preview {
            VStack {
                Chip(style: .accent) { print("tapped") }
                Chip()
                Toast()
            }
        }
        """)
        XCTAssertEqual(texts, ["accent", "a1b2", "action", "plain", "a1b2", "no action", "i"])
    }
}
