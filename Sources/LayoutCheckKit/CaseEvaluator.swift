import Checks
import DynamicType
import Layout
import Localization
import Specs
import ViewModel
import CheckSettings

/// One source on one device, evaluated at every variant × category: the frame trees and their findings.
public struct CaseEvaluation: Sendable {
    public var source: any LayoutSource
    public var device: ViewModel.Device
    /// Variant name → one result per category, in size order. Locales other than the development language suffix
    /// their variants ` @ar`; with Bold Text checked too, its variants are suffixed ` +boldText`.
    public var variants: [(name: String, results: [CategoryResult])]
    /// The insets the body was laid out in, per category (they may scale, but never vary by variant).
    public var insets: [ContentSizeCategory: EdgeInsets]
    /// Overlays, sheets and the like the view declares, never laid out (once each, over every variant and size).
    public var notShown: [NotShownPart] = []
    public var layouts: Int { variants.reduce(0) { $0 + $1.results.count } }
    public var findings: [Finding] { variants.flatMap { $0.results.flatMap(\.findings) } }
}

/// The steps of one case, reported to an observer as each ends (the bench times them).
public enum CasePhase: Sendable {
    case resolved, laidOut, checked
}

/// Resolve → layout → check, for every case of one (source, device). Pure apart from text measurement, which is
/// thread-safe, so cases run in parallel. The one pipeline: the runner, previews, `layout` and the bench use it.
public struct CaseEvaluator: Sendable {
    public var measurer: EngineTextMeasurer
    public var resolver: SpecResolver
    public var categories: [ContentSizeCategory]
    public var boldTextSettings: [Bool]
    /// The locales of sources that name none (`locales:` in layoutcheck.yml).
    public var defaultLocales: [LocaleSetting]
    /// `--locale`: these, whatever the sources name.
    public var localeOverride: [LocaleSetting]?
    public var thresholds: Thresholds
    public var rules: RuleConfiguration

    public init(measurer: EngineTextMeasurer, resolver: SpecResolver, categories: [ContentSizeCategory],
                boldTextSettings: [Bool], locales: [LocaleSetting] = [.development()], localeOverride: [LocaleSetting]? = nil,
                thresholds: Thresholds, rules: RuleConfiguration) {
        self.measurer = measurer
        self.resolver = resolver
        self.categories = categories
        self.boldTextSettings = boldTextSettings
        self.defaultLocales = locales
        self.localeOverride = localeOverride
        self.thresholds = thresholds
        self.rules = rules
    }

    /// An evaluator with the project's fonts, families, thresholds and rule settings.
    public init(project: Project, categories: [ContentSizeCategory]? = nil, boldText: Bool? = nil,
                locales: [LocaleSetting]? = nil) {
        let config = project.config
        self.init(measurer: project.measurer, resolver: SpecResolver(fontFamilies: config.fontFamilyNames, lineHeight: config.lineHeight, platform: config.platform),
                  categories: categories ?? config.categories, boldTextSettings: boldText.map { [$0] } ?? config.boldText,
                  locales: config.locales, localeOverride: locales,
                  thresholds: Thresholds(hitTargetStandard: config.thresholds.standard,
                                         hitTargetMinimum: config.thresholds.hitTarget, targetSpacing: config.thresholds.spacing,
                                         minimumTextSize: config.thresholds.minTextSize),
                  rules: config.rules)
    }

    public func evaluate(_ source: any LayoutSource, on device: ViewModel.Device,
                         observe: (CasePhase) -> Void = { _ in }) throws -> CaseEvaluation {
        var variants: [(name: String, results: [CategoryResult])] = []
        var insets: [ContentSizeCategory: EdgeInsets] = [:]
        var notShown: [NotShownPart] = []
        try evaluateEach(source, on: device, observe: observe) { variant, resolved, result in
            if variants.last?.name != variant { variants.append((variant, [])) }
            variants[variants.count - 1].results.append(result)
            insets[result.category] = resolved.screenInsets
            for part in resolved.notShown where !notShown.contains(part) { notShown.append(part) }
        }
        var evaluation = CaseEvaluation(source: source, device: device, variants: variants, insets: insets)
        evaluation.notShown = notShown
        return evaluation
    }

    /// The locales a source is checked in.
    public func locales(of source: any LayoutSource) -> [LocaleSetting] {
        localeOverride ?? source.locales(default: defaultLocales)
    }

