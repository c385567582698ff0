import SwiftUI

extension Image {
    init(asset: String) { self.init(systemName: asset) }
}
extension Text {
    init(price: Double) { self.init(price, format: .currency(code: "USD")) }
}

struct ReceiptRow: View {
    let amount: Double
    let bytes: Int64
    let date: Date
    private let money: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.currencyCode = "EUR"
        f.maximumFractionDigits = 2
        return f
    }()
    private let day: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .short
        f.locale = Locale(identifier: "en_GB")
        return f
    }()
    var body: some View {
        VStack(alignment: .leading) {
            HStack { Image(asset: "cart"); Text(price: amount) }
            Text(money.string(from: NSNumber(value: amount)) ?? "-")
            Text(day.string(from: date))
            Text(ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file))
            Text(["Milk", "Eggs", "Bread"].formatted(.list(type: .and)))
            Text("\(amount.truncatingRemainder(dividingBy: 1) * 100, specifier: "%.0f") cents")
        }
    }
}

#Preview { ReceiptRow(amount: 12.345, bytes: 1_572_864, date: Date(timeIntervalSince1970: 1_700_000_000)) }
