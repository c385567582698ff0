// A health metric card: symbol, title, value with its unit and the trend in a row; at accessibility sizes a
// vertical layout with the value and unit in one text. Twin of layouts/health_metric_card.yaml.
import SwiftUI

struct HealthMetric {
    var title: String
    var value: String
    var unit: String
    var trend: String
}

struct HealthMetricCard: View {
    let metric: HealthMetric
    @ScaledMetric private var iconSize: CGFloat = 24
    @ScaledMetric private var iconFrame: CGFloat = 36
    @ScaledMetric private var cardPadding: CGFloat = 16
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Group {
            if dynamicTypeSize.isAccessibilitySize {
                accessibilityLayout
            } else {
                standardLayout
            }
        }
        .padding(cardPadding)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
    }

    private var standardLayout: some View {
        HStack {
            Image(systemName: "heart.fill")
                .font(.system(size: iconSize))
                .foregroundStyle(.red)
                .frame(width: iconFrame, height: iconFrame)
                .accessibilityIdentifier("icon")
            VStack(alignment: .leading, spacing: 4) {
                Text(metric.title)
                    .font(.headline)
                    .accessibilityIdentifier("title")
                HStack(alignment: .lastTextBaseline, spacing: 4) {
                    Text(metric.value)
                        .font(.system(.largeTitle, design: .rounded))
                        .accessibilityIdentifier("value")
                    Text(metric.unit)
                        .font(.callout)
                        .foregroundStyle(.secondary)
                        .accessibilityIdentifier("unit")
                }
            }
            Spacer()
            TrendIndicator(trend: metric.trend)
        }
    }

    private var accessibilityLayout: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "heart.fill")
                    .font(.system(size: iconSize))
                    .foregroundStyle(.red)
                    .accessibilityIdentifier("icon")
                Text(metric.title)
                    .font(.headline)
                    .accessibilityIdentifier("title")
            }
            Text("\(metric.value) \(metric.unit)")
                .font(.system(.largeTitle, design: .rounded))
                .fixedSize(horizontal: false, vertical: true)
                .accessibilityIdentifier("value")
            TrendIndicator(trend: metric.trend)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct TrendIndicator: View {
    let trend: String

    var body: some View {
        Label(trend, systemImage: "arrow.up.right")
            .font(.caption)
            .foregroundStyle(.green)
            .accessibilityIdentifier("trend")
    }
}

#Preview("short") {
    HealthMetricCard(metric: HealthMetric(title: "Heart Rate", value: "72", unit: "BPM", trend: "+2%"))
        .padding(.horizontal)
}

#Preview("long") {
    HealthMetricCard(metric: HealthMetric(title: "Resting Heart Rate Variability (7-day average)", value: "48",
                                          unit: "milliseconds", trend: "−12% vs last week"))
        .padding(.horizontal)
}

#Preview("german") {
    HealthMetricCard(metric: HealthMetric(title: "Herzfrequenzvariabilität in Ruhe", value: "12.345", unit: "Schritte",
                                          trend: "+8 % ggü. Vorwoche"))
        .padding(.horizontal)
}
