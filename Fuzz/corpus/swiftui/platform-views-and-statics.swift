import SwiftUI
import WebKit

// Seeds for the fuzzer: UIKit views, shared static tables, content margins, shapes, URLs, subscripts.
final class Glyph {
    let name: String
    let code: String
    private init(name: String, code: String) { self.name = name; self.code = code }
    convenience init(named name: String) {
        let found = Self.all.first(where: { $0.name == name }) ?? Self.all[0]
        self.init(name: found.name, code: found.code)
    }
    static let all: [Glyph] = (0..<300).map { Glyph(name: "g\($0)", code: "U+\($0)") }
}

struct PlayerWebView: UIViewRepresentable {
    func makeUIView(context: Context) -> WKWebView { WKWebView() }
    func updateUIView(_ view: WKWebView, context: Context) {}
}

struct Wave: Shape {
    var amplitude: CGFloat = 4
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        return path
    }
}

enum Flavor { case salty, sweet }
struct Profile {
    var salty = 1
    var sweet = 5
    subscript(flavor: Flavor) -> Int {
        switch flavor { case .salty: return salty; case .sweet: return sweet }
    }
}

struct Feed: View {
    let server = URL(string: "http://192.168.0.10:8123/lovelace")!
    var best: (name: String, price: Int)? = ("Seeds", 4)
    var body: some View {
        ScrollView {
            VStack {
                Text(Glyph(named: "g12").code)
                Text(server.host ?? "none")
                PlayerWebView().frame(height: 120)
                Wave(amplitude: 6).fill(.blue).frame(height: 20)
                if let (name, price) = best { Text("\(name) $\(price)") }
                Text("Sweet \(Profile()[.sweet])")
                Text(zip([1, 2], [1, 3]).contains { $0 != $1 } ? "changed" : "same")
            }
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}

#Preview { Feed() }
