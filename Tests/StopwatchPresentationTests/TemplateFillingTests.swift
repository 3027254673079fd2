import StopwatchPresentation
import Testing

/// `{name}` placeholders in translated messages, filled in after translation.
@Suite struct TemplateFillingTests {
    @Test func eachPlaceholderTakesItsValueWhereverTheTranslatorPutIt() {
        #expect("Lap {number}".filling(["number": "3"]) == "Lap 3")
        #expect("{time} plus tôt que le tour {lap}".filling(["lap": "2", "time": "1,5 s"]) == "1,5 s plus tôt que le tour 2")
        #expect("{a}{a}".filling(["a": "x"]) == "xx")
    }

    @Test func unknownOrUnclosedPlaceholdersStayAsWritten() {
        #expect("Lap {count}".filling(["number": "3"]) == "Lap {count}")
        #expect("Lap {number".filling(["number": "3"]) == "Lap {number")
        #expect("{a{b}".filling(["b": "x"]) == "{a{b}")
        #expect("".filling(["a": "x"]) == "")
    }

    @Test func valuesAreNotFilledAgain() {
        #expect("{a}".filling(["a": "{b}", "b": "x"]) == "{b}")
    }
}
