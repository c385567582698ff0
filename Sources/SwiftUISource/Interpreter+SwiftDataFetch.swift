import Foundation
import SwiftSyntax

/// What a model context does with models (`Interpreter+SwiftData.swift`): inserting, deleting and saving them, and
/// fetching them for `@Query` and `fetch(_:)`.
extension Interpreter {
    /// `context.insert(x)`, `delete(x)`, `save()`, `fetch(d)`, `fetchCount(d)`; nil for another method.
    func swiftDataMethod(_ context: ObjectRef, _ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard context.type.name == Self.modelContextName else { return nil }
        let container: ObjectRef? = if case .object(let o)? = context.fields[Self.contextContainer] { o } else { nil }
        let isMain = context.fields[Self.contextIsMain]?.isTrue == true
        switch (name, args.count) {
        case ("insert", 1):
            let model = try persistentModel(args[0].value, for: name, at: c)
            guard let container else {
                throw fail("SwiftData throws here: the environment's model context has no container (none is attached "
                           + "above the view): add `.modelContainer(for: \(model.type.name).self, inMemory: true)` to the preview", at: c)
            }
            if isMain { appendModel(model, to: container, Self.storeModels) } else { appendModel(model, to: context, Self.contextPending) }
            return .null
        case ("delete", 1) where args[0].label == nil:
            let model = try persistentModel(args[0].value, for: name, at: c)
            if let container { appendModel(model, to: container, Self.storeDeleted) }
            return .null
        case ("save", 0):
            // A context's own inserts reach the store, where the main context's queries see them.
            guard let container, !isMain, let pending = context.fields[Self.contextPending]?.elements, !pending.isEmpty else { return .null }
            for case .object(let model) in pending { appendModel(model, to: container, Self.storeModels) }
            setStoreField(context, Self.contextPending, .array([]))
            return .null
        case ("fetch", 1), ("fetchCount", 1):
            guard case .member(Self.fetchDescriptorMarker, let request?) = try known(args[0].value) else {
                throw fail("`\(name)(_:)` is given \(args[0].value.typeDescription); it is evaluated with a `FetchDescriptor<Model>(…)`", at: c)
            }
            let results = try fetchModels(request, with: context, at: c)
            if name == "fetch" { return results }
            if case .opaque = results { return results }
            return .int(results.elements.count)
        default: return nil
        }
    }

    /// `@Query var items: [Item]` read in the body: the models of the context the environment holds.
    func queryResults(_ request: [Argument], at node: some SyntaxProtocol) throws -> Value {
        guard case .object(let context)? = env.values["modelContext"], context.type.name == Self.modelContextName else {
            throw noContainer(request, at: node)
        }
        return try fetchModels(request, with: context, at: node)
    }

    /// The models `request` (a `FetchDescriptor` or a `@Query`'s arguments) selects from the context's store: filtered
    /// by its predicate, in the order its sort descriptors give, or unordered where the store's order would decide.
    func fetchModels(_ request: [Argument], with context: ObjectRef, at node: some SyntaxProtocol) throws -> Value {
        guard case .object(let container)? = context.fields[Self.contextContainer] else { throw noContainer(request, at: node) }
        guard container.fields[Self.storeInMemory]?.isTrue == true else {
            return .opaque(fail("the models come from SwiftData's store on disk, which holds what the app saved in earlier "
                                + "runs, known only at run time: give the preview an in-memory container (`.modelContainer(for: "
                                + "Model.self, inMemory: true)` or `ModelConfiguration(isStoredInMemoryOnly: true)`) with sample "
                                + "models inserted", at: node))
        }
        guard case .string(let written)? = request.first(where: { $0.label == "type" })?.value else {
            throw fail("the model type fetched is not written here: write it (`FetchDescriptor<Item>(…)`, `@Query var items: [Item]`)", at: node)
        }
        // `@Query var models: [Model]` in a view nested in a generic `ModelPreview<Model, …>`: the type it was given.
        let typeName = genericTypesInEvaluation[written] ?? written
        guard let t = lookupType(typeName, from: nil) else {
            throw fail("the model type `\(typeName)` fetched here is not a type of the sources (a generic parameter stands for "
                       + "a type layoutcheck does not infer): write a view whose `@Query` names the model type", at: node)
        }
        guard t.isPersistentModel else {
            throw fail("`\(typeName)` is fetched as a SwiftData model, but it is not a `@Model` class of the sources", at: node)
        }
        let pending = context.fields[Self.contextIsMain]?.isTrue == true ? [] : (context.fields[Self.contextPending]?.elements ?? [])
        var models = storedModels(container, pending: pending).filter { $0.type === t || index.supertypes(of: $0.type).contains { $0 === t } }
        if let predicate = request.first(where: { $0.label == "predicate" })?.value, !predicate.isNull {
            models = try models.filter { try truth(try apply(predicate, [.object($0)], at: node), at: node) }
        }
        let keys = try sortKeys(request.first(where: { $0.label == "sortBy" })?.value.elements ?? [], at: node)
        return try ordered(models, by: keys, at: node)
    }

