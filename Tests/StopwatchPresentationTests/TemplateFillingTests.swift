import StopwatchPresentation
import Testing

/// `{name}` placeholders in translated messages, filled in after translation.
@MainActor @Suite struct TemplateFillingTests {
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

    /// A template made once fills exactly as `filling` does.
    @Test func aTemplateFillsAsFillingDoes() {
        let comparison = MessageTemplate("{time} plus tôt que le tour {lap}", names: ["time", "lap"])
        #expect(comparison.filled("1,5 s", "2") == "1,5 s plus tôt que le tour 2")
        #expect(MessageTemplate("{a}{a}", names: ["a"]).filled("x") == "xx")
        #expect(MessageTemplate("Lap {count}", names: ["number"]).filled("3") == "Lap {count}")
        #expect(MessageTemplate("Lap {number", names: ["number"]).filled("3") == "Lap {number")
        #expect(MessageTemplate("{a{b}", names: ["b"]).filled("x") == "{a{b}")
        #expect(MessageTemplate("", names: ["a"]).filled("x") == "")
        #expect(MessageTemplate("{a}", names: ["a", "b"]).filled("{b}", "x") == "{b}")
        // A long result is not cut at the inline size.
        let long = MessageTemplate("{lap} in progress, {time}, total {total}", names: ["lap", "time", "total"])
        #expect(
            long.filled("Lap 12", "2 minutes, 3 seconds", "1 hour, 4 minutes, 5 seconds")
                == "Lap 12 in progress, 2 minutes, 3 seconds, total 1 hour, 4 minutes, 5 seconds")
    }

    @Test func aTemplateWithFewerValuesThanPlaceholdersLeavesTheRestEmpty() {
        #expect(MessageTemplate("{a}-{b}", names: ["a", "b"]).filled("x") == "x-")
    }

    /// A message is taken apart once a process, by message and names: the same message with
    /// its names in another order is another template.
    @Test func aMessageTakenApartAgainWithOtherNamesFillsByThem() {
        let first = MessageTemplate("{from} to {to}", names: ["from", "to"])
        let swapped = MessageTemplate("{from} to {to}", names: ["to", "from"])
        let again = MessageTemplate("{from} to {to}", names: ["from", "to"])
        #expect(first.filled("9:00", "10:30") == "9:00 to 10:30")
        #expect(swapped.filled("9:00", "10:30") == "10:30 to 9:00")
        #expect(again == first)
    }
}
