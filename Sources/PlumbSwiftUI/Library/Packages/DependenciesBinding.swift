import SwiftSyntax

/// swift-dependencies (Point-Free): `@Dependency(\.apiClient) var apiClient` and
/// `@Dependency(APIClient.self)`, as a preview sees them. A preview runs in the library's
/// preview context, where a key's value is its `previewValue`, which defaults to its
/// `liveValue` (a `DependencyKey`), else its `testValue` (a `TestDependencyKey` only).
/// `\.name` reads the sources' `extension DependencyValues { var name: T { self[Key.self] } }`;
/// the getter's other statements are not run (only the key it reads matters). Dependencies
/// the library itself provides (`\.date`, `\.uuid`, `\.continuousClock`, …) are not modelled:
/// they are unknown names, with a warning.
enum DependenciesBinding {
    static let wrapperName = "Dependency"
    static let valuesType = "DependencyValues"
    /// The statics a key's value is read from, in the preview context's order.
    static let keyStatics = ["previewValue", "liveValue", "testValue"]
}

extension SwiftEvaluator {
    /// The value of `@Dependency(…)` (its attribute `w`), or nil when it names nothing the
    /// sources declare.
    func dependencyValue(_ w: AttributeSyntax, _ scope: Scope, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard case .argumentList(let list)? = w.arguments, let first = list.first else { return nil }
        switch try eval(first.expression, scope, file) {
        case .keyPath(let path):
            guard let name = path.first, let prop = declarations.type(DependenciesBinding.valuesType)?.properties[name] else {
                throw fail("dependency '\\.\(path.joined(separator: "."))' is not declared in an extension of DependencyValues",
                           at: first.expression, file)
            }
            var value = try keyedStorageValue(prop, container: DependenciesBinding.valuesType, statics: DependenciesBinding.keyStatics)
            for member in path.dropFirst() {
                guard let v = value else { break }
                value = try self.member(of: v, member, node: first.expression, file)
            }
            return value
        case .type(let t):
            for name in DependenciesBinding.keyStatics {
                if let v = try staticMember(t, name, node: first.expression, file) { return v }
            }
            throw fail("'\(t)' declares no previewValue, liveValue or testValue", at: first.expression, file)
        default:
            return nil
        }
    }
}
