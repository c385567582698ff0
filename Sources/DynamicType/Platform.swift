/// The iOS release whose numbers the engine reproduces (`platform:` in layoutcheck.yml), and its table of control
/// and list numbers (`PlatformMetrics`). Text metrics, scaled metrics, symbol sizes and text spacing are large
/// measured tables of their own (`SystemFontMetrics`, `ScaledMetricTable`, `SymbolSizeTable`, `TextSpacingTable`),
/// all measured on iOS 26 and used for both releases.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case ios26
    case ios18

    public static let `default`: Platform = .ios26

    public var metrics: PlatformMetrics {
        switch self {
        case .ios26: return .ios26
        case .ios18: return .ios18
        }
    }
}

/// Every control and list number of one release, each with its source (docs/platform-facts.md, "Controls").
/// *measured*: printed on the simulator; *documented*: Apple's documentation or long-standing UIKit values.
public struct PlatformMetrics: Sendable {
    /// A Toggle's switch, width × height. iOS 26: 61 × 28 (*measured*; UISwitch reports 63 × 28, intrinsic 61 × 28);
    /// through iOS 18: 51 × 31 (*documented*, UIKit's long-standing switch).
    public var toggleSwitch: (width: Double, height: Double)
    /// A labelled Toggle's gap between label and switch: 8 (*measured* on iOS 26.5).
    public var toggleLabelGap: Double
    /// `.bordered` / `.borderedProminent`: the label's padding inside the capsule, 12 either side and 7 above and
    /// below (*measured* on iOS 26.5).
    public var borderedButtonPadding: (horizontal: Double, vertical: Double)
    /// Form and List, inset grouped (*measured* on iOS 26.5, @3x, Large).
    public var form: FormMetrics

    public static let ios26 = PlatformMetrics(toggleSwitch: (61, 28), toggleLabelGap: 8, borderedButtonPadding: (12, 7),
                                              form: .ios26)
    /// iOS 18 where its numbers are known to differ (the switch); the rest as iOS 26.
    public static let ios18: PlatformMetrics = {
        var m = ios26
        m.toggleSwitch = (51, 31)
        return m
    }()
}

/// An inset-grouped Form or List. Offsets run from the bottom of one block (rows, header, footer) to the top of the
/// next, or from the list's top.
public struct FormMetrics: Sendable {
    /// Row content from the list's leading and trailing edges (the section's 16 pt inset and the cell's 16).
    public var contentInset: Double
    /// A row box: its content plus this above and below, at least `rowMinHeight` tall, the content centred.
    public var rowPadding: Double
    public var rowMinHeight: Double
    public var firstUntitledSection: Double
    public var firstHeader: Double
    public var untitledSectionAfterRows: Double
    public var untitledSectionAfterFooter: Double
    public var headerAfterRows: Double
    public var headerAfterFooter: Double
    public var headerToRows: Double
    public var rowsToFooter: Double
    /// The spacing between adjacent sections, `ListSectionSpacing.default`: 35. The measured gaps between sections are
    /// this spacing less a header's margin above its text (7.667) and a footer's below its text (11.333): rows to an
    /// untitled section 35, rows to a header 27.333, footer to an untitled section 23.667, footer to a header 16; the
    /// four agree with these three numbers (*derived*), so a custom spacing moves each gap by its difference from 35.
    public var sectionSpacing: Double { untitledSectionAfterRows }

    /// The plain style (`.listStyle(.plain)`): the inset-grouped cell without the section's 16 pt margin, so content
    /// 16 pt from the list's edges, rows from the list's top (UIKit's plain table cells, *measured* on iOS 26 by the
    /// openuikit project: label at x 16, trailing margin 16, 51.5 pt rows padded 15.5 pt at @2x; the cell's padding
    /// and minimum height taken from the inset-grouped measurement, an *assumption*). Headers, footers and the space
    /// between sections of a plain list are not measured.
    public var plain: FormMetrics {
        var m = self
        m.contentInset = contentInset - 16
        m.firstUntitledSection = 0
        return m
    }

    /// iOS 26.5 (iPhone 17 Pro, @3x, Large), *measured* by an engine checked against the simulator: the iOS metrics
    /// of `native/overlay/tester/src/expoui/layout/Layout.cpp` in the GitHub repository Kudo/sdk58.
    public static let ios26 = FormMetrics(contentInset: 32, rowPadding: 15, rowMinHeight: 52, firstUntitledSection: 35,
                                          firstHeader: 10, untitledSectionAfterRows: 35, untitledSectionAfterFooter: 23.667,
                                          headerAfterRows: 27.333, headerAfterFooter: 16, headerToRows: 10, rowsToFooter: 8)
}
