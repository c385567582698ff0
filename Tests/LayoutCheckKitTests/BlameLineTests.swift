import Checks
import Layout
import Specs
import ViewModel
import Testing

/// A finding or a difference points at the element's own line: the line of its view (`text:`, `button:` …), never
/// the line of a modifier written below it, whatever the element's kind.
@Suite struct BlameLineTests {
    static let spec = """
    name: Blame
    body:
      vstack:
        - text: Title
          id: title
          padding: 8
          frame: {maxWidth: infinity}
        - symbol: star
          id: star
          padding: 4
        - image: {name: cover, width: 40, height: 60}
          id: cover
          frame: {width: 40}
        - label: {title: Mail, systemImage: envelope}
          id: mail
          padding: 2
        - button: {title: Resume, padding: 14}
          id: resume
          frame: {minHeight: 44}
        - toggle: Reduce Motion
          id: motion
          padding: {horizontal: 16}
        - hstack: [{text: A}, {text: B}]
          id: pair
          padding: 8
    """

    /// The line of each element's view in `spec` (1-based).
    static let expected = ["title": 4, "star": 8, "cover": 11, "mail": 14, "resume": 17, "motion": 20, "pair": 23]

    @Test(arguments: expected.keys.sorted())
    func anElementIsBlamedOnItsViewsLineNotItsModifiers(id: String) throws {
        let spec = try SpecLoader.decode(yaml: Self.spec, file: "layouts/blame.yaml")
        let resolved = try SpecResolver().resolve(spec, device: try #require(Device.preset(named: "iphone-16")),
                                                  category: .large)
        let laid = computeLayout(root: resolved.body, proposal: ProposedSize(width: 393, height: nil),
                                 measure: FixedAdvanceMeasurer())
        let entry = try #require(ElementTree(root: laid).visibleElements.first { $0.elementID == id })
        #expect(entry.source?.line == Self.expected[id], "\(id)")
    }
}
