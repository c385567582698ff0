// Epilogue's library card in Arabic: the same view as LibraryBookCard.swift, checked right to left with the
// Arabic title and author of Radwa Ashour's Granada trilogy, drawn in the Noto Sans Arabic fallback font.
// The preview's locale sets the direction: the cover sits on the right and the text column's leading edge is
// its right edge, as on an iPhone set to Arabic.
import SwiftUI

extension Book {
    static let granada = Book(title: "ثلاثية غرناطة: غرناطة، مريمة، الرحيل", author: "رضوى عاشور", progress: 0.3)
}

#Preview("Arabic") {
    LibraryBookCard(book: .granada)
        .padding(.horizontal)
        .environment(\.locale, Locale(identifier: "ar"))
}
