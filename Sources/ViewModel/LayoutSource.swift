import DynamicType
import Localization

/// The front-end seam: one checkable view from any source (a YAML spec, a SwiftUI `#Preview`), made concrete for
/// one environment. Everything downstream (layout, checks, goldens, reports, previews) sees only this and the
/// `ResolvedLayout` it produces, so a new front end needs nothing else from the pipeline.
public protocol LayoutSource: Sendable {
    /// The name reports show: a spec's `name:`, or `File.swift › Preview`.
    var name: String { get }
    /// The file it is written in; findings without their own location point here.
    var file: String { get }
    /// The folder under `golden/` holding one golden per device (`library_book_card`,
    /// `Examples/SwiftUI/BookCard.swift/Long title`).
    var goldenFolder: String { get }
    /// nil = the project's default devices (`layoutcheck.yml`).
    var devices: [Device]? { get }
    /// The content variants to evaluate, in order; at least one.
    var variantNames: [String] { get }
    /// The locales it is checked in; nil = the project's (`locales:` in layoutcheck.yml).
    var locales: [LocaleSetting]? { get }
    /// The view tree for one (variant, device, category, Bold Text, locale) environment. `resolver` carries the
    /// project's settings (custom font families, line-height model) and lowers spec elements to view nodes.
    func resolve(variant: String, device: Device, category: ContentSizeCategory, boldText: Bool, locale: LocaleSetting,
                 resolver: SpecResolver) throws -> ResolvedLayout
}

extension LayoutSource {
    public func devices(default fallback: [Device]) -> [Device] { devices ?? fallback }
    public func locales(default fallback: [LocaleSetting]) -> [LocaleSetting] { locales ?? fallback }

    /// In the development language (English).
    public func resolve(variant: String, device: Device, category: ContentSizeCategory, boldText: Bool,
                        resolver: SpecResolver) throws -> ResolvedLayout {
        try resolve(variant: variant, device: device, category: category, boldText: boldText, locale: .development(),
                    resolver: resolver)
    }
}

extension LayoutSpec: LayoutSource {
    public func resolve(variant: String, device: Device, category: ContentSizeCategory, boldText: Bool, locale: LocaleSetting,
                        resolver: SpecResolver) throws -> ResolvedLayout {
        try resolver.resolve(self, variant: variant, device: device, category: category, boldText: boldText, locale: locale)
    }
}
