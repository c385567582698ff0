import CheckSettings
import Foundation
import SwiftUISource
/// What `layoutcheck init` writes: a commented configuration listing every setting with its default, and one
/// example spec written as its SwiftUI view is. Both decode (a test keeps them so).
public enum Starter {
    public static var configuration: String { configuration(swiftui: []) }

    /// The configuration, checking the SwiftUI previews of `swiftui` folders when the project has some.
    public static func configuration(swiftui folders: [String]) -> String {
        let swiftui = folders.isEmpty
            ? "# swiftui: [Sources/App/Views]   # Swift files or folders whose #Previews are checked"
            : "swiftui: [\(folders.joined(separator: ", "))]   # found by layoutcheck init: the folders with #Previews"
        return configurationHead + swiftui + "\n\n" + configurationBody
    }

    /// Folders (relative to `root`) holding Swift files with a `#Preview` or a `PreviewProvider`.
    public static func previewFolders(under root: String) -> [String] {
        let files = SwiftSources.files(in: [root]).filter { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return text.contains("#Preview") || text.contains("PreviewProvider")
        }
        let base = root == "." ? "" : (root.hasSuffix("/") ? root : root + "/")
        let folders = Set(files.map { path -> String in
            var relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            if relative.hasPrefix("./") { relative.removeFirst(2) }
            let folder = (relative as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        })
        return folders.sorted()
    }

    static let configurationHead = """
    # layoutcheck.yml: every key is optional; the values shown are the defaults.
    # Command-line flags override this file (layoutcheck --help).


    """

    static let configurationBody = """
    layouts: layouts          # folder of specs (*.yaml, *.yml, *.json; shared components in layouts/components/)
    golden: golden            # folder of golden snapshots, one file per spec and device

    # Devices for specs that name none (presets: iphone-se-1, iphone-se, iphone-13-mini, iphone-14, iphone-16,
    # iphone-16-pro, iphone-11, iphone-16-plus, iphone-16-pro-max, ipad-mini, ipad-11, ipad-13).
    devices: [iphone-se, iphone-16, iphone-16-pro-max]

    categories: all           # or a list [large, accessibility3], or a range large...accessibility5
    boldText: false           # true, or both (checks every case with and without Bold Text)
    locales: [en]             # add de, ar, ja … or pseudo-double-length, pseudo-accented, pseudo-bounded, pseudo-rtl

    # Fonts: only these files are used, never the host's. The system font stands in for SF Pro: Inter at every size
    # with its author's size-dependent tracking, so widths vary smoothly with size as SF's do. Point it at SF Pro
    # files copied from a Mac for exact widths (they carry their own tracking).
    fonts:
      system:
        text: fonts/Inter-roman.var.ttf          # the bundled Inter is used when this file is absent
        # tracking: inter-dynamic                # or none; the default is inter-dynamic for Inter, none otherwise
      # families:                                # for font: {family: Lora, size: 17, relativeTo: body}
      #   Lora: fonts/Lora-VariableFont_wght.ttf
      #   Brand: [{path: fonts/Brand-Regular.otf, weight: 400}, {path: fonts/Brand-Bold.otf, weight: 700}]

    thresholds:
      standard: hig           # hig (44×44 pt targets) or wcag-2.5.8 (24×24 pt with its spacing exception)
      hitTarget: 44           # minimum target side in points
      spacing: 8              # minimum gap between adjacent targets
      minTextSize: 11         # smallest legible text (HIG)

    tolerance: 0.5            # points two frames may differ by and still match a golden
    platform: ios26           # the iOS release whose control sizes are reproduced (ios26, ios18)
    lineHeight: sf            # sf: SF Pro's metrics for the system font, as iOS 26 measures Text; font: the font's own; hig: the HIG leading

    # Severity per rule: error, warning, note or off.
    # rules:
    #   hit-target-spacing: warning
    #   text-too-small: off

    # record: missing         # all | missing | failed | never; default never when CI is set, missing otherwise

    # Previews that cannot be evaluated yet, with why: `layoutcheck previews --write-skips` writes (and prunes) them.
    # skip:
    #   "OrderRow.swift › Loading": "its model comes from the network"
    # Views the sources do not define (another package's, UIKit's) or image assets, at a fixed size:
    # stubs: {MapView: {height: 200}, plant-photo: {width: 60, height: 60}}
    # The moment Swift previews read as the current time (Date(), Date.now, a TimelineView's date); unset, a preview
    # that shows it is reported.
    # now: 2026-09-09T09:41:00Z

    # The app's strings, for specs' texts in each locale checked: String Catalogs, xx.lproj folders, or folders of
    # them (Swift previews read the tables beside their sources).
    # strings: [Resources/Localizable.xcstrings]

    """

    public static let exampleSpec = """
    # An example that passes at every size: a list row with a title, a subtitle and a button, as this SwiftUI view
    # writes it (the title may wrap as far as it needs; the button's label is at least 44 × 44 pt, its hit target):
    #   let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
    #                                                    : AnyLayout(HStackLayout(spacing: 12))
    #   layout {
    #     VStack(alignment: .leading, spacing: 4) { Text(title).font(.headline); Text(subtitle).font(.subheadline) }
    #     Spacer()
    #     Button { } label: { Text("Open").frame(minWidth: 44, minHeight: 44) }
    #   }
    # Try `lineLimit: 2` on the title and run `layoutcheck`: the long variant truncates from some size on, and the run
    # fails until you fix it or accept it (`layoutcheck --record --accept-findings`).
    # Run `layoutcheck layout layouts/example_row.yaml --category AX5 --variant long` to see its frame tree.
    name: ExampleRow
    insets: margins               # the screen's layout margins (16 pt on iPhone)
    variants:                     # the same row with the content that breaks layouts
      short: {title: "Inbox", subtitle: "3 unread"}
      long: {title: "Quarterly planning notes and follow-ups from the design review", subtitle: "Updated yesterday"}
    body:
      adaptiveStack:              # HStack below accessibility1, VStack from it
        spacing: 12
        alignment: leading
        children:
          - vstack:
              alignment: leading
              spacing: 4
              children:
                - text: "{title}"
                  id: title
                  font: headline
                - text: "{subtitle}"
                  id: subtitle
                  font: subheadline
          - spacer
          - button:
              title: Open
              frame: {minWidth: 44, minHeight: 44}
            id: open

    """
}
