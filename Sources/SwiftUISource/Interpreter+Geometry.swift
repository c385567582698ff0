import Foundation
import Layout
import ViewModel
import SwiftSyntax

/// `GeometryReader { proxy in … }`: "a container view that defines its content as a function of its own size and
/// coordinate space" (Apple, GeometryReader). Its size is layout's to give (`SizedContent`), so the content closure is
/// run once here without it and, if it reads the proxy, again at each size layout asks for, with a proxy of that size.
extension Interpreter {
    func geometryReader(_ c: FunctionCallExprSyntax, _ scope: Scope, source: SourceLocation) throws -> Value {
        guard case .closure(let f)? = try arguments(c, scope).last?.value else { throw fail("GeometryReader needs a content closure", at: c) }
        let unsized = fail("a GeometryReader's size is known only when it is laid out", at: c)
        let content: GeometryReaderValue
        do {
            // Content that never reads its proxy is evaluated now, as any view is.
            let views = try readerContent(f, proxy: .opaque(unsized), at: c)
            content = GeometryReaderValue { _ in views }
        } catch let d as SwiftDiagnostic where d.allBlockers.contains(where: { $0.stems(from: unsized) }) {
            // Its other blockers, if any, are met again when the content is made at its size.
            defersToLayout = true
            let deferred = DeferredGeometryContent(self, closure: f, call: c)
            content = GeometryReaderValue { size in try deferred.views(at: size) }
        }
        return .views([Element(kind: .geometryReader(content), modifiers: [], id: nil, suppressions: suppressions(c), source: source)])
    }

    /// The content at `size`, in the environment the reader was written in, with a step budget of its own (it runs
    /// after the preview's evaluation, once per size).
    func readerContent(_ d: DeferredGeometryContent, at size: Size) throws -> [Element] {
        try atLayoutTime(d.state) { try readerContent(d.closure, proxy: .geometryProxy(size), at: d.call) }
    }

    /// `body` in the state the evaluator was in where the deferred code is written, with a step budget of its own
    /// (it runs after the preview's evaluation, once per size or call layout makes).
    func atLayoutTime<T>(_ state: LayoutTimeState, _ body: () throws -> T) rethrows -> T {
        let saved = (env, sectionsAsMarkers, depth, steps, discardsUnknownCalls, evaluatingAtLayoutTime)
        (env, sectionsAsMarkers, depth, steps, discardsUnknownCalls) = (state.env, state.sectionsAsMarkers, state.depth, 0, false)
        evaluatingAtLayoutTime = true
        defer { (env, sectionsAsMarkers, depth, steps, discardsUnknownCalls, evaluatingAtLayoutTime) = saved }
        return try body()
    }

    /// The content's views; what stops it (statements passed over included) is thrown, every blocker with it.
    private func readerContent(_ f: Closure, proxy: Value, at c: FunctionCallExprSyntax) throws -> [Element] {
        let value = try evaluatingAll { try known(try invoke(f, [Argument(label: nil, value: proxy)], at: c)) }
        guard case .views(let views) = value else {
            throw fail("GeometryReader's content is not a view", at: c)
        }
        if let unsized = views.lazy.compactMap(SwiftPreview.unsizedImageDiagnostic).first { throw unsized }
        return views
    }

    /// `proxy.size`, `proxy.safeAreaInsets`; nil for other names.
    func geometryProxyProperty(_ name: String, _ size: Size) -> Value? {
        switch name {
        case "size": return Self.cgSize(size)
        // The reader's content area: a view laid out inside the safe area (a preview's, unless it ignores it) sees
        // no insets (*assumption*: a reader under `.ignoresSafeArea()` is not modelled).
        case "safeAreaInsets": return .member("zero", arguments: nil)
        default: return nil
        }
    }

    /// `proxy.frame(in: .local)`: the reader's bounds, at (0, 0). Its place in `.global` or a named space depends on
    /// where the screen puts it (bars, safe area, scrolling): not known statically, reported where it is read.
    func geometryProxyMethod(_ name: String, _ size: Size, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        if name == "frame", case .member("local", nil)? = args.first(where: { $0.label == "in" })?.value {
            return .member("init", arguments: [Argument(label: "x", value: .number(0)), Argument(label: "y", value: .number(0)),
                                               Argument(label: "width", value: .number(size.width)),
                                               Argument(label: "height", value: .number(size.height))])
        }
        return .opaque(fail("`\(name)(\(c.arguments.sourceText))`: only a GeometryReader's size and its `.local` frame are known statically (where it "
                            + "sits on the screen depends on bars, the safe area and scrolling)", at: c))
    }

    static func cgSize(_ size: Size) -> Value {
        .member("init", arguments: [Argument(label: "width", value: .number(size.width)),
                                    Argument(label: "height", value: .number(size.height))])
    }
}

/// A GeometryReader's content closure, run again at layout time at each size asked (`GeometryReaderValue.content`),
/// in the state the evaluator was in where the reader is written.
final class DeferredGeometryContent: @unchecked Sendable {  // the interpreter is used only under its layoutTimeLock
    private let interpreter: Interpreter
    let closure: Closure
    let call: FunctionCallExprSyntax
    let state: LayoutTimeState

    init(_ interpreter: Interpreter, closure: Closure, call: FunctionCallExprSyntax) {
        self.interpreter = interpreter
        self.closure = closure
        self.call = call
        state = LayoutTimeState(interpreter)
    }

    func views(at size: Size) throws -> [Element] {
        interpreter.layoutTimeLock.lock()
        defer { interpreter.layoutTimeLock.unlock() }
        return try interpreter.readerContent(self, at: size)
    }
}

/// What the evaluator was doing where code that runs at layout time is written (a GeometryReader's content, a custom
/// Layout's methods): that code runs later, in this state.
struct LayoutTimeState {
    let env: EvalEnvironment
    let sectionsAsMarkers: Bool
    let depth: Int

    init(_ interpreter: Interpreter) {
        env = interpreter.env
        sectionsAsMarkers = interpreter.sectionsAsMarkers
        depth = interpreter.depth
    }
}
