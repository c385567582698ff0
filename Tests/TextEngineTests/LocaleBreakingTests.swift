import Testing
import TextEngine

/// Line breaking by the text's language (ICU's line-break iterator opened with the locale).
@Suite struct LocaleBreakingTests {
    let engine = try! Fixtures.fallbackEngine()

    private func lines(_ text: String, language: String?, width: Double) throws -> [String] {
        var request = TextRequest(text, size: 17, width: width)
        request.language = language
        return try engine.measure(request).lines.map(\.text)
    }

    @Test func japaneseBreaksBetweenCharacters() throws {
        let l = try lines("設定を変更しました", language: "ja", width: 60)
        #expect(l.count > 1 && l.allSatisfy { !$0.isEmpty })
        #expect(l.joined() == "設定を変更しました")
    }

    @Test func noJapaneseLineStartsWithClosingPunctuation() throws {
        // Kinsoku: 。 and 」 never begin a line; try every width at which the text wraps.
        // From three characters a line (51 pt): narrower, a "word" such as た」。 is itself broken between characters.
        for width in stride(from: 52.0, through: 160, by: 3) {
            let l = try lines("「保存しました」。もう一度お試しください。", language: "ja", width: width)
            #expect(l.dropFirst().allSatisfy { !$0.hasPrefix("。") && !$0.hasPrefix("」") && !$0.hasPrefix("、") })
        }
    }

    @Test func koreanBreaksOnlyBetweenWords() throws {
        let l = try lines("설정을 변경했습니다 다시 시도하세요", language: "ko", width: 110)
        let words = Set("설정을 변경했습니다 다시 시도하세요".split(separator: " ").map(String.init))
        #expect(l.count > 1 && l.allSatisfy { $0.split(separator: " ").allSatisfy { words.contains(String($0)) } })
    }

    @Test func koreanBreaksBetweenWordsWithoutALanguageToo() throws {
        #expect(try lines("설정을 변경했습니다", language: nil, width: 100) == ["설정을", "변경했습니다"])
    }

    @Test func thaiBreaksAtDictionaryWords() throws {
        // No spaces: ICU's dictionary finds การ|ตั้ง|ค่า|บัญชี ("account settings"); lines end only there.
        #expect(try lines("การตั้งค่าบัญชี", language: "th", width: 50) == ["การตั้ง", "ค่า", "บัญชี"])
    }
}

extension LocaleBreakingTests {
    @Test func noJapaneseLineStartsWithTheProlongedSoundMarkOrASmallKana() throws {
        for width in stride(from: 52.0, through: 200, by: 4) {
            let l = try lines("サーバーに接続できません。メッセージを確認してください。", language: "ja", width: width)
            #expect(l.dropFirst().allSatisfy { !$0.hasPrefix("ー") && !$0.hasPrefix("ッ") && !$0.hasPrefix("ょ") }, "\(l)")
        }
    }
}
