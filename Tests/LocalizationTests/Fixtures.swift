import Foundation
@testable import Localization

/// A reading app's card, translated into German, Arabic and Japanese (with gaps on purpose).
enum Fixtures {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "card.continue" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Continue reading" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiterlesen" } },
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "متابعة القراءة" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "続きを読む" } }
          }
        },
        "%lld pages left" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld page left" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pages left" } } } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا صفحات متبقية" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "صفحتان متبقيتان" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld صفحات متبقية" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld صفحة متبقية" } } } } }
          }
        },
        "card.badge" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "New" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "New chapter" } } } } }
          }
        },
        "card.share" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Share" } },
            "de" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "%lld books on %lld shelves" : {
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@books@ in %#@shelves@" },
              "substitutions" : {
                "books" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Buch" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Bücher" } } } } },
                "shelves" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Regal" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Regalen" } } } } }
              }
            }
          }
        },
        "BookClub" : { "shouldTranslate" : false }
      }
    }
    """#

    static func strings() throws -> LocalizedStrings {
        try StringCatalogReader.read(Data(catalog.utf8), file: "Localizable.xcstrings")
    }

    static func locale(_ id: String) -> LocaleSetting { LocaleSetting(id)! }
}
