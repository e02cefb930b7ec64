import SwiftUI

struct Person: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

extension Person {
    static let samples: [Person] = [
        Person(id: 1, name: "Ada Lovelace", color: .brand),
        Person(id: 2, name: "Alan Turing", color: .success),
        Person(id: 3, name: "Grace Hopper", color: .warning),
        Person(id: 4, name: "Edsger Dijkstra", color: .danger),
        Person(id: 5, name: "Barbara Liskov", color: .purple),
    ]
}

/// Overlapping avatars with a "+N" for the rest.
struct AvatarStack: View {
    let people: [Person]
    var maxVisible = 3

    var body: some View {
        HStack(spacing: -10) {
            ForEach(people.prefix(maxVisible)) { person in
                Avatar(name: person.name, size: .small, tint: person.color)
                    .overlay(Circle().stroke(Color.surface, lineWidth: 2))
            }
            if people.count > maxVisible {
                Text("+\(people.count - maxVisible)")
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .frame(width: 28, height: 28)
                    .background(Color.surfaceSecondary, in: Circle())
                    .overlay(Circle().stroke(Color.surface, lineWidth: 2))
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(people.count) people")
    }
}

#Preview("Stacks", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: Spacing.md) {
        AvatarStack(people: Person.samples)
        AvatarStack(people: Array(Person.samples.prefix(2)))
    }
    .padding()
}
