/// Bounds on what a spec or `layoutcheck.yml` may ask for. Past each one the file gets a located error (exit 2)
/// instead of a stack overflow, a trap on a number conversion, or unbounded time and memory. Every limit is far
/// beyond any real card or row; README.md ("Limits and hardening") lists them, and BadInput tests hold them.
public enum SpecLimits {
    /// Bytes in one spec, component or config file (the largest bundled spec is about 3 KB).
    public static let maxFileBytes = 1 << 20

    /// Characters in one text value (a title, a variant value, a component argument). A UI string is a line or a
    /// paragraph; a 10,000-character text still measures in milliseconds, a megabyte of text would not.
    public static let maxStringCharacters = 10_000

    /// YAML nodes in one file, counting an alias once per use: a "billion laughs" of nested aliases is refused
    /// before anything walks it.
    public static let maxYAMLNodes = 100_000

    /// Views nested inside one another as written (a stack in a stack …). Real cards nest about ten deep.
    public static let maxNesting = 64

    /// Depth of the resolved view tree: views plus their layout modifiers (padding, frame, fixedSize, hidden) with
    /// components expanded. The layout engine and the checks recurse once per level; in a debug build on a
    /// worker thread the stack overflows near 1,000 levels (about 450 levels of stacks), under AddressSanitizer
    /// sooner, so 200 leaves a wide margin.
    public static let maxTreeDepth = 200

    /// Nodes in one resolved view tree (components expanded): bounds a component used many times by a component
    /// used many times.
    public static let maxTreeNodes = 20_000

    /// Largest length in points (frame, padding, spacing, device width). The widest iPad is 1,366 pt.
    public static let maxLength = 100_000.0

    /// Largest font size in points; must also be above 0. The largest text style is 60 pt (Large Title at AX5).
    public static let maxFontSize = 1_000.0

    /// Largest magnitude of any other number (line limits, columns, priorities, tolerances, face indices).
    public static let maxNumber = 1_000_000.0
}
