import DynamicType
import Foundation
import ViewModel
import SwiftSyntax

extension Interpreter {
    func memberAccess(_ m: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = m.declName.baseName.plain
        guard let baseExpr = m.base else {
            if let implicit = implicitBase, implicit.node == m.id { return try staticMember(name, of: implicit.type, at: m) }
            return .member(name, arguments: nil)
        }
        if let flag = Self.processFlag(name, of: baseExpr) { return flag }
        if let metrics = Self.defaultFontMetrics(name, of: baseExpr) { return metrics }
        // `Color?.none`, `Optional<Color>.none`: Optional's nil, written with its type (`.tag(Color?.none)`).
        if name == "none", baseExpr.is(OptionalChainingExprSyntax.self) || baseExpr.trimmedDescription.hasPrefix("Optional<") {
            return .null
        }
        if name == "init", m.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != m.id,
           let reference = initializerReference(ExprSyntax(m)) {
            // `map(String.init)`: the initializer as a function, called with each value.
            return .member(Self.initializerFunction, arguments: [Argument(label: reference.label, value: .string(reference.type))])
        }
        if baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.plain == "Self", let instance = scope.instance {
            return try staticMember(name, of: instance.type.qualifiedName, at: m)
        }
        let base = try evaluate(baseExpr, scope)
        if case .implicitChain = base { return .implicitChain(ExprSyntax(m), scope) }
        // `filter(present.contains)`, `map(formatter.title)`: a method passed as a function, bound to its value.
        if isMethod(name, of: base), m.parent?.is(LabeledExprSyntax.self) == true {
            return .member(Self.boundMethodFunction, arguments: [Argument(label: name, value: base)])
        }
        return try property(name, of: base, at: m)
    }

    static let boundMethodFunction = "$boundMethodFunction"
    /// The standard library's methods a collection or string is passed by (`items.filter(selected.contains)`).
    static let referencedStandardMethods: Set<String> = ["contains", "hasPrefix", "hasSuffix"]

    /// Whether `base.name` names a method (of the sources' type, or a standard one) rather than a property.
    private func isMethod(_ name: String, of base: Value) -> Bool {
        switch base {
        case .object(let o): return o.fields[name] == nil && index.methods(name, of: o.type) != nil
        case .instance(let t, let fields): return fields[name] == nil && index.methods(name, of: t) != nil
        case .array, .unordered, .string: return Self.referencedStandardMethods.contains(name)
        // `format: Money.usd`: a static method of the sources passed as a function.
        case .type(let qualified): return index.types[qualified]?.staticMethods[name] != nil
        default: return false
        }
    }

    /// A bound method called with the arguments the function it was passed to gives it, in order and unlabelled
    /// (as Swift calls a function value).
    func callBoundMethod(_ name: String, on base: Value, _ args: [Value], at node: some SyntaxProtocol) throws -> Value {
        let unlabelled = args.map { Argument(label: nil, value: $0) }
        switch base {
        case .object(let o):
            let f = index.methods(name, of: o.type) ?? []
            return try callFunction(f, Self.labelled(unlabelled, for: f), Scope(object: o), at: node)
        case .instance(let t, let fields):
            let f = index.methods(name, of: t) ?? []
            return try callFunction(f, Self.labelled(unlabelled, for: f), Scope(instance: (t, fields)), at: node)
        case .type(let qualified):
            guard let t = index.types[qualified], let f = t.staticMethods[name] else { break }
            return try callFunction(f, Self.labelled(unlabelled, for: f), Scope(instance: (t, [:])), at: node)
        default: break
        }
        if let c = Syntax(node).as(FunctionCallExprSyntax.self) {
            let result: Value? = switch base {
            case .array(let items): try arrayMethod(name, items, unlabelled, at: c)
            case .unordered(let items): try unorderedMethod(name, items, unlabelled, at: c)
            case .string(let s): try stringMethod(name, s, unlabelled, at: c)
            default: nil
            }
            if let result { return result }
        }
        throw fail("`.\(name)` of \(base.typeDescription) passed as a function is not evaluated statically", at: node)
    }

