import Foundation
import DynamicType
import Layout
import ViewModel
import SwiftSyntax

/// What a Swift expression evaluates to, statically. Views are already in the spec language's element tree
/// (`Element`), so both front ends lower through the same resolver; everything else is plain data.
indirect enum Value {
    case string(String)
    /// A `Double` or `CGFloat` (64 bits on iOS devices, so a CGFloat computes and prints as a Double does).
    case number(Double)
    /// A `Float`: 32 bits, so each operation rounds to single precision and it prints as Swift prints a Float
    /// (`Float(0.1) + 0.2` is "0.3", and widened, `Double(Float(1.1))` is "1.100000023841858").
    case float(Float)
    /// A Foundation `Decimal`: base-10 arithmetic, exact where a Double's is not (`0.1 + 0.2` is 0.3), printed as
    /// Swift prints it (`28`, `0.8`).
    case decimal(Decimal)
    /// An `Int`: arithmetic on it is integer arithmetic (`count / 2` truncates), as in Swift.
    case int(Int)
    /// An integer literal, or arithmetic on integer literals only (`100 / 3`), whose type the context decides as
    /// Swift's literals take theirs: an `Int` where nothing says otherwise (`"\(10 / 4)"` prints 2), a `CGFloat`
    /// where one is expected (`.frame(width: 100 / 3)` is 33.33…). Both readings are kept until the context decides.
    case intLiteral(Int, asDouble: Double)
    /// A `UInt64` or `UInt` (64 bits on iOS devices): what a `RandomNumberGenerator`'s `next()` returns. Arithmetic
    /// on it traps on overflow as Swift's does (`&+`, `&*` wrap); it mixes with literals, never with an `Int`.
    case unsigned(UInt64)
    /// An `@ScaledMetric` read in this environment: its value, and the metric it came from, so a font or frame
    /// given it still scales (as a spec's `{scaled: 17, relativeTo: body}` does). Multiplied or divided by a number
    /// it stays one (`size * 0.4`: `factor` 0.4); other arithmetic makes it a number.
    case scaled(Double, base: Double, style: TextStyle, factor: Double = 1)
    case bool(Bool)
    case null
    case array([Value])
    /// An instance of a struct defined in the sources (model or view), its stored properties by name.
    case instance(TypeDecl, [String: Value])
    /// An instance of a class of the sources: a reference, so a change made through one name is seen through all.
    case object(ObjectRef)
    /// A case or static member written without a known type (`.headline`, `.leading`, `.system(size: 17)`):
    /// its meaning depends on where it is used.
    case member(String, arguments: [Argument]?)
    /// A type named in an expression (`Color`, `Font`, a type of the sources), for `Font.headline`, `Book.sample`.
    case type(String)
    /// `\.dynamicTypeSize`.
    case keyPath(String)
    case dynamicTypeSize(ContentSizeCategory)
    /// Views: one element, or several (a `Group`, a `ForEach`, a builder's statements).
    case views([Element])
    /// A view-builder closure with the scope it was written in.
    case closure(Closure)
    /// A function declared inside a body (`func initials(_ name: String) -> String { … }`), with the scope it sees.
    case localFunction(FunctionDeclSyntax, Scope)
    /// `AnyLayout(HStackLayout(…))`: a layout used as `layout { … }`.
    case layout(StackLayout)
    /// `.constant(x)` / `$state`: a binding's value.
    case binding(Value)
    /// `GridItem(.flexible())` and friends.
    case gridItem(GridItemValue)
    /// A `Date` fixed in the source, as seconds since 1970 (`Date(timeIntervalSince1970:)`).
    case date(Double)
    /// `URL(string: "https://…")` of a known string: the URL as Foundation parsed it (`Interpreter+URLs.swift`).
    case url(URL)
    /// `[key: value]`, in the order written (lookups compare keys as `==` does).
    case dictionary([(key: Value, value: Value)])
    /// A `Set`'s elements, or a dictionary's `keys` or `values`: Swift leaves their order unspecified (it varies from
    /// run to run), so only what does not depend on it is evaluated (`Interpreter+Unordered.swift`).
    case unordered([Value])
    /// A tuple with labels, such as `enumerated()`'s `(offset, element)`.
    case record([Argument])
    /// A value the evaluator cannot know (a call of another module, an API it does not model), with why. Passing it on
    /// is free (a link's `URL`, a model handed to a destination that is not drawn); where layout reads it (a text,
    /// a size, a condition, a view) the reason is reported there.
    case opaque(SwiftDiagnostic)
    /// A GeometryReader's proxy once layout knows the reader's size (`Interpreter+Geometry.swift`).
    case geometryProxy(Size)
    /// What a custom `Layout`'s code is given at layout time: a proposal, a subview's proxy, its spacing or its
    /// dimensions (`Interpreter+LayoutProxies.swift`).
    case layoutPart(LayoutPart)
    /// A stored property's initial value, evaluated when first read (a view model the body never reads is
    /// never an error).
    case deferred(ExprSyntax)
    /// An implicit member followed by a subscript or `!` (`.samples[0]`): Swift reads `.samples` as a member of the
    /// type the whole expression is converted to, so it is evaluated once that type is known (`coerce`).
    case implicitChain(ExprSyntax, Scope)
    /// The views a `ViewModifier`'s `content` or a `View` extension's `self` stands for, evaluated where the body
    /// first uses them, so that what the body puts in the environment above them reaches them, as in SwiftUI
    /// (`content.environmentObject(model)`, `modelContainer(preview)` in `extension View`).
    case lazyViews(LazyViews)

    var isTrueBool: Bool { if case .bool(true) = self { true } else { false } }
    var isUnsigned: Bool { if case .unsigned = self { true } else { false } }
    var isScaled: Bool { if case .scaled = self { true } else { false } }
    /// A Composable Architecture store (`Interpreter+ComposableArchitecture.swift`).
    var isStore: Bool { if case .object(let o) = self { Interpreter.isStore(o) } else { false } }

    var isViewsOrLazy: Bool {
        switch self {
        case .views, .lazyViews: true
        default: false
        }
    }

    /// An array, a string, a dictionary, a Set, a number, a Bool or a date: a value of Swift's standard library or
    /// Foundation that the evaluator holds itself.
    var isStandardLibraryValue: Bool {
        switch self {
        case .array, .string, .dictionary, .unordered, .number, .float, .int, .intLiteral, .unsigned, .bool, .date: true
        default: false
        }
    }

    var isInteger: Bool {
        switch self {
        case .int, .intLiteral: return true
        default: return false
        }
    }

    /// The type of the sources this value is an instance of.
    var sourceType: TypeDecl? {
        switch self {
        case .instance(let t, _): return t
        case .object(let o): return o.type
        default: return nil
        }
    }

    var typeDescription: String {
        switch self {
        case .string: return "a String"
        case .number, .scaled: return "a number"
        case .float: return "a Float"
        case .int: return "an Int"
        case .intLiteral: return "an integer"
        case .unsigned: return "a UInt64"
        case .decimal: return "a Decimal"
        case .bool: return "a Bool"
        case .null: return "nil"
        case .array: return "an array"
        case .instance(let t, _): return "a `\(t.name)`"
        case .object(let o): return "a `\(o.type.name)` object"
        // Framework values the evaluator carries as tagged members (`Interpreter.calendarValue`, `DateComponents(…)`).
        case .member("$calendar", _): return "a Calendar"
        case .member("$dateComponents", _): return "a DateComponents"
        case .member(Interpreter.floatingRange, _): return "a range of floating-point numbers"
        case .member(Interpreter.dataMarker, _): return "a Data"
        case .member(Interpreter.utf8Marker, _): return "a String's UTF-8 view"
        case .member(Interpreter.integerRange, _): return "a range of integers"
        case .member("$dateRange", _): return "a range of dates (`Text(_:)` draws one in an interval style layoutcheck does not reproduce: format it with `.formatted(.interval…)`)"
        case .member(let n, _): return "`.\(n)`"
        case .type(let n): return "the type `\(n)`"
        case .keyPath(let k): return "`\\.\(k)`"
        case .dynamicTypeSize: return "a DynamicTypeSize"
        case .views, .lazyViews: return "a view"
        case .closure, .localFunction: return "a closure"
        case .layout: return "a layout"
        case .binding: return "a Binding"
        case .gridItem: return "a GridItem"
        case .deferred: return "a property"
        case .implicitChain(let e, _): return "`\(e.trimmedDescription)` (an implicit member of a type not known here)"
        case .record: return "a tuple"
        case .dictionary: return "a dictionary"
        case .unordered: return "a collection in an unspecified order (a Set, a dictionary's keys or values, SwiftData models fetched without a sort)"
        case .date: return "a Date"
        case .url: return "a URL"
        case .geometryProxy: return "a GeometryProxy"
        case .layoutPart(let part): return part.typeDescription
        case .opaque(let why): return "an unknown value (\(why.citedLocation): \(why.message))"
        }
    }
}

