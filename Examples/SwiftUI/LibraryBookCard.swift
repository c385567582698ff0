// Epilogue's library card: the cover beside the title, author and progress, stacked at accessibility sizes.
// Twin of layouts/library_book_card.yaml.
import SwiftUI

struct Book {
    var title: String
    var author: String
    var progress: Double

    static let dune = Book(title: "Dune", author: "Frank Herbert", progress: 0.42)
    static let leftHand = Book(title: "The Left Hand of Darkness: 50th Anniversary Edition", author: "Ursula K. Le Guin",
                               progress: 0.75)
    static let unendliche = Book(title: "Die unendliche Geschichte: Jubiläumsausgabe mit Illustrationen",
                                 author: "Michael Ende", progress: 0.08)
}

struct LibraryBookCard: View {
    let book: Book
    @ScaledMetric private var imageWidth: CGFloat = 120
    @ScaledMetric private var imageHeight: CGFloat = 180
    @ScaledMetric(relativeTo: .title2) private var titleSize: CGFloat = 22
    @ScaledMetric(relativeTo: .body) private var authorSize: CGFloat = 17
    @ScaledMetric(relativeTo: .caption) private var captionSize: CGFloat = 12
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var layout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(spacing: 16))
    }

    var body: some View {
        layout {
            Image("cover")
                .resizable()
                .frame(width: imageWidth, height: imageHeight)
                .accessibilityIdentifier("cover")
            VStack(alignment: .leading, spacing: 8) {
                Text(book.title)
                    .font(.system(size: titleSize, weight: .bold))
                    .lineLimit(nil)
                    .fixedSize(horizontal: false, vertical: true)
                    .accessibilityIdentifier("title")
                Text(book.author)
                    .font(.system(size: authorSize))
                    .foregroundStyle(.secondary)
                    .lineLimit(nil)
                    .accessibilityIdentifier("author")
                ProgressView(value: book.progress)
                    .accessibilityIdentifier("progress-bar")
                Text("\(Int(book.progress * 100))% complete")
                    .font(.system(size: captionSize))
                    .accessibilityIdentifier("progress")
            }
        }
    }
}

#Preview("short") { LibraryBookCard(book: .dune).padding(.horizontal) }
#Preview("long") { LibraryBookCard(book: .leftHand).padding(.horizontal) }
#Preview("german") { LibraryBookCard(book: .unendliche).padding(.horizontal) }
