import Checks
import Layout
import Testing

@Suite struct ElementTreeTests {
    @Test func pathsUseIdsWhereGivenAndKindsElsewhere() {
        let root = vstack(id: "card", frame: rect(0, 0, 300, 100), [
            vstack(frame: rect(0, 0, 300, 100), [text(id: "title", frame: rect(0, 0, 100, 20))]),
        ])
        let tree = ElementTree(root: root, legacyPaths: true)
        #expect(tree.entries.map(\.path) == ["card", "card/stack", "card/title"])
        #expect(tree.entries.map(\.legacyPath) == ["card", "card/vstack", "card/vstack/title"], "schema 1")
    }

    @Test func wrappingAViewInAStackKeepsItsKey() {
        let bare = vstack(id: "card", frame: rect(0, 0, 300, 100), [text(id: "title", frame: rect(0, 0, 100, 20))])
        let wrapped = vstack(id: "card", frame: rect(0, 0, 300, 100), [
            hstack(frame: rect(0, 0, 300, 20), [text(id: "title", frame: rect(0, 0, 100, 20))]),
        ])
        #expect(ElementTree(root: bare).entries.last?.path == "card/title")
        #expect(ElementTree(root: wrapped).entries.last?.path == "card/title")
    }

    @Test func swappingAStacksAxisKeepsEveryKey() {
        let h = hstack(frame: rect(0, 0, 300, 50), [text(frame: rect(0, 0, 10, 10)), button("retry", frame: rect(0, 0, 44, 44))])
        let v = vstack(frame: rect(0, 0, 300, 50), [text(frame: rect(0, 0, 10, 10)), button("retry", frame: rect(0, 0, 44, 44))])
        #expect(ElementTree(root: h).entries.map(\.path) == ElementTree(root: v).entries.map(\.path))
        #expect(ElementTree(root: h).entries.map(\.path) == ["stack", "text", "retry", "retry"])
    }

    @Test func unnamedSiblingsOfOneKindGetOrdinals() {
        let root = vstack(frame: rect(0, 0, 300, 100), [
            text(frame: rect(0, 0, 10, 10)), image(frame: rect(0, 10, 10, 10)), text(frame: rect(0, 20, 10, 10)),
        ])
        let paths = ElementTree(root: root).entries.map(\.path)
        #expect(paths == ["stack", "text[1]", "image", "text[2]"])
    }

    @Test func modifierWrappersAreOneElementNamedByAnInnerId() {
        let inner = text(id: "title", frame: rect(8, 8, 100, 20))
        let root = vstack(id: "card", frame: rect(0, 0, 300, 100), [
            framed(Frame(height: 36), frame: rect(0, 0, 116, 36), padded(EdgeInsets(all: 8), frame: rect(0, 0, 116, 36), inner)),
        ])
        let tree = ElementTree(root: root)
        #expect(tree.entries.map(\.path) == ["card", "card/title", "card/title", "card/title"])
        #expect(tree.visibleElements.map(\.path) == ["card", "card/title"])
        #expect(tree.entries[3].elementHead == 1)
    }

    @Test func adaptiveStackPathIsTheSameInBothBranches() {
        let h = stack(.horizontal, frame: rect(0, 0, 300, 50), branch: "hstack", [text(id: "t", frame: rect(0, 0, 10, 10))])
        let v = stack(.vertical, frame: rect(0, 0, 300, 50), branch: "vstack", [text(id: "t", frame: rect(0, 0, 10, 10))])
        #expect(ElementTree(root: h).entries.map(\.path) == ElementTree(root: v).entries.map(\.path))
        #expect(ElementTree(root: h).entries[1].path == "t")
    }

    @Test func anUnnamedViewThatFitsChoiceAddsNoSegment() {
        func fitting(_ axis: Axis) -> LaidOutNode {
            let chosen = stack(axis, frame: rect(0, 0, 300, 50), [text(id: "title", frame: rect(0, 0, 10, 10))])
            let node = ViewNode(.viewThatFits(axes: [.horizontal], children: [chosen.node]), id: "row")
            return LaidOutNode(node: node, frame: chosen.frame, proposal: chosen.proposal, branch: "child 1", children: [chosen])
        }
        #expect(ElementTree(root: fitting(.horizontal)).entries.last?.path == "row/title")
        #expect(ElementTree(root: fitting(.vertical)).entries.last?.path == "row/title")
    }

    @Test func hiddenSubtreesAreMarkedHidden() {
        let root = vstack(frame: rect(0, 0, 300, 100), [hidden(text(id: "ghost", frame: rect(0, 0, 10, 10)))])
        let tree = ElementTree(root: root)
        #expect(tree.entries.filter(\.hidden).map(\.path) == ["ghost", "ghost"])
        #expect(tree.visibleElements.map(\.path) == ["stack"])
    }

    @Test func roleOnTheOuterNodeMakesTheElementATarget() {
        let root = hstack(frame: rect(0, 0, 300, 44), [button("retry", frame: rect(0, 0, 40, 44))])
        let targets = ElementTree(root: root).targets
        #expect(targets.map(\.entry.path) == ["retry"])
        #expect(targets.first?.frame.size == Size(width: 40, height: 44))
    }
}