    /// Arguments given in order take the labels of the first overload's parameters (`content: makeRow` for
    /// `makeRow(for:)`).
    static func labelled(_ args: [Argument], for overloads: [FunctionDeclSyntax]) -> [Argument] {
        guard let f = overloads.first else { return args }
        let labels = f.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        return args.enumerated().map { i, a in Argument(label: i < labels.count ? labels[i] : nil, value: a.value) }
    }

    /// `value.name` for the values the evaluator knows.
    /// `error.localizedDescription` of a `LocalizedError` of the sources: its `errorDescription` when that is not nil
    /// (Foundation bridges a `LocalizedError`'s description to `NSLocalizedDescriptionKey`); nil otherwise, reported.
    private func localizedErrorDescription(_ t: TypeDecl, _ fields: [String: Value], at node: some SyntaxProtocol) throws -> Value? {
        guard ([t] + index.supertypes(of: t)).contains(where: { $0.inherited.contains("LocalizedError") }),
              case .string(let text)? = try member("errorDescription", of: t, fields, at: node) else { return nil }
        return .string(text)
    }

    func property(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value {
        switch base {
        case .int where name == "description", .intLiteral where name == "description", .number where name == "description",
             .bool where name == "description":
            // `count.description`: the standard library's description, as interpolation prints it.
            return .string(try describe(typed(base, as: nil), at: node))
        case .type(let typeName): return try staticMember(name, of: typeName, at: node)
        case .instance(let t, let fields) where Self.isUUID(t): return try uuidProperty(name, fields, at: node)
        case .instance(let t, let fields):
            if let v = try member(name, of: t, fields, at: node) { return v }
            if name == "isEmpty", Self.isOptionSet(t) { return .bool(try optionBits(base, at: node) == 0) }
            if name == "rawValue", let c = caseName(base), let raw = try rawValue(ofCase: c, in: t, at: node) { return raw }
            if name == "localizedDescription", let text = try localizedErrorDescription(t, fields, at: node) { return text }
        case .object(let o):
            if initializingStatics > 0, o.type.hasMutableStorage { mutableStateReads += 1 }
            noteRead(of: o)
            if Self.isSwiftDataObject(o), let v = swiftDataProperty(name, of: o) { return v }
            if Self.isStore(o) { return try storeProperty(name, of: o, at: node) }
            if let v = try member(name, of: o.type, o.fields, object: o, at: node) { return v }
        case .null:
            // `(entity?.subtitle).orEmpty`: a member the sources add to Optional, read on nil itself; after `?.`,
            // optional chaining makes the whole chain nil.
            if let m = Syntax(node).as(MemberAccessExprSyntax.self), let base = m.base, !containsOptionalChain(base),
               let v = try extensionProperty(name, of: .null, at: node) {
                return v
            }
            return .null
        case .member("$calendar", let settings) where Self.calendarSettings.contains(name) || name == "locale"
                                                        || Self.calendarSymbols[name] != nil:
            // The preview calendar's own (what dates are formatted in: `Interpreter.previewCalendar`), or what the code
            // set up.
            if let value = try calendarProperty(name, settings, at: node) { return value }
        case .member where name == "components" && durationSeconds(base, at: node) != nil:
            // `duration.components`: Swift's own `Duration` split into whole seconds and attoseconds (toward zero).
            let seconds = durationSeconds(base, at: node)!
            guard seconds.isFinite, abs(seconds) < 9e15 else { throw fail("a Duration of \(seconds) seconds traps in Swift", at: node) }
            let parts = Duration.seconds(seconds).components
            return .record([Argument(label: "seconds", value: .int(Int(parts.seconds))),
                            Argument(label: "attoseconds", value: .int(Int(parts.attoseconds)))])
        case .member("$dateComponents", let args?) where Self.calendarComponents[name] != nil:
            // A DateComponents' field: nil when it was not set (`DateComponents.day` is optional).
            return args.first { $0.label == name }?.value ?? .null
        case .member(Self.preferredFontMarker, let settings?):
            if let size = preferredFontProperty(name, settings) { return size }
        // `locale.identifier` of `Locale(identifier:)` (and of the environment's locale).
        case .member("Locale", let args?) where name == "identifier":
            if let id = args.first(where: { $0.label == "identifier" })?.value { return id }
        case .member("init", let args?) where args.contains(where: { $0.label == name }):
            // `.init(width: 10, height: 4).width`, `CGSize(…)`: a memberwise field is the argument it was given.
            return args.first { $0.label == name }!.value
        case .member("zero", nil) where ["top", "left", "bottom", "right", "leading", "trailing", "width", "height", "x", "y",
                                          "dx", "dy"].contains(name):
            // `.zero` of `UIEdgeInsets`, `CGSize`, `CGPoint`, `EdgeInsets`: every field is 0.
            return .number(0)
        case .member("zero", nil) where name == "size" || name == "origin":
            return .member("zero", arguments: nil)
        case .member("empty", let marker?) where marker.first?.label == "$asyncImagePhase" && (name == "image" || name == "error"):
            // An AsyncImage's phase before loading (`Interpreter+AsyncImage.swift`): no image and no error yet.
            return .null
        case .member("init", let args?) where Self.rectPart(name, of: args) != nil:
            return Self.rectPart(name, of: args)!
        case .geometryProxy(let size):
            if let v = geometryProxyProperty(name, size) { return v }
        case .layoutPart(let part):
            if let v = layoutPartProperty(name, part) { return v }
        case .record(let parts):
            if let part = parts.first(where: { $0.label == name }) { return part.value }
            if let i = Int(name), parts.indices.contains(i) { return parts[i].value }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            // `(text as NSString).length`: NSString counts UTF-16 code units.
            case "length": return .int(s.utf16.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "capitalized": return .string(s.capitalized)
            // In the case's locale, as Foundation's `localizedCapitalized` uses `Locale.current` (Turkish dotted İ).
            case "localizedCapitalized": return .string(s.capitalized(with: formattingLocale))
            // NSString's path readers, bridged (`("report.pdf" as NSString).pathExtension` is "pdf").
            case "pathExtension": return .string(NSString(string: s).pathExtension)
            case "lastPathComponent": return .string(NSString(string: s).lastPathComponent)
            case "deletingPathExtension": return .string(NSString(string: s).deletingPathExtension)
            case "deletingLastPathComponent": return .string(NSString(string: s).deletingLastPathComponent)
            case "localizedUppercase": return .string(s.uppercased(with: formattingLocale))
            case "localizedLowercase": return .string(s.lowercased(with: formattingLocale))
            // A Character, shown as a one-character string; nil for an empty string.
            // The UTF-8 bytes, for `Data(json.utf8)` and `.utf8.count`.
            case "utf8": return .member(Self.utf8Marker, arguments: [Argument(label: nil, value: .string(s))])
            // Its Unicode scalars, each held as a one-scalar string (`.unicodeScalars.count`, `$0.value`).
            case "unicodeScalars": return .array(s.unicodeScalars.map { .string(String($0)) })
            // Its UTF-16 code units, as `NSString` and UIKit count text (`.utf16.count`).
            case "utf16": return .array(s.utf16.map { .int(Int($0)) })
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            default:
                if let v = stringIndexProperty(name, s) ?? characterProperty(name, s) { return v }
            }
        case .unordered(let items):
            if let v = try unorderedProperty(name, items, at: node) { return v }
        case .url(let u):
            if let v = urlProperty(name, u) { return v }
        case .date(let t):
            if let v = dateProperty(name, t, at: node) { return v }
        case .dictionary(let entries):
            // Only what does not depend on the order of a dictionary's keys, which Swift leaves unspecified.
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .unordered(entries.map(\.key))
            case "values": return .unordered(entries.map(\.value))
            default: break
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map { .int($0) })
            // `items.lazy.map { … }`: the same elements, computed as they are read.
            case "lazy": return base
            default: break
            }
        case .member(Self.resourceMarker, _):
            if let v = resourceProperty(name, of: base, at: node) { return v }
        case .member(Self.utf8Marker, _), .member(Self.dataMarker, _):
            if name == "count", let text = Self.dataText(base) { return .int(text.utf8.count) }
            if name == "isEmpty", let text = Self.dataText(base) { return .bool(text.isEmpty) }
        case .member(Self.floatingRange, _), .member(Self.integerRange, _):
            // `range.lowerBound`, `range.upperBound` (an extension on `ClosedRange<Double>` reads them).
            if let v = try rangeProperty(name, of: base, at: node) { return v }
        case .dynamicTypeSize(let c):
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" { return .bool(c.isAccessibilitySize) }
        case .binding(let v):
            if name == "wrappedValue" { return v }
            return .binding(try property(name, of: v, at: node))
        case .number, .float, .int, .intLiteral:
            let d = try number(base, at: node)
            switch name {
            case "isZero": return .bool(d == 0)
            case "isFinite": return .bool(d.isFinite)
            case "isInfinite": return .bool(d.isInfinite)
            case "isNaN": return .bool(d.isNaN)
            case "magnitude": return typed(base, as: nil).isInteger ? .int(Int(abs(d))) : Self.floating(abs(d), like: base)
            // NSNumber's and NSDecimalNumber's readers (`NSDecimalNumber(decimal: x).doubleValue`).
            case "doubleValue", "floatValue", "decimalValue": return .number(d)
            case "intValue", "int64Value", "integerValue":
                guard d.isFinite, abs(d) < 9e18 else { break }
                return .int(Int(d.rounded(.towardZero)))
            case "boolValue": return .bool(d != 0)
            default: break
            }
        case .decimal(let d):
            switch name {
            case "isZero": return .bool(d.isZero)
            case "isNaN": return .bool(d.isNaN)
            case "magnitude", "decimalValue": return .decimal(name == "magnitude" ? abs(d) : d)
            case "description": return .string(d.description)
            // NSDecimalNumber's readers (`NSDecimalNumber(decimal: x).doubleValue`).
            case "doubleValue", "floatValue": return .number(try number(base, at: node))
            case "intValue", "int64Value", "integerValue":
                let n = NSDecimalNumber(decimal: d)
                guard !d.isNaN, abs(n.doubleValue) < 9e18 else { break }
                return .int(n.intValue)
            default: break
            }
        default: break
        }
        if case .opaque = base { return base }
        if let v = try extensionProperty(name, of: base, at: node) { return v }
        if case .member(let alignment, nil) = base, let part = Self.alignmentGuide(name, of: alignment) { return .member(part, arguments: nil) }
        return .opaque(fail("`.\(name)` of \(base.typeDescription) is not known statically", at: node))
    }

    /// `Type.name`: a static property or enum case of the sources, or a SwiftUI constant (`Font.headline`).
    func staticMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) throws -> Value {
        // `EmptyView.self`, `Content.self`: the type itself, whether the sources declare it or not.
        if name == "self", index.types[typeName] == nil { return .type(typeName) }
        if let t = index.types[typeName] {
            if let nested = index.types[typeName + "." + name] { return .type(nested.qualifiedName) }
            if name == "self" { return .type(typeName) }
            let key = t.qualifiedName + "." + name
            if let known = staticValues[key] {
                if initializingStatics > 0, unsharedStatics.contains(key) || t.statics[name].map(Self.isVariable) == true {
                    mutableStateReads += 1
                }
                return known
            }
            switch t.statics[name] {
            case .value(let expr)?:
                let value = try staticStoredValue(t, name, expr, at: node)
                staticValues[key] = value
                return value
            case .computed(let accessors)?:
                let value = try exploring(Self.declaredType(of: accessors), context: t) {
                    try enter(at: node) { try body(of: accessors, Scope(instance: (t, [:]))) }
                }
                return try implicitMember(typed(value, declaredAt: accessors), declaredAt: accessors, in: t)
            case nil:
                if t.enumCases.contains(name) { return .instance(t, [Self.caseKey: .string(name)]) }
                if name == "allCases", t.isEnum { return .array(t.enumCases.map { .instance(t, [Self.caseKey: .string($0)]) }) }
            }
            // A framework type the sources extend keeps the framework's own members (`Color.blue`).
            if t.isDeclared { return .opaque(fail("`\(t.name).\(name)` is not defined in the sources", at: node)) }
        }
        if SwiftUIVocabulary.modules.contains(typeName) { return .type(name) }
        switch (typeName, name) {
        case ("Color", _):
            // `Color.blue` is a view: it fills what it is offered.
            return .views([Element(kind: .color(name), modifiers: [], id: nil, suppressions: [], source: location(node))])
        case ("CGFloat", "infinity"), ("Double", "infinity"):
            return .number(.infinity)
        case ("CGFloat", "nan"), ("Double", "nan"): return .number(.nan)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"):
            // Finite: `x.isFinite ? x : .greatestFiniteMagnitude` depends on it (a frame treats it as unbounded all the same).
            return .number(.greatestFiniteMagnitude)
        case ("CGFloat", "pi"), ("Double", "pi"):
            return .number(.pi)
        case ("Float", "pi"): return .float(.pi)
        case ("Float", "zero"): return .float(0)
        // `Decimal.zero`, `Double.zero`: the additive identity (AdditiveArithmetic), a number like their literals.
        case ("Decimal", "zero"): return .decimal(0)
        case ("Double", "zero"), ("CGFloat", "zero"): return .number(0)
        case ("Int", "zero"): return .int(0)
        case (let sized, _) where Self.narrowIntegerStatic(sized, name) != nil: return Self.narrowIntegerStatic(sized, name)!
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("UInt64", "max"), ("UInt", "max"): return .unsigned(.max)
        case ("UInt64", "min"), ("UInt", "min"), ("UInt64", "zero"), ("UInt", "zero"): return .unsigned(0)
        case ("UIDevice", "current"):
            // The devices previews are laid out on are iPhones (UIUserInterfaceIdiom.phone).
            return .record([Argument(label: "userInterfaceIdiom", value: .member("phone", arguments: nil))])
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
            return Self.calendarValue
        case ("Date", "now"):
            return currentTime("`Date.now`", at: node)
        // Foundation: "a date in the distant past" (January 1, 0001) and "in the distant future" (January 1, 4001),
        // the same on every platform (swift-corelibs-foundation prints these seconds since 1970).
        case ("Date", "distantPast"): return .date(-62_135_769_600)
        case ("Date", "distantFuture"): return .date(64_092_211_200)
        case ("UIScreen", "main"):
            // The screen of the device the preview is laid out on: its bounds in points and its scale.
            let bounds: [Argument] = [Argument(label: "x", value: .number(0)), Argument(label: "y", value: .number(0)),
                                      Argument(label: "width", value: .number(env.device.width)),
                                      Argument(label: "height", value: .number(env.device.height))]
            return .record([Argument(label: "bounds", value: .member("init", arguments: bounds)),
                            Argument(label: "scale", value: .number(env.device.displayScale))])
        case let (type, member) where Self.runtimeSingletons[type] == member:
            // The device's files, settings, bundle or process: values a run reads, never in the sources.
            return .opaque(fail("`\(type).\(member)` is the running app's \(Self.runtimeSingletonMeaning[type] ?? "state"), known "
                                + "only at run time: pass the value the view shows into it from the preview", at: node))
        case let (type, unit) where Self.unitValue(type, unit) != nil:
            return Self.unitValue(type, unit)!
        case ("DynamicTypeSize", "allCases"), ("ContentSizeCategory", "allCases"):
            return .array(ContentSizeCategory.allCases.map { .dynamicTypeSize($0) })
        case (let type, "allCases") where Self.caseIterableFrameworkEnums[type] != nil:
            return .array(Self.caseIterableFrameworkEnums[type]!.map { .member($0, arguments: nil) })
        default:
            if let c = SwiftUIVocabulary.category(named: name), typeName == "DynamicTypeSize" || typeName == "ContentSizeCategory" {
                return .dynamicTypeSize(c)
            }
            // `Font.headline`, `Color.blue`, `Alignment.leading`: the same as the implicit `.headline`.
            return .member(name, arguments: nil)
        }
    }

    /// SwiftUI's enums that conform to CaseIterable, with their cases in declaration order (Apple's documentation of
    /// each: `ColorScheme.allCases` is light, dark), for `ForEach(ColorScheme.allCases, id: \.self)`.
    static let caseIterableFrameworkEnums: [String: [String]] = [
        "ColorScheme": ["light", "dark"],
        "Edge": ["top", "leading", "bottom", "trailing"],
        "Axis": ["horizontal", "vertical"],
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "TextAlignment": ["leading", "center", "trailing"],
    ]

    /// Framework singletons whose contents exist only in a running app (Foundation and UIKit documentation).
    static let runtimeSingletons: [String: String] = [
        "FileManager": "default", "UserDefaults": "standard", "ProcessInfo": "processInfo", "Bundle": "main",
        "NotificationCenter": "default", "UIApplication": "shared", "URLSession": "shared",
    ]
    static let runtimeSingletonMeaning: [String: String] = [
        "FileManager": "file system", "UserDefaults": "saved settings", "ProcessInfo": "process",
        "Bundle": "bundle on the device", "UIApplication": "application state",
    ]

    /// `static var card: CardStyle { .init() }`: an implicit member takes the declared type.
    func implicitMember(_ v: Value, declaredAt node: some SyntaxProtocol, in t: TypeDecl) throws -> Value {
        switch v {
        // A string literal where an `ExpressibleByStringLiteral` type of the sources is declared is made by its
        // `init(stringLiteral:)` (`static var privacy: Key<Privacy> { "privacy" }`).
        case .member, .array, .string: return try coerce(v, to: Self.declaredType(of: node), context: t, at: node)
        default: return v
        }
    }

    /// A computed property's getter or a function body: a single expression, or statements with `return`.
    func body(of accessors: AccessorBlockSyntax, _ scope: Scope) throws -> Value {
        switch accessors.accessors {
        case .getter(let items): return try run(items, scope)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let b = getter.body else {
                throw fail("this property has no getter to evaluate", at: accessors)
            }
            return try run(b.statements, scope)
        }
    }
}

extension Interpreter {
    /// The implicit member (`.samples`) an expression such as `.samples[0]` or `.shared.items[1]!` starts with, or nil.
    static func implicitMemberBase(of expr: ExprSyntax) -> MemberAccessExprSyntax? {
        var e = expr
        while true {
            if let m = e.as(MemberAccessExprSyntax.self) {
                guard let base = m.base else { return m }
                e = base
            } else if let s = e.as(SubscriptCallExprSyntax.self) {
                e = s.calledExpression
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
            } else {
                return nil
            }
        }
    }
}

extension Value {
    /// An implicit member not resolved yet (`.samples`), or a chain on one: its type comes from where it is used.
    var isImplicitMemberPending: Bool {
        switch self {
        case .member(_, nil), .implicitChain: return true
        default: return false
        }
    }
}
