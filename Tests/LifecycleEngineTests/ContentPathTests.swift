import Testing

@testable import LifecycleEngine

/// Places of content in a body: a path made again on the next body is the same place (equal,
/// same hash), whichever parts it shares with the first; prefixes are whole components.
@Suite("Content paths")
struct ContentPathTests {
  private func path(_ components: [String]) -> ContentPath {
    components.reduce(ContentPath.root) { $0.appending($1) }
  }

  @Test("a path made again, component by component or at once, is equal and hashes the same")
  func madeAgain() {
    let first = path(["0", "branch 1", "view Row"])
    let again = path(["0", "branch 1", "view Row"])
    let atOnce = ContentPath(components: ["0", "branch 1", "view Row"])
    #expect(first == again)
    #expect(first == atOnce)
    #expect(first.hashValue == again.hashValue)
    #expect(Set([first, again, atOnce]).count == 1)
    #expect(first.components == ["0", "branch 1", "view Row"])
    #expect(first.count == 3)
    #expect(ContentPath.root.components.isEmpty)
  }

  @Test("paths differing in one component, in order or in length, are different places")
  func different() {
    let base = path(["0", "branch 1"])
    #expect(base.appending("view A") != base.appending("view B"))
    #expect(path(["0", "1"]) != path(["1", "0"]))
    #expect(base != base.appending("m"))
    #expect(ContentPath.root != path(["0"]))
    var modifiers: [ContentPath: Int] = [base.appending("m"): 1, base: 2]
    modifiers[path(["0", "branch 1", "m"])] = 3
    #expect(modifiers.count == 2)
    #expect(modifiers[base] == 2)
  }

  @Test("a prefix is whole leading components, the root and the path itself included")
  func prefixes() {
    let long = path(["scene A", "0", "m", "scene B"])
    #expect(long.hasPrefix(.root))
    #expect(long.hasPrefix(long))
    #expect(long.hasPrefix(path(["scene A", "0"])))
    #expect(!long.hasPrefix(path(["scene A", "1"])))
    #expect(!long.hasPrefix(path(["0"])))
    #expect(!path(["scene A"]).hasPrefix(long))
    #expect(!path(["scene"]).hasPrefix(path(["scene A"])))
  }

  @Test("the renderer's stack of components names the same place as the path the graph made", arguments: [
    (["0", "branch 1", "view Row"], ["0", "branch 1"], "view Row", true),
    (["view Row"], [], "view Row", true),
    (["0", "branch 1", "view Row"], ["0", "branch 2"], "view Row", false),
    (["0", "branch 1", "view Row"], ["0"], "view Row", false),
    (["0", "branch 1", "view Row"], ["0", "branch 1", "m"], "view Row", false),
    (["0", "branch 1", "view Row"], ["0", "branch 1"], "view Other", false),
  ])
  func renderPath(graph: [String], stacked: [String], last: String, same: Bool) {
    var stack = RenderPath()
    for component in stacked { stack.push(component) }
    #expect(path(graph).equals(stack.components, then: last) == same)
    #expect(stack.contentPath == path(stacked))
    stack.push(last)
    stack.pop()
    #expect(stack.components == stacked)
  }

  @Test("tree order: numbers by value, other components by text, a place before the places inside it", arguments: [
    (["0", "2"], ["0", "10"], true),
    (["0", "10"], ["0", "2"], false),
    (["0"], ["0", "m"], true),
    (["0", "m"], ["0"], false),
    (["1", "a"], ["0", "b", "c"], false),
    (["0", "b", "c"], ["1", "a"], true),
    (["branch 0", "m"], ["branch 1"], true),
    (["view A", "9"], ["view A", "10", "m"], true),
    (["x", "y"], ["x", "y"], false),
    ([], ["0"], true),
  ])
  func treeOrder(a: [String], b: [String], precedes: Bool) {
    #expect(ContentPath.precedes(path(a), path(b)) == precedes)
    // The same order over the components themselves, the rule written out.
    func oracle(_ a: [String], _ b: [String]) -> Bool {
      for (x, y) in zip(a, b) where x != y {
        if let m = Int(x), let n = Int(y) { return m < n }
        return x < y
      }
      return a.count < b.count
    }
    #expect(oracle(a, b) == precedes)
  }

  @Test("paths sharing their parents order as paths made apart do")
  func sharedParents() {
    let parent = path(["0", "branch 1"])
    let shared = [parent.appending("10"), parent.appending("2"), parent, parent.appending("2").appending("m")]
    let apart = [path(["0", "branch 1", "10"]), path(["0", "branch 1", "2"]), path(["0", "branch 1"]), path(["0", "branch 1", "2", "m"])]
    let sorted = shared.sorted(by: ContentPath.precedes).map(\.components)
    #expect(sorted == [["0", "branch 1"], ["0", "branch 1", "2"], ["0", "branch 1", "2", "m"], ["0", "branch 1", "10"]])
    #expect(apart.sorted(by: ContentPath.precedes).map(\.components) == sorted)
  }
}