    /// Every layout of one (source, device) in order (locales, then Bold Text settings, then variants, then
    /// categories), handed to `each` as it is made, so a caller that folds results (the bench) keeps none of them.
    public func evaluateEach(_ source: any LayoutSource, on device: ViewModel.Device, observe: (CasePhase) -> Void = { _ in },
                             _ each: (_ variant: String, _ resolved: ResolvedLayout, _ result: CategoryResult) throws -> Void) throws {
        for locale in locales(of: source) {
            for boldText in boldTextSettings {
                for variant in source.variantNames {
                    // Each locale and Bold Text setting is a variant of its own in goldens and reports, so it never
                    // compares with the others, and every finding names it.
                    let name = Self.variantLabel(variant, locale: locale, boldText: boldText)
                    for category in categories {
                        let (resolved, result) = try evaluate(source, variant: variant, variantLabel: name, device: device,
                                                              category: category, boldText: boldText, locale: locale,
                                                              observe: observe)
                        try each(name, resolved, result)
                    }
                }
            }
        }
    }

    /// `Long title @ar +boldText`: the development language adds nothing, so goldens of projects that check only it
    /// are as they were.
    public static func variantLabel(_ variant: String, locale: LocaleSetting, boldText: Bool) -> String {
        variant + (locale == .development() ? "" : " @" + locale.identifier) + (boldText ? " +boldText" : "")
    }

    /// One case: the resolved view, its frame tree and findings.
    public func evaluate(_ source: any LayoutSource, variant: String, variantLabel: String? = nil, device: ViewModel.Device,
                         category: ContentSizeCategory, boldText: Bool, locale: LocaleSetting = .development(),
                         observe: (CasePhase) -> Void = { _ in }) throws -> (resolved: ResolvedLayout, result: CategoryResult) {
        let resolved = try source.resolve(variant: variant, device: device, category: category, boldText: boldText,
                                          locale: locale, resolver: resolver)
        observe(.resolved)
        // Lay the body out in the width its insets leave, so frames are in content coordinates, as checks expect
        // (the screen spans −leading … width − leading). The screen is the source's: a preview's
        // `.fixedLayout(width:height:)` narrows the device's.
        let screen = resolved.device
        let width = max(0, screen.width - resolved.insets.horizontal)
        let laid = computeLayout(root: resolved.body, proposal: ProposedSize(width: width, height: nil), measure: measurer,
                                 direction: resolved.layoutDirection)
        // Content that could not be made at its size (a GeometryReader's, reading something unknown) leaves the tree
        // incomplete: the case is not evaluated, with the first reason met (a located `SwiftDiagnostic`).
        if let failure = laid.failures.first { throw failure }
        let tree = try checkImagesOfUnknownSize(laid, resolved, width: width)
        observe(.laidOut)
        let context = CheckContext(category: category, device: Screen(name: device.name, screenWidth: screen.width,
                                                                           displayScale: screen.displayScale),
                                   insets: resolved.screenInsets,
                                   variant: variantLabel ?? variant, thresholds: thresholds, rules: rules)
        let findings = runChecks(tree, context: context)
        observe(.checked)
        return (resolved, CategoryResult(category: category, root: tree, findings: findings))
    }
}

extension CaseEvaluator {
    /// An image whose size the source does not give is laid out as a square; the case stands only if the views around
    /// it are laid out the same at other sizes (`UnknownImageSizes`), its frames that change marked as stand-ins, else
    /// it is not evaluated, with the image named.
    func checkImagesOfUnknownSize(_ tree: LaidOutNode, _ resolved: ResolvedLayout, width: Double) throws -> LaidOutNode {
        guard tree.readsUnknownImageSize else { return tree }
        let proposal = ProposedSize(width: width, height: nil)
        let analysis = UnknownImageSizeMessage.analyse(tree) { size, onlyNamed in
            var options = LayoutOptions()
            options.unknownImageSize = size
            options.unknownImageSizeOnly = onlyNamed
            return LayoutEngine(measurer: measurer, options: options).layout(resolved.body, proposal: proposal)
                .inLayoutDirection(resolved.layoutDirection, containerWidth: width)
        }
        switch analysis {
        case .success(let marked): return marked
        case .failure(let error): throw SpecErrors([error])
        }
    }
}

extension CaseEvaluation {
    /// "overlay at Views/Row.swift:14 (never laid out: its content is not checked)", as reports list them.
    func notShownSentences(_ project: Project) -> [String] {
        notShown.map { part in
            let place = "\(part.modifier) at \(project.displayPath(part.source.file)):\(part.source.line)"
            guard let reason = part.notRunBecause else { return place + " (never laid out: its content is not checked)" }
            return place + " (not run: \(reason); the view is checked as it first appears)"
        }
    }
}
