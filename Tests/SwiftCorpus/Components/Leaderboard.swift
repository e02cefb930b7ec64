import SwiftUI

/// Something a leaderboard can rank.
protocol Rankable: Identifiable {
    associatedtype Score: Comparable & Numeric
    var name: String { get }
    var score: Score { get }
}

extension Rankable {
    func beats(_ other: Self) -> Bool { score > other.score }
}

extension Rankable where Score == Int {
    var scoreText: String { score.formatted() }
}

extension Rankable where Score == Double {
    var scoreText: String { String(format: "%.1f", score) }
}

extension Sequence {
    /// `players.sorted(by: \.score)`.
    func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: keyPath] > $1[keyPath: keyPath] : $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
}

extension Collection where Element: Rankable {
    var leader: Element? { self.max { $0.score < $1.score } }
}

extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

struct Player: Rankable, Hashable {
    let id: Int
    let name: String
    let score: Int
    var country = "🇳🇿"

    static func sample(_ id: Int, _ name: String, _ score: Int) -> Self {
        Self(id: id, name: name, score: score)
    }
}

struct Team: Rankable {
    let id = UUID()
    let name: String
    let score: Double
}

/// A generic ranked list: any `Rankable` rows, each row's detail read through a key path.
struct Leaderboard<Entry: Rankable>: View {
    let title: String
    let entries: [Entry]
    var detail: KeyPath<Entry, String>
    var limit = 5

    private var ranked: [Entry] { Array(entries.sorted(by: \.score, descending: true).prefix(limit)) }

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            Text(title).font(.headline)
            ForEach(Array(ranked.enumerated()), id: \.element.id) { index, entry in
                HStack {
                    Text("\(index + 1)")
                        .font(.subheadline.monospacedDigit().bold())
                        .frame(width: 24)
                    Text(entry.name)
                    Spacer()
                    Text(entry[keyPath: detail])
                        .foregroundStyle(.secondary)
                        .monospacedDigit()
                }
                .foregroundStyle(entry.id == entries.leader?.id ? Color.brand : Color.primary)
            }
        }
        .padding(Spacing.md)
        .task { await refresh() }
    }

    private func refresh() async {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
    }
}

private let players: [Player] = [
    .sample(1, "Aroha", 1280),
    .sample(2, "Bea", 990),
    .sample(3, "Chen", 1475),
    Player(id: 4, name: "Dmitri", score: 640, country: "🇪🇪"),
]

private func fetchTeams() async throws -> [Team] {
    [Team(name: "Kea", score: 81.5), Team(name: "Tui", score: 92.25)]
}

#Preview("Players", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading) {
        Leaderboard(title: "This week", entries: players, detail: \.scoreText)
        Text(players.map(\.name).joined(separator: ", "))
            .font(.caption)
        Text("Total \(players.map(\.score).total()) · \(players[2].beats(players[0]) ? "Chen leads" : "tied")")
            .font(.caption)
        Button("Reload") {
            Task {
                let teams = try await fetchTeams()
                print(teams.count)
            }
        }
    }
    .frame(width: 320)
}

#Preview("Teams", traits: .sizeThatFitsLayout) {
    Leaderboard(
        title: "Teams",
        entries: [Team(name: "Kea", score: 81.5), Team(name: "Tui", score: 92.25), Team(name: "Ruru", score: 77)],
        detail: \.scoreText,
        limit: 2
    )
    .frame(width: 320)
}