/// A class instance's storage, shared by every value that refers to it.
/// Views not evaluated yet (`Value.lazyViews`): the expression that makes them, in the scope it was written in; kept
/// once evaluated, so that they are made once.
final class LazyViews {
    let expression: ExprSyntax
    private(set) var scope: Scope
    var value: Value?

    init(_ expression: ExprSyntax, _ scope: Scope) {
        self.expression = expression
        self.scope = scope
    }

    /// The views made hold closures whose scopes may hold this value (`content` bound in a modifier's body): the
    /// cycle is broken when the evaluation ends.
    func forget() {
        value = nil
        scope = Scope()
    }
}

final class ObjectRef {
    let type: TypeDecl
    var fields: [String: Value]
    /// Where the evaluation made it, for an object an appear action may change (`AppearSettlement`).
    var creationSite: AppearSettlement.Site?
    /// The body (a view's, or the preview's own) being evaluated when it was made, and whether that body read one
    /// of its properties: SwiftUI evaluates such a body again when the object changes, and makes it anew.
    var madeInBody = -1
    var readByMaker = false

    init(type: TypeDecl, fields: [String: Value], site: AppearSettlement.Site? = nil) {
        self.type = type
        self.fields = fields
        self.creationSite = site
    }
}

struct Argument {
    var label: String?
    var value: Value
    /// `&x`: stores the parameter's final value back into `x` when the callee returns (Swift's copy-in copy-out).
    var writeBack: ((Value) throws -> Void)? = nil
}

