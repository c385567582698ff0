import Foundation
import DynamicType
import Layout
import ViewModel
import Localization
import SwiftSyntax

/// The standard library's and Foundation's functions and initializers the evaluator knows (`String(format:)`,
/// `Int(_:)`, `max`, `pow`…), and SwiftUI's value types built by a call (`GridItem`, `HStackLayout`).
extension Interpreter {
    /// `String(localized: "key", defaultValue: "…")`, `LocalizedStringResource("key", defaultValue: "…")`: the
    /// key's string in the locale checked, else the default value, else the key itself (String.init(localized:
    /// defaultValue:table:bundle:locale:comment:) and LocalizedStringResource in Apple's documentation).
    func localizedResource(_ key: String, _ args: [Argument]) -> Value {
        let defaultValue: String? = if case .string(let d)? = args.first(where: { $0.label == "defaultValue" })?.value { d } else { nil }
        return .string(index.strings.localize(LocalizedText(key: key, defaultValue: defaultValue), in: deviceLocale).text)
    }

    /// `String(localized: "Welcome back, \(name)!")`: the key is the literal with its interpolations as format
    /// specifiers (`Welcome back, %@!`), looked up in the strings and filled with the values, as
    /// `String.LocalizationValue` does (Apple's documentation, "Preparing your app for localization"). Nil for a
    /// literal without interpolations (`standardFunction` looks it up) or another argument.
    func interpolatedLocalizedString(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard let first = c.arguments.first, first.label?.text == "localized",
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) else { return nil }
        let (_, key) = try localizedLiteral(literal, scope)
        let rest = try c.arguments.dropFirst().map { Argument(label: $0.label?.text, value: try evaluate($0.expression, scope)) }
        let defaultValue: String? = if case .string(let d)? = rest.first(where: { $0.label == "defaultValue" })?.value { d } else { nil }
        var text = key
        text.defaultValue = defaultValue
        return .string(index.strings.localize(text, in: deviceLocale).text)
    }

    /// A value written where a `LocalizedStringResource` is expected: a literal is its key, `.init("key",
    /// defaultValue:)` its key and default; anything else as it is.
    static let sequenceFunctions: Set<String> = ["zip", "Set", "Dictionary", "Array"]

    func localizedResourceValue(_ v: Value) -> Value {
        switch v {
        case .string(let key): return localizedResource(key, [])
        case .member("init", let a?): if case .string(let key)? = a.first?.value, a.first?.label == nil { return localizedResource(key, a) }
        default: break
        }
        return v
    }

    /// `Measurement(value: 18.4, unit: UnitTemperature.celsius)`: Foundation formats a measurement in the locale's
    /// units for its usage (°F in the United States) with CLDR's unit names and widths, which Foundation on Linux does
    /// not implement and layoutcheck does not reproduce; carried unknown, reported where a text shows it.
    func measurementNotEvaluated(at c: FunctionCallExprSyntax) -> SwiftDiagnostic {
        fail("`Measurement(…)` is not evaluated: how Foundation shows a measurement (converted to the locale's units, "
             + "with CLDR's unit names and widths) is not reproduced; pass the text the view shows (such as \"3.4 km\") "
             + "into the view from the preview", at: c)
    }

    /// The characters of an array of one-character strings (how the evaluator holds Characters), joined; nil when
    /// an element is not one character.
    static func characters(_ items: [Value]) -> String? {
        var out = ""
        for item in items {
            guard case .string(let s) = item, s.count == 1 else { return nil }
            out += s
        }
        return out
    }

    func standardFunction(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value {
        // A function of an unknown argument is unknown for the argument's reason (`String(format: unknown)`).
        if let unknown = args.first(where: { if case .opaque = $0.value { true } else { false } }) { return unknown.value }
        // The sequences `zip`, `Set(_:)` and `Dictionary(_:)` go through: a range's elements.
        var args = args
        if Self.sequenceFunctions.contains(name) {
            for i in args.indices { if let elements = try rangeElements(args[i].value, at: c) { args[i].value = .array(elements) } }
        }
        let first = args.first?.value
        switch name {
        case "String":
            // `String(data: data, encoding: .utf8)`, `String(decoding: data, as: UTF8.self)`: the text back;
            // `String(contentsOf: url)` of a bundle resource: the file's text.
            if let first, let label = args.first?.label, ["data", "decoding"].contains(label), let text = Self.dataText(first) {
                return .string(text)
            }
            if let first, ["contentsOf", "contentsOfFile"].contains(args.first?.label ?? ""), let text = try resourceText(first, at: c) {
                return .string(text)
            }
            if args.first?.label == "localized", case .string(let key)? = first { return localizedResource(key, args) }
            if args.first?.label == "format", case .string(let format)? = first {
                return .string(try stringFormat(format, args.dropFirst().map(\.value), at: c))
            }
            if args.count == 2, args[0].label == "repeating", args[1].label == "count", case .string(let unit)? = first {
                let count = try integer(args[1].value, at: c)
                guard count >= 0, unit.count * count <= Self.maxStringLength else {
                    throw fail("`String(repeating:count:)` of \(count) copies is refused (more than \(Self.maxStringLength) characters)", at: c)
                }
                return .string(String(repeating: unit, count: count))
            }
            // `String(initials)` of Characters (each held as a one-character string): the characters joined.
            if args.count == 1, args[0].label == nil, case .array(let items)? = first,
               let characters = Self.characters(items) {
                return .string(characters)
            }
            // `String(412, radix: 16)`, `String(n, radix: 2, uppercase: true)`.
            if args.count >= 2, args[0].label == nil, args[1].label == "radix", first?.isInteger == true {
                let radix = try integer(args[1].value, at: c)
                guard (2...36).contains(radix) else { throw fail("`String(_:radix:)` traps at run time: radix \(radix) is not 2...36", at: c) }
                let uppercase = try args.dropFirst(2).first { $0.label == "uppercase" }.map { try truth($0.value, at: c) } ?? false
                return .string(String(try integer(first!, at: c), radix: radix, uppercase: uppercase))
            }
            if args.count == 1, args[0].label == nil || args[0].label == "describing", let first {
                return .string(try describe(first, at: c))
            }
        case "NSLocalizedString":
            // The string of the key in the locale checked (Bundle.localizedString(forKey:value:table:)).
            if case .string(let key)? = first {
                return .string(index.strings.localize(LocalizedText(key: key), in: deviceLocale).text)
            }
        case "LocalizedStringKey", "LocalizedStringResource":
            if case .string(let key)? = first { return localizedResource(key, args) }
        case "DisplayRepresentation":
            // App Intents' `DisplayRepresentation(title: "Today", subtitle: …)`: its title and subtitle are
            // `LocalizedStringResource`s, read back as `.title` (an image is drawing only).
            return .member("init", arguments: args.map { a in
                guard a.label == "title" || a.label == "subtitle" else { return a }
                return Argument(label: a.label, value: localizedResourceValue(a.value))
            })
        case "NSDecimalNumber", "NSNumber":
            // `NSDecimalNumber(decimal: spent / limit).doubleValue`, `NSNumber(value: 3)`: the number itself (read
            // back with `.doubleValue`, `.intValue`…).
            if args.count == 1, ["decimal", "value"].contains(args[0].label), isNumeric(args[0].value) { return args[0].value }
            if name == "NSDecimalNumber", args.count == 1, args[0].label == "string", case .string(let s) = args[0].value {
                return Double(s).map { .number($0) } ?? .opaque(fail("`NSDecimalNumber(string: \"\(s)\")` is not a number (NaN)", at: c))
            }
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            if let converted = try conversionOfUnsigned(name, args, at: c) { return converted }
            if Self.unsignedTypes.contains(name), let converted = try unsignedConversion(args, at: c) { return converted }
            if let converted = try integerConversion(name, args, at: c) { return converted }
            // `Int(2.7)` is 2 (toward zero); `Int("12")` parses, nil when it cannot. The sized integers hold any value
            // a view shows (a negative one in a UInt traps, and stops here).
            if name.hasPrefix("U"), let first, isNumeric(first), try number(first, at: c) < 0 {
                throw fail("`\(name)(\(try number(first, at: c)))` traps at run time (a negative value)", at: c)
            }
            if case .string(let s)? = first { return Int(s).map { .int($0) } ?? .null }
            if let first {
                let d = try number(first, at: c)
                guard d.isFinite, abs(d) < 9e18 else { throw fail("`Int(\(d))` traps at run time", at: c) }
                return .int(Int(d.rounded(.towardZero)))
            }
        case "Float", "Float32":
            // `Float(x)` rounds to single precision; `Float("4.5")` parses as a Float, nil when it cannot.
            if let converted = try conversionOfUnsigned(name, args, at: c) { return converted }
            if case .string(let s)? = first { return Float(s).map { .float($0) } ?? .null }
            if let first { return .float(Float(try number(Self.integerReading(first), at: c))) }
        case "Double", "CGFloat", "TimeInterval":
            if let converted = try conversionOfUnsigned(name, args, at: c) { return converted }
            if case .string(let s)? = first { return Double(s).map { .number($0) } ?? .null }
            if let first { return .number(try number(Self.integerReading(first), at: c)) }
        case "Decimal" where args.isEmpty:
            // `Decimal()`: zero.
            return .decimal(0)
        case "Decimal":
            // `Decimal(412.37)` (Foundation's conversion of the Double), `Decimal(string: "412.37")` (nil when not a
            // number), `Decimal(5)`: the Decimal.
            if args.count == 1, args[0].label == "string", case .string(let s) = args[0].value {
                return Decimal(string: s, locale: Locale(identifier: "en_US_POSIX")).map { .decimal($0) } ?? .null
            }
            if args.count == 1, args[0].label == nil, let first, isNumeric(first) { return .decimal(try decimal(first, at: c)) }
        case "max", "min":
            guard !args.isEmpty else { break }
            // Dates compare by their moment (`max(event.start, now)`).
            let dates = args.compactMap { if case .date(let t) = $0.value { t } else { nil } }
            if dates.count == args.count { return .date(name == "max" ? dates.max()! : dates.min()!) }
            // Strings compare as Swift's `<` orders them (`max("pear", "apple")`).
            let strings = args.compactMap { if case .string(let s) = $0.value { s } else { nil } }
            if strings.count == args.count { return .string(name == "max" ? strings.max()! : strings.min()!) }
            let values = args.map { typed($0.value, as: nil) }
            let numbers = try values.map { try number($0, at: c) }
            let pick = name == "max" ? numbers.indices.max { numbers[$0] < numbers[$1] }! : numbers.indices.min { numbers[$0] < numbers[$1] }!
            return values.allSatisfy(\.isInteger) ? values[pick] : .number(numbers[pick])
        case "Array":
            if args.count == 1, args[0].label == nil, case .array = args[0].value { return args[0].value }
            if args.count == 1, args[0].label == nil, let elements = try drained(args[0].value, at: c) { return .array(elements) }
            // `Array(someSet)`: still in an unspecified order.
            if args.count == 1, args[0].label == nil, case .unordered = args[0].value { return args[0].value }
            if args.count == 2, args[0].label == "repeating", let n = try? number(args[1].value, at: c), n >= 0, n <= 10_000 {
                return .array(Array(repeating: args[0].value, count: Int(n)))
            }
        case "stride": if let values = try strideValues(args, at: c) { return values }
        case "AnyIterator" where args.count == 1 && args[0].value.isCallable:
            return .member(Self.anyIterator, arguments: [args[0]])
        case "AttributedString":
            if let value = try attributedString(args, at: c) { return value }
        case "TimeZone" where args.count == 1 && ["identifier", "abbreviation", "secondsFromGMT"].contains(args[0].label ?? ""):
            // A zone by name or offset, read where a formatter or DateComponents takes it (`timeZone(_:at:)`); a name
            // Foundation does not know is nil, as `TimeZone(identifier:)` is.
            let zone = Value.member("TimeZone", arguments: args)
            return (try? timeZone(zone, at: c)) == nil ? .null : zone
        case "UnicodeScalar" where args.count == 1 && args[0].label == nil, "Unicode.Scalar" where args.count == 1 && args[0].label == nil:
            // `UnicodeScalar(65 + i)`: the scalar with that value, held as the one-character string it makes
            // (`String(_:)`, `Character(_:)`); nil for a value that is no scalar (a surrogate), as the initializer is.
            if case .string(let s)? = first, s.unicodeScalars.count == 1 { return .string(s) }
            let n = try integer(args[0].value, at: c)
            guard n >= 0, n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return .null }
            return .string(String(Character(scalar)))
        case "DateComponents":
            // Read back by `Calendar.date(byAdding:to:)`.
            return .member("$dateComponents", arguments: args)
        case "Calendar":
            // `Calendar(identifier: .gregorian)`: the calendar previews have; others are not modelled.
            if case .member("gregorian", nil)? = first { return Self.calendarValue }
        case "AttributedString.MarkdownParsingOptions":
            // Read back by `AttributedString(markdown:options:)`.
            return .member("init", arguments: args)
        case "Set":
            if args.isEmpty { return .unordered([]) }
            if args.count == 1, args[0].label == nil, case .array(let items) = args[0].value { return try distinct(items, at: c) }
            if args.count == 1, args[0].label == nil, case .unordered = args[0].value { return args[0].value }
        case "Dictionary":
            if let grouped = try dictionaryGrouping(args, at: c) { return grouped }
        case "zip":
            // `zip(a, b)`: pairs up to the shorter sequence, as tuples (`pair.0`, `pair.1`); `zip(1..., names)`
            // numbers them (a one-sided range goes on as long as the other sequence).
            guard args.count == 2 else { break }
            func counting(_ v: Value, beside other: Value) throws -> [Value]? {
                guard case .member(PartialRange.from, let start?) = v, start.count == 1, start[0].value.isInteger,
                      case .array(let items) = other else { return nil }
                let lo = try integer(start[0].value, at: c)
                guard !lo.addingReportingOverflow(items.count).overflow else {
                    throw fail("`zip(\(lo)..., …)` counts past Int.max: Swift stops here at run time", at: c)
                }
                return (0..<items.count).map { .int(lo + $0) }
            }
            let a = try counting(args[0].value, beside: args[1].value) ?? { if case .array(let x) = args[0].value { x } else { nil } }()
            let b = try counting(args[1].value, beside: args[0].value) ?? { if case .array(let x) = args[1].value { x } else { nil } }()
            guard let a, let b else { break }
            return .array(zip(a, b).map { .record([Argument(label: nil, value: $0), Argument(label: nil, value: $1)]) })
        case "AnyLayout":
            if case .layout(let l)? = first { return .layout(l) }
            // A custom Layout type-erased: still the app's layout, called with its views.
            if case .instance(let t, _)? = first, isLayout(t) { return first! }
        case "ProposedViewSize":
            return try proposedViewSize(args, at: c)
        case "ViewSpacing" where args.isEmpty:
            guard let subviews = layoutSubviewsInUse else {
                throw fail("`ViewSpacing()` is read only in a custom layout's code, while it lays out its subviews", at: c)
            }
            return .layoutPart(.unstatedSpacing(subviews))
        case "HStackLayout", "VStackLayout":
            return .layout(StackLayout(axis: name == "HStackLayout" ? .horizontal : .vertical,
                                       alignment: args.first { $0.label == "alignment" }?.value,
                                       spacing: try args.first { $0.label == "spacing" }.flatMap {
                                           $0.value.isNull ? nil : try number($0.value, at: c) }))
        case "GridItem": return .gridItem(try gridItem(args, at: c))
        case "Task" where appearUndo != nil:
            // Inside an appear action, a Task's work is part of what the view shows once it has appeared.
            if case .closure(let work)? = args.last?.value { _ = try invoke(work, [], at: c) }
            return .opaque(fail("a `Task` is a handle to work, not a value layoutcheck evaluates", at: c))
        case "Task":
            // `Task { await load() }` starts work that finishes after the view first appears: what it changes is
            // not part of the first frame, which is what a preview shows.
            return .opaque(fail("a `Task`'s work finishes after the view first appears; its result is not known", at: c))
        case "Locale":
            // `Locale(identifier: "ar")`, for a preview's `.environment(\.locale, …)` (`PreviewLocale`).
            if args.first?.label == "identifier", case .string? = first { return .member(name, arguments: args) }
        case "Date": return try date(args, at: c)
        case "srand48", "drand48", "lrand48": if let v = try rand48Function(name, args, at: c) { return v }
        case "KeyPathComparator": return try keyPathComparator(args, at: c)
        case "Binding" where args.first?.label == "get" && args.first?.value.isCallable == true:
            // `Binding(get: { model.layout }, set: { model.layout = $0 })`: what it reads is what the getter returns
            // (Binding.init(get:set:) in Apple's documentation); the setter runs only when the user changes it.
            return .binding(try apply(args[0].value, [], at: c))
        case "EdgeInsets", "Binding", "State", "UnitPoint", "StateObject", "ObservedObject", "Published", "Bindable",
             "FocusState", "AppStorage", "SceneStorage":
            // Property wrappers built in an initializer (`_model = StateObject(wrappedValue: Model())`): the wrapped
            // value is read out where it is stored.
            return .member(name, arguments: args)
        case "pow", "sqrt", "abs", "floor", "ceil", "round", "log10", "exp", "sin", "cos", "tan", "atan2", "hypot", "asin",
             "acos", "atan", "log", "log2", "cbrt", "trunc":
            return try mathFunction(name, args.map(\.value), at: c)
        case "URL" where args.count == 1 && args[0].label == "string":
            return try url(from: args[0].value, at: c)
        case "Store", "StoreOf":
            // The Composable Architecture (`Interpreter+ComposableArchitecture.swift`).
            if let store = try makeStore(args, at: c) { return store }
        case "IdentifiedArray", "IdentifiedArrayOf":
            // swift-identified-collections: an array whose elements are looked up by id, in the order given.
            if args.isEmpty { return .array([]) }
            if args.count == 1, args[0].label == "uniqueElements" || args[0].label == nil, case .array = args[0].value { return args[0].value }
        case "WithViewStore" where args.first?.value.isStore == true:
            // TCA's older `WithViewStore(store, observe: { $0 }) { viewStore in … }`: the content reads the state.
            guard case .closure(let content)? = args.last?.value, case .object(let store) = args[0].value else { break }
            let observed = try args.first { $0.label == "observe" }.map { try observedStore(store, $0.value, at: c) } ?? args[0].value
            return try invoke(content, [Argument(label: nil, value: observed)], at: c)
        case "WithPerceptionTracking":
            // swift-perception's observation scope: its content as it is.
            guard case .closure(let content)? = args.last?.value else { break }
            return try invoke(content, [], at: c)
        case "ModelConfiguration", "ModelContainer", "ModelContext", "FetchDescriptor", "SortDescriptor", "Query", "Schema":
            // SwiftData (`Interpreter+SwiftData.swift`).
            if let value = try swiftDataValue(name, args, generic: nil, at: c) { return value }
        case "OSAllocatedUnfairLock", "Mutex", "NSLock", "NSRecursiveLock":
            if let lock = try makeLock(name, args, at: c) { return lock }
        case let formatter where Self.formatterNames.contains(formatter) && args.isEmpty:
            // A formatter the code configures before it formats (`Interpreter+Formatters.swift`).
            let type = foundationType(name)
            type.hasMutableStorage = true  // configured by assignments: a `let`'s formatter is each evaluation's own
            return .object(ObjectRef(type: type, fields: [:]))
        case "JSONDecoder" where args.isEmpty: return makeJSONDecoder()
        case "CharacterSet" where args.count == 1 && args[0].label == "charactersIn":
            // `CharacterSet(charactersIn: "-")`, read by `trimmingCharacters(in:)` and `components(separatedBy:)`.
            return .member(name, arguments: args)
        case "Character" where args.count == 1 && args[0].label == nil:
            // `Character("A")`: held as its one-character string; more than one character traps.
            guard case .string(let s)? = first else { break }
            guard s.count == 1 else { throw fail("`Character(\"\(s)\")` traps at run time: not one character", at: c) }
            return .string(s)
        case "Data" where args.count == 1 && args[0].label == nil && Self.dataText(args[0].value) != nil:
            // `Data(json.utf8)`.
            return Self.data(Self.dataText(args[0].value)!)
        case "Data" where args.count == 1 && args[0].label == "contentsOf" && Self.resourcePath(args[0].value) != nil:
            // `try Data(contentsOf: url)` of a bundle resource: the file in the app's folders.
            return Self.data(try resourceText(args[0].value, at: c)!)
        case "URL" where args.count == 1 && args[0].label == "fileURLWithPath" && Self.resourcePath(args[0].value) != nil:
            // `URL(fileURLWithPath: Bundle.main.path(forResource:ofType:)!)`: the same resource.
            return args[0].value
        case "UUID":
            if let made = uuid(args, at: c) { return made }
            fallthrough
        case "URL", "URLRequest", "Data", "JSONDecoder", "JSONEncoder", "DateFormatter", "NumberFormatter",
             "NSAttributedString", "NSMutableAttributedString", "NSMutableParagraphStyle", "NSRange":
            // Values layout never reads as such (where a link goes, an id, a decoder): unknown until something does.
            return .opaque(fail("`\(name)(…)` is a Foundation value layoutcheck carries without evaluating it: pass what "
                                + "the view shows from it (a text, a number) into the view from the preview", at: c))
        case "CGRect" where args.map(\.label) == ["origin", "size"]:
            // `CGRect(origin:size:)`: held as `CGRect(x:y:width:height:)` is, when both parts are known.
            guard let origin = Self.pair(args[0].value, "x", "y"), let size = Self.pair(args[1].value, "width", "height") else {
                return .opaque(fail("`CGRect(origin:size:)` of parts that are not known", at: c))
            }
            return .member("init", arguments: origin + size)
        case "CGSize", "CGPoint", "CGVector", "CGRect":
            // Core Graphics geometry: its memberwise fields (`size.width`).
            return .member("init", arguments: args)
        case "NSNumber" where args.count == 1 && args[0].label == "value":
            // `NSNumber(value: 12.5)`, as a formatter takes it: the number itself.
            return args[0].value
        case "Optional" where args.count == 1 && args[0].label == nil:
            // `Optional(topping)`: the value wrapped; the evaluator's optionals are the value or nil.
            return args[0].value
        default:
            if args.isEmpty, let shorthand = Self.builtInStyleShorthand(name) { return .member(shorthand, arguments: nil) }
        }
        if let hidden = index.inactiveNote(name) {
            return .opaque(fail("`\(name)(…)` is \(hidden)", at: c))
        }
        return .opaque(fail(Self.unknownCallMessage(name, isValue: Self.isValuePosition(c)), at: c))
    }

    /// A call whose result initializes a variable, is an operand or a condition: a value, never a view, so a size stub
    /// would not help (`var isDirectory: ObjCBool = ObjCBool(false)`).
    static func isValuePosition(_ c: FunctionCallExprSyntax) -> Bool {
        guard let parent = c.parent else { return false }
        return parent.is(InitializerClauseSyntax.self) || parent.is(ExprListSyntax.self) || parent.is(ConditionElementSyntax.self)
    }

    /// A `CGPoint`'s or `CGSize`'s two fields by their labels (`.zero` both 0), or nil.
    static func pair(_ v: Value, _ a: String, _ b: String) -> [Argument]? {
        switch v {
        case .member("zero", nil): return [Argument(label: a, value: .number(0)), Argument(label: b, value: .number(0))]
        case .member("init", let parts?):
            guard let x = parts.first(where: { $0.label == a }), let y = parts.first(where: { $0.label == b }) else { return nil }
            return [x, y]
        default: return nil
        }
    }

    /// The protocols whose built-in styles SwiftUI also names as static members.
    static let styleProtocols = ["ButtonStyle", "LabelStyle", "ListStyle", "PickerStyle", "ToggleStyle", "ProgressViewStyle",
                                 "TextFieldStyle", "TabViewStyle", "NavigationViewStyle", "GaugeStyle", "GroupBoxStyle"]

    /// `PlainButtonStyle()` is `.plain`, `InsetGroupedListStyle()` is `.insetGrouped`, `DefaultButtonStyle()` is
    /// `.automatic`: each built-in style type is also a static member of its protocol (Apple's documentation of
    /// each, e.g. `ButtonStyle.plain`, "A button style that doesn't style or decorate its content while idle").
    static func builtInStyleShorthand(_ name: String) -> String? {
        guard let suffix = styleProtocols.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return nil }
        let stem = String(name.dropLast(suffix.count))
        if stem == "Default" { return "automatic" }
        return stem.prefix(1).lowercased() + stem.dropFirst()
    }

    /// `try await Task.sleep(for: .seconds(1))`, `Task.sleep(nanoseconds:)`, `Task.yield()`, `Task.checkCancellation()`:
    /// nothing (Void) once the time has passed. The work they are part of (an appear action's, a `.task`'s) is run to
    /// its end, as the preview shows it once it has settled; nothing cancels a preview's tasks. Nil for another call.
    func taskTiming(_ name: String, of base: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "sleep" || name == "yield" || name == "checkCancellation", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
              lookupType("Task", from: scope.instance?.type) == nil else { return nil }
        // The time itself is never read: an unknown delay (`Task.sleep(for: delay)`) ends all the same.
        _ = try arguments(c, scope)
        return .null
    }

    /// What to say of `name(…)` that is neither a SwiftUI view layoutcheck models nor a type of the sources: a stub
    /// gives a view of another module its size, but a value (a UIKit image, a Foundation measurement) needs the
    /// value the preview should show.
    static func unknownCallMessage(_ name: String, isValue: Bool = false) -> String {
        let stub = "give it a fixed size under `stubs:` in layoutcheck.yml (`\(name): {width: 100, height: 44}`)"
        let value = "pass the value it should show (a text, a number, sample data) into the view from the preview"
        if name.hasSuffix("View") || name.hasSuffix("Button") || name.hasSuffix("Label") {
            return "`\(name)(…)` is not known statically: a view neither SwiftUI's (as layoutcheck models it) nor of the "
                + "sources; \(stub)"
        }
        let frameworkPrefixes = ["UI", "NS", "CG", "CL", "MK", "AV", "CK", "HK", "EK", "PH"]
        let valueTypes: Set<String> = ["String", "Set", "Array", "Dictionary", "Int", "Double", "Float", "Bool", "Measurement",
                                       "Calendar", "Locale", "TimeZone", "Decimal", "Character"]
        if isValue {
            return "`\(name)(…)` is a value neither of the sources nor one layoutcheck evaluates statically (a type of "
                + "another module, or one whose value is only known at run time): \(value)"
        }
        if valueTypes.contains(name) || frameworkPrefixes.contains(where: { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }) {
            return "`\(name)(…)` is a value of another framework that layoutcheck does not evaluate statically: \(value)"
        }
        return "`\(name)(…)` is not known statically: neither a SwiftUI view layoutcheck models, a type of the sources nor a "
            + "value it evaluates; a view of another module: \(stub); a value: \(value)"
    }

    /// `pow`, `sqrt`, `abs`, `floor`, `ceil`, `round`, `log10`, `exp`, the trigonometric functions of numbers, as
    /// the C library computes them; `abs` of an Int stays an Int. *Assumption*: glibc's and Apple's libm agree to the
    /// last bit or so (both are within 1 ulp), which a text shows only when it prints all 17 digits of the result.
    private func mathFunction(_ name: String, _ values: [Value], at c: FunctionCallExprSyntax) throws -> Value {
        let xs = try values.map { try number($0, at: c) }
        let arity = ["pow", "atan2", "hypot"].contains(name) ? 2 : 1
        guard let x = xs.first, xs.count == arity else { throw fail("`\(name)` takes \(arity) numbers", at: c) }
        switch name {
        case "pow": return .number(Foundation.pow(x, xs[1]))
        case "atan2": return .number(Foundation.atan2(x, xs[1]))
        case "hypot": return .number(Foundation.hypot(x, xs[1]))
        case "asin": return .number(Foundation.asin(x))
        case "acos": return .number(Foundation.acos(x))
        case "atan": return .number(Foundation.atan(x))
        case "log": return .number(Foundation.log(x))
        case "log2": return .number(Foundation.log2(x))
        case "cbrt": return .number(Foundation.cbrt(x))
        case "trunc": return .number(x.rounded(.towardZero))
        case "sqrt": return .number(x.squareRoot())
        case "abs": return values[0].isInteger ? .int(Int(Swift.abs(x))) : .number(Swift.abs(x))
        case "floor": return .number(x.rounded(.down))
        case "ceil": return .number(x.rounded(.up))
        case "round": return .number(x.rounded())
        case "log10": return .number(Foundation.log10(x))
        // Radial layouts place subviews on a circle.
        case "sin": return .number(Foundation.sin(x))
        case "cos": return .number(Foundation.cos(x))
        case "tan": return .number(Foundation.tan(x))
        default: return .number(Foundation.exp(x))
        }
    }

    func gridItem(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> GridItemValue {
        var item = GridItemValue(size: .flexible(), spacing: nil)
        for arg in args {
            switch (arg.label, arg.value) {
            case (nil, .member("flexible", let a)):
                item.size = .flexible(minimum: try bound("minimum", a, default: 10, at: c), maximum: try bound("maximum", a, default: .infinity, at: c))
            case (nil, .member("fixed", let a?)) where !a.isEmpty: item.size = .fixed(try number(a[0].value, at: c))
            case (nil, .member("adaptive", let a?)):
                item.size = .adaptive(minimum: max(1, try bound("minimum", a, default: 10, at: c)),
                                      maximum: try bound("maximum", a, default: .infinity, at: c))
            case ("spacing", let v): item.spacing = v.isNull ? nil : try number(v, at: c)
            case ("alignment", _): break
            default: throw fail("GridItem: this argument is not evaluated", at: c)
            }
        }
        return item
    }

    /// `minimum:` / `maximum:` of `.flexible(…)` / `.adaptive(…)`, or its default (Apple: 10 and `.infinity`).
    private func bound(_ label: String, _ args: [Argument]?, default value: Double, at c: FunctionCallExprSyntax) throws -> Double {
        guard let arg = args?.first(where: { $0.label == label }) else { return value }
        return try number(arg.value, at: c)
    }

    /// `stride(from:to:by:)` / `stride(from:through:by:)`: integers stay integers, as Swift's `Strideable` does; at
    /// most `SpecLimits`-sized arrays are made (a huge stride is diagnosed, never cut short).
    func strideValues(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard args.count == 3, args[0].label == "from", args[2].label == "by",
              args[1].label == "to" || args[1].label == "through" else { return nil }
        let through = args[1].label == "through"
        let values = args.map { typed($0.value, as: nil) }
        let integers = values.allSatisfy(\.isInteger)
        let (start, end, step) = (try number(values[0], at: c), try number(values[1], at: c), try number(values[2], at: c))
        guard step != 0, step.isFinite, start.isFinite, end.isFinite else { throw fail("`stride` with a step of 0 never ends", at: c) }
        let count = ((end - start) / step).rounded(.down)
        guard count < 10_000 else { throw fail("`stride` makes more than 10,000 values here: give the preview a smaller range", at: c) }
        var out: [Value] = []
        var i = 0.0
        while true {
            let v = start + i * step
            if step > 0 ? (through ? v > end : v >= end) : (through ? v < end : v <= end) { break }
            out.append(integers ? .int(Int(v)) : .number(v))
            i += 1
        }
        return .array(out)
    }

    /// `AttributedString("text")`, `AttributedString(markdown: "Read the [terms](…)")`: the text shown, read as
    /// `InlineMarkdown` reads a text literal; styled runs and block Markdown (headings, lists, quotes, several lines)
    /// are diagnosed.
    /// The `interpretedSyntax:` of `AttributedString.MarkdownParsingOptions(…)` (`full` when not written).
    private static func markdownSyntax(_ options: Value?) -> String {
        guard case .member(_, let args?)? = options,
              case .member(let name, nil)? = args.first(where: { $0.label == "interpretedSyntax" })?.value else { return "full" }
        return name
    }

    func attributedString(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard let first = args.first, case .string(let s) = first.value else { return nil }
        if first.label == nil { return .string(s) }
        guard first.label == "markdown", args.dropFirst().allSatisfy({ $0.label == "options" || $0.label == "baseURL" }) else { return nil }
        // `options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)` keeps line breaks and shows block
        // syntax as written (AttributedString.MarkdownParsingOptions.InterpretedSyntax); `.inlineOnly` also
        // ignores block syntax but its whitespace handling is not modelled, so its line breaks are reported.
        let syntax = Self.markdownSyntax(args.first(where: { $0.label == "options" })?.value)
        let blockMarker = try NSRegularExpression(pattern: #"(?m)^\s*(#|>|[-*+]\s|\d+[.)]\s)"#)
        let hasBlocks = syntax == "full" && blockMarker.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
        if (s.contains("\n") && syntax != "inlineOnlyPreservingWhitespace") || hasBlocks {
            return .opaque(fail("block Markdown (a heading, a list, a quote, several paragraphs) in an AttributedString is "
                                + "not evaluated: pass the text as it is shown", at: c))
        }
        switch InlineMarkdown.shown(s) {
        case .plain(let shown) where !InlineWeights.hasPieces(shown): return .string(shown)
        case .plain:
            // An AttributedString is a value a view may count or cut: its strong runs stay reported.
            return .opaque(fail("the Markdown's strong emphasis (`**…**`) in an AttributedString is drawn as a run in "
                                + "another weight, which layoutcheck measures only in a Text's own string", at: c))
        case .styled(let run):
            return .opaque(fail("the Markdown `\(run)` is drawn as a run in another face (italic or code) or rewritten by iOS (`inflect`), which "
                                + "layoutcheck does not measure within one text yet", at: c))
        }
    }
}
