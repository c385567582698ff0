// Epilogue's chat: an assistant message and the user's reply, each a bubble with its time below.
// Twin of layouts/chat_bubble.yaml; from the Dynamic Type course's "Chat Messages with Dynamic Type" task.
import SwiftUI

struct Message {
    var content: String
    var time: String
    var isFromUser: Bool
}

struct ChatBubble: View {
    let message: Message
    @ScaledMetric(relativeTo: .body) private var fontSize: CGFloat = 17
    @ScaledMetric private var bubblePadding: CGFloat = 12
    @ScaledMetric private var maxBubbleWidth: CGFloat = 280
    @ScaledMetric(relativeTo: .caption) private var metadataSize: CGFloat = 12
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack {
            if message.isFromUser { Spacer(minLength: 40) }
            VStack(alignment: message.isFromUser ? .trailing : .leading, spacing: 4) {
                Text(message.content)
                    .font(.system(size: fontSize))
                    .padding(bubblePadding)
                    .background(message.isFromUser ? Color.accentColor : Color.secondary.opacity(0.2))
                    .accessibilityIdentifier("bubble")
                    .frame(maxWidth: dynamicTypeSize.isAccessibilitySize ? .infinity : maxBubbleWidth,
                           alignment: message.isFromUser ? .trailing : .leading)
                    .accessibilityIdentifier(message.isFromUser ? "question" : "answer")
                Text(message.time)
                    .font(.system(size: metadataSize))
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier(message.isFromUser ? "question-time" : "answer-time")
            }
            if !message.isFromUser { Spacer(minLength: 40) }
        }
    }
}

struct Conversation: View {
    let question: String
    let answer: String
    let time: String

    var body: some View {
        VStack(spacing: 12) {
            ChatBubble(message: Message(content: answer, time: time, isFromUser: false))
            ChatBubble(message: Message(content: question, time: time, isFromUser: true))
        }
    }
}

#Preview("short") {
    Conversation(question: "Who is Genly Ai?", answer: "The envoy of the Ekumen.", time: "2 min ago")
        .padding(.horizontal)
}

#Preview("long") {
    Conversation(question: "Can you remind me why the Gethenians distrust Genly Ai in the first chapters?",
                 answer: "Genly Ai arrives alone as the envoy of the Ekumen, and the Gethenians, who have never imagined a world beyond their own, see him as a sexual and political oddity whose claims they cannot verify.",
                 time: "1 hour ago")
        .padding(.horizontal)
}

#Preview("german") {
    Conversation(question: "Warum misstrauen die Gethenianer Genly Ai in den ersten Kapiteln?",
                 answer: "Genly Ai kommt allein als Gesandter der Ökumene, und die Gethenianer halten seine Behauptungen für unüberprüfbar.",
                 time: "vor 1 Stunde")
        .padding(.horizontal)
}
