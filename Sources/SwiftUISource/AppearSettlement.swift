import SwiftSyntax

/// What appear actions changed outside the view that runs them, carried from one evaluation of a preview to the next.
///
/// An appear action (`.onAppear`, `.task`) often changes data other views read: a view model passed in
/// (`.task { await model.load() }`), or a SwiftData container that an `.onAppear` fills with sample models. SwiftUI
/// then evaluates again the body of every view that read it (Apple, "Managing model data in your app": "SwiftUI
/// updates a view only when an observable property changes and the view's body reads the property"; `@Query`
/// "updates when the data changes"), and the preview settles on that content. Views evaluated before the action ran
/// have already given their views, so the preview is evaluated again from the start, as if every view re-read it:
/// - an object the action changed is the same object when the evaluation makes it again at the same place (the
///   same call, its nth time): SwiftUI keeps a view's state and stored objects while the view stays, and only the
///   views that read changed data are evaluated again, not the ones that made the data;
/// - an action that ran is not run again (a view appears once); the view's own state it changed is carried too;
/// - a static the action changed keeps its value.
/// An evaluation that keeps no action is final. After `maxPasses` evaluations an action that would need another is
/// listed as not run, as before this settlement existed.
final class AppearSettlement {
    /// A place where an object is made (or an action written), and how many were made there before it in the
    /// evaluation: the nth row's model is the nth made by the row's initializer.
    struct Site: Hashable {
        let node: SyntaxIdentifier
        let occurrence: Int
    }

    static let maxPasses = 4
    private(set) var pass = 1
    /// The objects kept actions changed, by where they were made.
    private var objectsBySite: [Site: ObjectRef] = [:]
    /// Each carried object's fields as the kept actions left them, restored at the start of every evaluation.
    private var snapshots: [ObjectIdentifier: (object: ObjectRef, fields: [String: Value])] = [:]
    /// Statics kept actions changed (or that hold an object they changed), with their values.
    private(set) var statics: [String: Value] = [:]
    /// The actions that ran, by where they are written and their nth run there.
    private var ranActions: Set<Site> = []
    private var keptObjects: [ObjectRef] = []
    private var keptStatics: Set<String> = []

    /// Actions kept although they stored a value known only at run time (`refillDate = Date(timeIntervalSinceNow:
    /// …)`), with that value's reason: the views may never read it. When an evaluation stops reading it, the preview
    /// is evaluated again from the start without them (`rejected`), as it first appears.
    private(set) var tentative: [(action: Site, unknown: SwiftDiagnostic)] = []
    let rejected: Set<Site>

    init(rejected: Set<Site> = []) { self.rejected = rejected }

    func keepTentatively(_ action: Site, storing unknown: SwiftDiagnostic) { tentative.append((action, unknown)) }

    /// The tentatively kept actions a failed evaluation's blockers read the stored values of.
    func actionsRead(by failure: Error) -> Set<Site> {
        guard let d = failure as? SwiftDiagnostic else { return [] }
        return Set(tentative.filter { kept in d.allBlockers.contains { $0.stems(from: kept.unknown) } }.map(\.action))
    }

    /// Whether an action that changes data outside its view may be kept for another evaluation.
    var mayKeep: Bool { pass < Self.maxPasses }

    func carried(at site: Site) -> ObjectRef? { objectsBySite[site] }

    func ran(_ action: Site) -> Bool { ranActions.contains(action) }

    /// Keeps an action that changed `objects` (each made at a known site, or held by one of `statics`) and `statics`.
    func keep(_ action: Site, objects: [ObjectRef], statics: [String]) {
        ranActions.insert(action)
        keptObjects += objects
        keptStatics.formUnion(statics)
    }

    /// Ends an evaluation: true when an action was kept in it, so the preview is evaluated again with what it changed.
    func endPass(staticValues: [String: Value]) -> Bool {
        guard !keptObjects.isEmpty || !keptStatics.isEmpty else { return false }
        for object in keptObjects {
            snapshots[ObjectIdentifier(object)] = (object, object.fields)
            if let site = object.creationSite { objectsBySite[site] = object }
        }
        for key in keptStatics { statics[key] = staticValues[key] }
        keptObjects = []
        keptStatics = []
        pass += 1
        for (object, fields) in snapshots.values { object.fields = fields }
        return true
    }
}
