import SwiftSyntax

/// Kingfisher's `KFImage` (and `KFAnimatedImage`): a view that loads an image from a URL and
/// shows its `.placeholder { … }` until the image arrives. A preview or a snapshot is drawn
/// before any download finishes, so it shows the placeholder — or nothing, in the frame the
/// modifiers give, when there is none. Kingfisher's own builder methods (`.resizable()`,
/// `.fade(duration:)`, `.onSuccess { … }`, cache and processor options) change only how a loaded
/// image would look or load: they keep the view as it is. SwiftUI's modifiers apply as to any view.
enum KingfisherBinding {
    static let typeNames: Set<String> = ["KFImage", "KFAnimatedImage"]

    /// The builder methods that return the image view unchanged here.
    static let builderMethods: Set<String> = [
        "resizable", "fade", "onSuccess", "onFailure", "onProgress", "cancelOnDisappear", "cacheOriginalImage",
        "loadDiskFileSynchronously", "retry", "setProcessor", "appendProcessor", "downsampling", "scaleFactor",
        "serialize", "diskCacheExpiration", "memoryCacheExpiration", "forceRefresh", "startLoadingBeforeViewAppear",
        "reducePriorityOnDisappear", "configure", "contentConfigure", "interpolation", "antialiased", "renderingMode",
        "backgroundDecode", "onlyFromCache", "targetCache", "originalCache", "waitForCache", "requestModifier",
        "lowDataModeSource", "fromMemoryCacheOrRefresh", "cacheMemoryOnly", "callbackQueue", "processingQueue",
        "transition", "alternativeSources", "roundCorner", "blur", "cacheSerializer", "imageModifier", "onFailureImage",
        "resizing", "scaledToFit", "scaledToFill", "aspectFit", "aspectFill",
    ]

    /// The view a `KFImage` is before any placeholder: nothing, at whatever size it is given.
    static func image(at location: SourceLocation) -> ViewDescription {
        ViewDescription.empty(at: location).renamed("KFImage")
    }

    /// The `KFImage` view a value is, if it is one.
    static func imageView(_ v: SwiftValue) -> ViewDescription? {
        guard case .view(let d) = v, d.name == "KFImage" else { return nil }
        return d
    }
}

extension SwiftEvaluator {
    /// `KFImage(url)`, `KFImage(source:)`, `KFImage.url(url)`: the image view (its placeholder
    /// is set by `.placeholder`).
    func kingfisherConstruct(_ name: String, at node: some SyntaxProtocol, _ file: SwiftSourceFile) -> SwiftValue? {
        guard KingfisherBinding.typeNames.contains(name) else { return nil }
        return .view(KingfisherBinding.image(at: file.location(of: node)))
    }

    /// A `KFImage`'s own methods: `.placeholder { … }` makes the placeholder what is shown (its
    /// closure's progress argument, when it takes one, is no progress yet); the builder methods
    /// keep the view. Nil for anything else (SwiftUI's modifiers).
    func kingfisherMethod(_ receiver: SwiftValue, _ name: String, _ args: [Argument], node: some SyntaxProtocol,
                          _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard let image = KingfisherBinding.imageView(receiver) else { return nil }
        if name == "placeholder" {
            guard case .closure(let c)? = args.last?.value else { return receiver }
            let progress: [SwiftValue] = c.parameters.isEmpty ? [] : [.double(0)]
            var shown = asView(try callClosure(c, progress, node: node, file), at: node, file).renamed("KFImage")
            shown.modifiers = image.modifiers + shown.modifiers
            return .view(shown)
        }
        return KingfisherBinding.builderMethods.contains(name) ? receiver : nil
    }
}
