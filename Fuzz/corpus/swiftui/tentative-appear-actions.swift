import SwiftUI
import Observation

struct Ticket: Identifiable { let id = UUID(); var title: String }

@Observable final class TicketModel {
    var tickets: [Ticket] = []
    var status = "Loading"
    var refreshed: Date?
    func load() { tickets = [Ticket(title: "Printer jam"), Ticket(title: "New laptop")]; status = "2 open"; refreshed = .now }
}

struct Tickets: View {
    @State private var model = TicketModel()
    @State private var header = "Header"
    var body: some View {
        VStack {
            Text(header)
            Text(model.status)
            ForEach(model.tickets) { Text($0.title) }
            if model.tickets.count > 1 { Text(model.tickets[0].id.uuidString) }
        }
        .onAppear { header = "Open tickets" }
        .task { model.load() }
    }
}
#Preview("Tickets") { Tickets() }

final class Mailbox: ObservableObject {
    @Published var subjects: [String] = []
    func refresh() async { subjects.append(await MailAPI.latestSubject()) }
}
struct Unread: View {
    @ObservedObject var mailbox: Mailbox
    var body: some View { Text("\(mailbox.subjects.count) unread") }
}
#Preview("Unread") { let mailbox = Mailbox(); return Unread(mailbox: mailbox).task { await mailbox.refresh() } }
