import PlumbModel

/// One preview found in the sources: a `#Preview` or a child of a `PreviewProvider`'s `previews`.
public struct SwiftPreview: Hashable, Sendable {
    /// The file it is written in, as given.
    public var file: String
    public var line: Int
    public var column: Int
    /// Its name: the `#Preview("name")` argument or `.previewDisplayName`, else
    /// `<File stem>` plus its index in the file when unnamed (`Card 2`).
    public var name: String
    /// The file's stem (`Card` for `Sources/DS/Card.swift`): the component name on disk.
    public var fileStem: String
    /// `traits: .sizeThatFitsLayout` / `.previewLayout(.sizeThatFits)`: laid out at its ideal size.
    public var sizeThatFits: Bool
    /// `.previewLayout(.fixed(width:height:))`.
    public var fixedSize: (width: Double, height: Double)?
    /// `.preferredColorScheme(.dark)`: the appearance the preview insists on.
    public var preferredColorScheme: Appearance?
    /// `#Preview(as: .systemMedium) { … } timeline: { … }`: the widget family it is drawn in.
    public var widgetFamily: String? = nil

    public static func == (a: SwiftPreview, b: SwiftPreview) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column && a.name == b.name
    }

    public func hash(into h: inout Hasher) {
        h.combine(file)
        h.combine(line)
        h.combine(column)
        h.combine(name)
    }
}

/// A preview evaluated for one cell of the matrix: the component (nil when it could not be
/// evaluated) and every diagnostic met on the way.
public struct PreviewEvaluation: Sendable {
    public var preview: SwiftPreview
    public var component: ResolvedComponent?
    public var diagnostics: [SwiftDiagnostic]

    /// Whether any diagnostic is an error.
    public var failed: Bool { component == nil || diagnostics.contains { $0.severity == .error } }

    /// How many fallbacks the render has: every warning of an evaluation names one (an unknown
    /// name evaluated as a placeholder, a modifier ignored, a view drawn as an empty view).
    public var fallbacks: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// `rendered`, `rendered with fallbacks` or `failed`.
    public var status: PreviewStatus {
        failed ? .failed : fallbacks > 0 ? .renderedWithFallbacks : .rendered
    }
}

/// What became of a preview: drawn as written, drawn with stand-ins for what Plumb could not
/// evaluate (each a warning), or not drawn.
public enum PreviewStatus: String, Sendable {
    case rendered
    case renderedWithFallbacks = "rendered with fallbacks"
    case failed
}
