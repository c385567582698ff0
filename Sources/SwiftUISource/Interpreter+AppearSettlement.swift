import SwiftSyntax

/// The evaluator's side of `AppearSettlement`: where objects are made, and which appear actions may be kept for the
/// next evaluation of the preview.
extension Interpreter {
    /// The site of the next object made at `node`; nil when no action is run in this evaluation.
    func nextCreationSite(at node: some SyntaxProtocol) -> AppearSettlement.Site? {
        guard settlement != nil else { return nil }
        let occurrence = objectsMade[node.id, default: 0]
        objectsMade[node.id] = occurrence + 1
        return AppearSettlement.Site(node: node.id, occurrence: occurrence)
    }

    /// An object made at `site`, in the body being evaluated; one that is a stored property's initial value
    /// (`@State var model = Model()`, read in the body) is the view's, kept while the view stays.
    func madeObject(_ type: TypeDecl, _ fields: [String: Value], at site: AppearSettlement.Site?) -> ObjectRef {
        let object = ObjectRef(type: type, fields: fields, site: site)
        if site != nil, readingInitialValues == 0, initializingStatics == 0 { object.madeInBody = bodyBeingEvaluated }
        return object
    }

    /// A property of `object` read: marks one read by the body that made it.
    @inline(__always) func noteRead(of object: ObjectRef) {
        if object.madeInBody == bodyBeingEvaluated, object.madeInBody >= 0 { object.readByMaker = true }
    }

    /// Runs `evaluate` as a new body: what it reads is its own.
    func asBody<T>(_ evaluate: () throws -> T) rethrows -> T {
        let outer = bodyBeingEvaluated
        bodiesEntered += 1
        bodyBeingEvaluated = bodiesEntered
        defer { bodyBeingEvaluated = outer }
        return try evaluate()
    }

    /// The site of an action about to run at `call`: its nth run there in this evaluation.
    func nextActionSite(at call: FunctionCallExprSyntax) -> AppearSettlement.Site {
        let occurrence = actionsRun[call.id, default: 0]
        actionsRun[call.id] = occurrence + 1
        return AppearSettlement.Site(node: call.id, occurrence: occurrence)
    }

    /// Keeps an action that ran to its end and changed data outside its view, when the next evaluation can make
    /// that data again as the action left it: each object it changed was made at a known site in this evaluation or
    /// is held by a static of it. Nil when kept; otherwise why not (the action is then undone and listed as not run).
    func keepForNextEvaluation(_ action: AppearSettlement.Site, _ undo: AppearUndo) -> String? {
        guard let settlement else { return "it changes data outside the view, which layoutcheck does not carry here" }
        guard settlement.mayKeep else {
            return "it changes data views read, and appear actions kept changing it through \(AppearSettlement.maxPasses) "
                + "evaluations of the preview; layoutcheck stops there"
        }
        // An object the body that made it read is made anew when SwiftUI evaluates that body again: the change is lost.
        if let remade = undo.changedObjects.first(where: \.readByMaker) {
            return "it changes `\(remade.type.name)`, which the body that made it reads: SwiftUI evaluates that body again "
                + "and makes a new `\(remade.type.name)`, so the change is not shown (hold it in `@State` to keep it)"
        }
        var statics = Array(undo.statics.keys)
        for object in undo.changedObjects where object.creationSite == nil {
            guard let holder = staticValues.filter({ if case .object(let o) = $0.value { o === object } else { false } })
                .keys.min() else {
                return "it changes `\(object.type.name)`, which views evaluated before it may have read; layoutcheck "
                    + "cannot make it again as the action left it"
            }
            statics.append(holder)
        }
        settlement.keep(action, objects: undo.changedObjects, statics: statics)
        return nil
    }

    /// The tables of views made in this evaluation are done with: a GeometryReader's content, run again at layout
    /// time, holds the evaluator, which must not hold those views in turn (a cycle never freed).
    func forgetViewTables() {
        taggedViews = [:]
        forEachElements = [:]
        pickers = [:]
        presented = []
        layoutValueTable = []
    }
}
