import ViewModel
import SwiftSyntax

/// `AsyncImage`, as it is before its image loads: the one state a check can know (the image comes from the network
/// at run time). Apple, AsyncImage: "Until the image loads, the view displays a standard placeholder that fills the
/// available space"; with `content:placeholder:` the placeholder view is shown, and with a phase closure the
/// closure's view for `AsyncImagePhase.empty` ("No image is loaded"), whose `image` and `error` are nil.
extension Interpreter {
    /// `AsyncImagePhase.empty`, marked so that only it answers `image` and `error` with nil.
    static var emptyAsyncImagePhase: Value { .member("empty", arguments: [Argument(label: "$asyncImagePhase", value: .null)]) }

    func asyncImage(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        if let stub = index.stubs["AsyncImage"] { return stubView("AsyncImage", stub, at: c) }
        let args = try arguments(c, scope)
        if let placeholder = args.first(where: { $0.label == "placeholder" }) {
            return try apply(placeholder.value, [], at: c)
        }
        if let phaseContent = args.last(where: { ($0.label == nil || $0.label == "content") && $0.value.isClosure }) {
            return try apply(phaseContent.value, [Self.emptyAsyncImagePhase], at: c)
        }
        return .views([Element(kind: .color("secondarySystemFill"), modifiers: [], id: nil, suppressions: suppressions(c),
                               source: location(c))])
    }
}