struct StackLayout {
    var axis: Axis
    var alignment: Value?
    var spacing: Double?
}

struct GridItemValue {
    var size: GridColumn
    var spacing: Double?
}

extension SyntaxProtocol {
    /// `trimmedDescription` without building a trimmed copy of the tree, which allocates: a node of one token (an
    /// operator, a name) is that token's text. (Profiles of `bench swiftui` showed `trimmed` at 5%.)
    var sourceText: String {
        if let first = firstToken(viewMode: .sourceAccurate), first.id == lastToken(viewMode: .sourceAccurate)?.id {
            return first.text
        }
        return trimmedDescription
    }
}

extension TokenSyntax {
    /// The name a token spells, without the backticks that let it be a keyword (`` `default` `` is `default`).
    var plain: String {
        let t = text
        return t.count > 2 && t.hasPrefix("`") && t.hasSuffix("`") ? String(t.dropFirst().dropLast()) : t
    }
}

extension Value {
    var isClosure: Bool { if case .closure = self { return true } else { return false } }
    /// A closure or a local function: what a stored property of function type may hold.
    var isKeyPath: Bool { if case .keyPath = self { true } else { false } }

    var isCallable: Bool {
        switch self {
        case .closure, .localFunction: return true
        case .member(Interpreter.boundMethodFunction, _?), .member(Interpreter.initializerFunction, _?): return true
        default: return false
        }
    }
    var isOpaque: Bool { if case .opaque = self { return true } else { return false } }
    var isViews: Bool { if case .views = self { return true } else { return false } }
}

extension Value {
    /// The value as a `CGFloat` argument reads it (an `Int` converts, as Core Graphics' initializers take it); nil
    /// for a value that is not a known number.
    var asCGFloat: Double? {
        switch self {
        case .number(let n), .scaled(let n, _, _, _), .intLiteral(_, let n): return n
        case .float(let f): return Double(f)
        case .int(let i): return Double(i)
        default: return nil
        }
    }
}
