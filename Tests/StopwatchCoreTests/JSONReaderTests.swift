import StopwatchCore
import Testing

/// The JSON reader: strict, exact with numbers, bounded in depth.
@Suite struct JSONReaderTests {
    private func read(_ text: String) throws -> JSONReader.Value {
        try JSONReader.read(Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try read(#" { "a": [1, -2, 3.5, 1e3, true, false, null], "b": "x\"y\u00e9\ud83d\ude00\n" } "#)
        #expect(
            value["a"] == .array([.integer(1), .integer(-2), .otherNumber("3.5"), .otherNumber("1e3"), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("x\"yé😀\n"))
        #expect(try read("\u{FEFF}[]") == .array([]))
    }

    @Test func integersAreExactAndNeverWrap() throws {
        #expect(try read("9223372036854775807") == .integer(Int64.max))
        #expect(try read("-9223372036854775808") == .integer(Int64.min))
        #expect(try read("9223372036854775808") == .otherNumber("9223372036854775808"))
        #expect(try read("-9223372036854775809") == .otherNumber("-9223372036854775809"))
        #expect(try read("1e309") == .otherNumber("1e309"))
    }

    @Test func aRepeatedMemberTakesTheLastValue() throws {
        #expect(try read(#"{"version": 1, "version": 2}"#)["version"] == .integer(2))
    }

    @Test func rejectsWhatIsNotJSONWithWhereItWentWrong() {
        let bad = [
            "", "{", "[1,]", "{\"a\" 1}", "01", "-", "1.", "1e", "+1", "nul", "\"\u{1}\"", "\"\\x\"", "\"\\ud800\"",
            "[1] 2", "{'a': 1}", "\"abc", "[\"\\u12\"]", "NaN", "Infinity",
        ]
        for text in bad {
            #expect(throws: JSONReader.Failure.self, "\(text.debugDescription)") { try read(text) }
        }
        #expect(throws: JSONReader.Failure(message: "expected ',' or ']'", offset: 3)) { try read("[1 2]") }
    }

    /// Every kind of broken UTF-8, with and without an escape in the string: none is mended
    /// into a replacement character, while a real one (EF BF BD) is kept.
    @Test(arguments: [[0xFF], [0xE2, 0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0x80]] as [[UInt8]])
    func invalidUTF8InAStringIsRejected(bytes: [UInt8]) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read([0x22] + bytes + [0x22]) }
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read([0x22, 0x5C, 0x6E] + bytes + [0x22]) }
    }

    @Test func aReplacementCharacterWrittenInTheFileIsKept() throws {
        #expect(try JSONReader.read([0x22, 0x61, 0xEF, 0xBF, 0xBD, 0x22]) == .string("a\u{FFFD}"))
    }

    @Test func nestingIsBoundedSoNoFileCanExhaustTheStack() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONReader.Failure.self) { try read(deep) }
        let fine = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(try read(fine) != .null)
    }

    // MARK: Value by value

    @Test func membersAndElementsAreReadInOrderAndTheRestPassedOver() throws {
        var reader = JSONReader(Array(#" {"a": [1, -2], "b": "x", "c": {"d": [true]}, "e": 3} "#.utf8))
        #expect(try reader.enterObject())
        #expect(try reader.nextMember() == "a")
        #expect(try reader.enterArray())
        var numbers: [Int64?] = []
        while try reader.nextElement() { numbers.append(try reader.integerValue()) }
        #expect(numbers == [1, -2])
        #expect(try reader.nextMember() == "b")
        #expect(try reader.stringValue() == "x")
        #expect(try reader.nextMember() == "c")
        try reader.skipValue()
        #expect(try reader.nextMember() == "e")
        #expect(try reader.integerValue() == 3)
        #expect(try reader.nextMember() == nil)
        try reader.finish()
    }

    @Test func aValueOfAnotherKindIsPassedOverWholeAndTheReadingGoesOn() throws {
        var reader = JSONReader(Array(#"[{"a": [1]}, "7", 1.5, 99999999999999999999, [2, 3], 4]"#.utf8))
        #expect(try reader.enterArray())
        #expect(try reader.nextElement())
        #expect(try reader.enterArray() == false, "an object is not a list")
        #expect(try reader.nextElement())
        #expect(try reader.integerValue() == nil, "a string is not a number")
        #expect(try reader.nextElement())
        #expect(try reader.integerValue() == nil, "nor is a fraction")
        #expect(try reader.nextElement())
        #expect(try reader.integerValue() == nil, "nor one beyond 64 bits")
        #expect(try reader.nextElement())
        #expect(try reader.stringValue() == nil)
        #expect(try reader.nextElement())
        #expect(try reader.enterObject() == false)
        #expect(try reader.nextElement() == false, "the list ends after 4")
        try reader.finish()
    }

    /// Read value by value, every text is refused exactly when the whole reading refuses it.
    @Test func valueByValueRefusesWhatTheWholeReadingRefuses() {
        let texts = [
            "[]", "{}", " [1, [2, {}], {\"a\": [3]}] ", #"{"a": {"b": []}, "c": 1}"#, "7", "\"x\"", "", "{", "[", "[1,]", "[,1]",
            "[1 2]", "{,}", #"{"a": 1,}"#, #"{"a" 1}"#, #"{"a": 1 "b": 2}"#, "[1] 2", "[[1]", "{\"a\": [1}", #"{1: 2}"#, "[1]]",
        ]
        for text in texts {
            let whole = (try? read(text)) != nil
            let byValue = (try? Self.skim(Array(text.utf8))) != nil
            #expect(whole == byValue, "\(text.debugDescription): read whole \(whole), value by value \(byValue)")
        }
    }

    @Test func listsEnteredOneInsideAnotherAreBoundedLikeTheWholeReading() throws {
        let deep = Array(
            (String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)).utf8)
        var reader = JSONReader(deep)
        let depth = JSONReader.maximumDepth
        #expect(throws: JSONReader.Failure(message: "nested too deeply", offset: depth)) {
            while try reader.enterArray() { _ = try reader.nextElement() }
        }
    }

    /// Every list and object entered and walked through, everything else passed over.
    private static func skim(_ bytes: [UInt8]) throws {
        var reader = JSONReader(bytes)
        switch bytes.first(where: { $0 != UInt8(ascii: " ") }) {
        case UInt8(ascii: "["):
            if try reader.enterArray() {
                while try reader.nextElement() { try reader.skipValue() }
            }
        case UInt8(ascii: "{"):
            if try reader.enterObject() {
                while try reader.nextMember() != nil { try reader.skipValue() }
            }
        default:
            try reader.skipValue()
        }
        try reader.finish()
    }
}
