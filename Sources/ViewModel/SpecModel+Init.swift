import DynamicType
import Layout

// Public initializers for front ends other than the YAML decoder (the Swift front end builds the same elements).

extension LayoutSpec {
    /// A spec of one body without variants or components.
    public init(name: String, file: String, devices: [Device]?, insets: Insets, body: Element) {
        self.init(name: name, file: file, devices: devices, insets: insets, variants: [], components: [:], body: Varying(body))
    }
}

extension Insets {
    public init(leading: Double, trailing: Double) {
        self.init(leading: Varying(.length(.points(leading))), trailing: Varying(.length(.points(trailing))))
    }
}

extension PaddingValue {
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = Varying(.points(top)); self.leading = Varying(.points(leading))
        self.bottom = Varying(.points(bottom)); self.trailing = Varying(.points(trailing))
    }
}

