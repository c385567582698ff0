import SwiftUI
import SwiftData
import ComposableArchitecture

@Model final class Habit {
    var title: String
    var streak: Int
    @Relationship(deleteRule: .cascade) var checkIns: [CheckIn] = []
    init(title: String, streak: Int) { self.title = title; self.streak = streak }
}
@Model final class CheckIn {
    var day: Int
    init(day: Int) { self.day = day }
}

struct HabitList: View {
    @Query(filter: #Predicate<Habit> { $0.streak > 0 }, sort: [SortDescriptor(\Habit.streak, order: .reverse)])
    private var habits: [Habit]
    @Environment(\.modelContext) private var context
    var body: some View {
        List {
            ForEach(habits) { habit in
                LabeledContent(habit.title, value: "\(habit.streak) days")
            }
            Text("\((try? context.fetchCount(FetchDescriptor<CheckIn>())) ?? 0) check-ins")
        }
    }
}

struct SampleHabits: ViewModifier {
    func body(content: Content) -> some View {
        let container = try! ModelContainer(for: Habit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let habit = Habit(title: "Read", streak: 4)
        habit.checkIns = [CheckIn(day: 1), CheckIn(day: 2)]
        container.mainContext.insert(habit)
        container.mainContext.insert(Habit(title: "Run", streak: 9))
        return content.modelContainer(container)
    }
}

extension View {
    func sampleHabits() -> some View { modifier(SampleHabits()) }
}

#Preview("Habits") { HabitList().sampleHabits() }

@Reducer struct Timer {
    @ObservableState struct State: Equatable {
        var seconds = 90
        var laps: IdentifiedArrayOf<Lap> = []
        var detail: Lap?
    }
    enum Action { case start, detail(Never) }
}
struct Lap: Equatable, Identifiable { let id: Int; var label: String }

struct TimerView: View {
    @Bindable var store: StoreOf<Timer>
    var body: some View {
        VStack {
            Text("\(store.seconds / 60):\(store.seconds % 60)")
            ForEach(store.laps) { Text($0.label) }
            if let lap = store.scope(state: \.detail, action: \.detail) { Text(lap.label) }
        }
        .onAppear { store.send(.start) }
    }
}

#Preview("Timer") {
    TimerView(store: Store(initialState: .init(seconds: 125, laps: [Lap(id: 1, label: "Lap 1")], detail: Lap(id: 2, label: "Best"))) {
        Timer()
    })
}