    /// Apple documents the environment's context without a container as fetching nothing, but a `@Query` there stops
    /// the app ("Set a .modelContext in view's environment to use Query", Hacking with Swift's "Common SwiftData
    /// errors"): what the preview would show is not certain, so it is reported.
    private func noContainer(_ request: [Argument], at node: some SyntaxProtocol) -> SwiftDiagnostic {
        let model = if case .string(let name)? = request.first(where: { $0.label == "type" })?.value { name } else { "Model" }
        return fail("the models are fetched from the environment's model context, but no model container is attached above "
                    + "the view (SwiftData stops here: \"Set a .modelContext in view's environment to use Query\"): add "
                    + "`.modelContainer(for: \(model).self, inMemory: true)` to the preview, with sample models inserted", at: node)
    }

    /// Every model the store holds: those inserted and, as SwiftData inserts them with their root, those related to
    /// them through their properties, less those deleted.
    private func storedModels(_ container: ObjectRef, pending: [Value]) -> [ObjectRef] {
        let deleted = Set(Self.models(in: container.fields[Self.storeDeleted]).map(ObjectIdentifier.init))
        var queue = Self.models(in: container.fields[Self.storeModels]) + Self.models(in: .array(pending))
        var seen: Set<ObjectIdentifier> = []
        var stored: [ObjectRef] = []
        var next = 0
        while next < queue.count {
            let model = queue[next]
            next += 1
            guard seen.insert(ObjectIdentifier(model)).inserted, !deleted.contains(ObjectIdentifier(model)) else { continue }
            stored.append(model)
            for p in index.storedProperties(of: model.type) { queue += Self.models(in: model.fields[p.name]) }
        }
        return stored
    }

    /// The `@Model` objects a property holds: one, or an array of them.
    private static func models(in value: Value?) -> [ObjectRef] {
        switch value {
        case .object(let o)? where o.type.isPersistentModel: return [o]
        case .array(let items)?, .unordered(let items)?:
            return items.compactMap { if case .object(let o) = $0, o.type.isPersistentModel { o } else { nil } }
        default: return []
        }
    }

    private func persistentModel(_ v: Value, for name: String, at c: FunctionCallExprSyntax) throws -> ObjectRef {
        guard case .object(let model) = try known(v), model.type.isPersistentModel else {
            throw fail("`\(name)(_:)` takes a `@Model` object of the sources; found \(v.typeDescription)", at: c)
        }
        return model
    }

    private func appendModel(_ model: ObjectRef, to holder: ObjectRef, _ field: String) {
        setStoreField(holder, field, .array((holder.fields[field]?.elements ?? []) + [.object(model)]))
    }

    /// A change other code reads (a view's query), recorded as an assignment to an object's property is.
    private func setStoreField(_ holder: ObjectRef, _ field: String, _ value: Value) {
        noteChange(of: holder, to: value)
        holder.fields[field] = value
    }
}

extension Value {
    var isTrue: Bool { if case .bool(true) = self { true } else { false } }
}
