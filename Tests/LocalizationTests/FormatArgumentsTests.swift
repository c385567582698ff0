import Testing
@testable import Localization

@Suite struct FormatArgumentsTests {
    @Test func argumentsGoInInOrder() {
        #expect(FormatArguments.substitute("%@ by %@", ["Dune", "Herbert"]) == "Dune by Herbert")
    }

    @Test func positionalArgumentsGoWhereTheyPoint() {
        #expect(FormatArguments.substitute("%2$@ schrieb %1$@", ["Dune", "Herbert"]) == "Herbert schrieb Dune")
    }

    @Test func integerAndPercentSpecifiers() {
        #expect(FormatArguments.substitute("%lld%% read", ["40"]) == "40% read")
    }

    @Test func aSpecifierWithoutArgumentStays() {
        #expect(FormatArguments.substitute("%@ left", []) == "%@ left")
    }
}
