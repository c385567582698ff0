import Foundation
import SwiftSyntax

/// SwiftData in a preview: an in-memory `ModelContainer` holds exactly the models the preview inserts, so what a
/// view's `@Query` or a context's `fetch` returns from it is known statically. A store on disk holds what earlier runs
/// saved, known only at run time, and is reported where layout reads it.
///
/// Behaviour reproduced (Apple's SwiftData documentation):
/// - `ModelContext`: inserting the root of a graph of related models inserts the related models too; without an
///   attached container the environment's context is bound to an in-memory, schema-less container: "trying to insert
///   models into that context throws an error, and fetches return empty results".
/// - `modelContainer(for:inMemory:…)` makes a container, on disk unless `inMemory` is true; `ModelConfiguration`'s
///   `isStoredInMemoryOnly` is false unless given.
/// - `@Query` fetches with the environment's context; its results follow its sort descriptors. Without one, or
///   between models whose sort keys are equal, the order is the store's, which SwiftData does not specify: such
///   results are an unordered collection, so that what depends on their order is reported, not guessed.
/// - `SortDescriptor` compares strings with `String.StandardComparator.localizedStandard` unless another comparator
///   is given (Foundation's `SortDescriptor.init(_:comparator:order:)`); a nil key sorts before any value.
extension Interpreter {
    static let modelContainerName = "ModelContainer"
    static let modelContextName = "ModelContext"
    static let modelConfigurationMarker = "$modelConfiguration"
    static let fetchDescriptorMarker = "$fetchDescriptor"
    static let sortDescriptorMarker = "$sortDescriptor"
    static let storeInMemory = "$inMemory", storeModels = "$models", storeDeleted = "$deleted"
    static let contextContainer = "$container", contextPending = "$pending"
    static let contextIsMain = "$isMain"

    static func isSwiftDataObject(_ o: ObjectRef) -> Bool {
        !o.type.isDeclared && (o.type.name == modelContainerName || o.type.name == modelContextName)
    }

    /// `ModelConfiguration(…)`, `ModelContainer(…)`, `ModelContext(container)`, `FetchDescriptor<T>(…)`,
    /// `SortDescriptor(…)`, `Query(…)`; nil for another name or form. `generic` is the type written in `<…>`.
    func swiftDataValue(_ name: String, _ args: [Argument], generic: String?, at c: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "ModelConfiguration":
            return .member(Self.modelConfigurationMarker, arguments: [Argument(label: "isStoredInMemoryOnly",
                                                                               value: .bool(try inMemoryFlag(args, at: c)))])
        case "ModelContainer":
            return .object(makeModelContainer(inMemory: try configurationsAreInMemory(args, at: c), at: Syntax(c)))
        case "ModelContext":
            guard args.count == 1, case .object(let container) = args[0].value, container.type.name == Self.modelContainerName,
                  !container.type.isDeclared else { return nil }
            return .object(makeModelContext(container))
        case "FetchDescriptor": return try fetchDescriptor(args, typeName: generic, at: c)
        case "SortDescriptor": return try sortDescriptor(args, at: c)
        case "Query": return try queryMarker(args, typeName: generic, at: c)
        case "Schema":
            // The model types a container is made for: no model is in it until one is inserted.
            return .member("$schema", arguments: nil)
        default: return nil
        }
    }

    /// `isStoredInMemoryOnly: true`; false when not given, as `ModelConfiguration`'s default.
    private func inMemoryFlag(_ args: [Argument], label: String = "isStoredInMemoryOnly", at c: some SyntaxProtocol) throws -> Bool {
        guard let flag = args.first(where: { $0.label == label }) else { return false }
        return try truth(flag.value, at: c)
    }

    /// A container's store is in memory when every configuration it is given is (none given: one on disk).
    private func configurationsAreInMemory(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Bool {
        guard let given = args.first(where: { $0.label == "configurations" })?.value else { return false }
        let configurations = given.elements.isEmpty ? [given] : given.elements
        return try configurations.allSatisfy { configuration in
            switch configuration {
            case .member(Self.modelConfigurationMarker, let fields?), .member("init", let fields?):
                return try inMemoryFlag(fields, at: c)
            case .opaque(let why): throw unknown(why, readAt: c)
            default: throw fail("a model configuration is made with `ModelConfiguration(isStoredInMemoryOnly:)` here", at: c)
            }
        }
    }

    /// A container made at `place`: the one an earlier evaluation made there, as appear actions filled it, if any.
    func makeModelContainer(inMemory: Bool, at place: Syntax) -> ObjectRef {
        let site = nextCreationSite(at: place)
        if let site, let carried = settlement?.carried(at: site) { return carried }
        let type = foundationType(Self.modelContainerName)
        type.hasMutableStorage = true  // what is inserted changes it: never shared between evaluations as a `let`'s
        return madeObject(type, [Self.storeInMemory: .bool(inMemory), Self.storeModels: .array([]),
                                 Self.storeDeleted: .array([])], at: site)
    }

    /// A context on `container`; nil makes the environment's context without a container.
    private func makeModelContext(_ container: ObjectRef?, isMain: Bool = false) -> ObjectRef {
        let type = foundationType(Self.modelContextName)
        type.hasMutableStorage = true
        return ObjectRef(type: type, fields: [Self.contextContainer: container.map { .object($0) } ?? .null,
                                              Self.contextPending: .array([]), Self.contextIsMain: .bool(isMain)])
    }

    /// `container.mainContext`, whose inserts `@Query` sees at once: it keeps nothing of its own (its inserts go to
    /// the container), so each read makes a handle to it rather than the container holding one (a reference cycle
    /// the evaluation would never free).
    private func mainContext(of container: ObjectRef) -> ObjectRef {
        makeModelContext(container, isMain: true)
    }

    /// `\.modelContext` when no `.modelContainer(…)` is above the view.
    func environmentModelContext() -> Value { .object(makeModelContext(nil)) }

    /// `.modelContainer(container)`, `.modelContainer(for: Item.self, inMemory: true)`, `.modelContext(context)`:
    /// the context views below read as `\.modelContext` and `@Query` fetches with.
    func applyModelEnvironment(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws {
        switch (name, args.first?.label, args.first?.value) {
        case ("modelContainer", nil, .object(let container)?) where container.type.name == Self.modelContainerName:
            env.values["modelContext"] = .object(mainContext(of: container))
        case ("modelContainer", "for", _):
            let inMemory = try inMemoryFlag(args, label: "inMemory", at: node)
            env.values["modelContext"] = .object(mainContext(of: makeModelContainer(inMemory: inMemory, at: Syntax(node))))
        case ("modelContext", nil, .object(let context)?) where context.type.name == Self.modelContextName:
            env.values["modelContext"] = .object(context)
        case (_, _, .opaque(let why)?): throw unknown(why, readAt: node)
        case (_, _, nil): return  // written without arguments (not Swift): nothing to attach
        default:
            throw fail("`.\(name)(…)` is given \(args.first?.value.typeDescription ?? "nothing"), not a model container or context "
                       + "made in the sources", at: node)
        }
    }

    /// `container.mainContext`, `context.container`.
    func swiftDataProperty(_ name: String, of o: ObjectRef) -> Value? {
        switch (o.type.name, name) {
        case (Self.modelContainerName, "mainContext"): return .object(mainContext(of: o))
        case (Self.modelContextName, "container"): return o.fields[Self.contextContainer]
        case (Self.modelContextName, "autosaveEnabled"): return o.fields[Self.contextIsMain]
        default: return nil
        }
    }
}
