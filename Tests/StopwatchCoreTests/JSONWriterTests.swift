import StopwatchCore
import Testing

/// The one JSON writer alone: its three layouts, its numbers at their ends, and every string
/// escaped, a line separator too.
@Suite struct JSONWriterTests {
    @Test func layoutsNestAsTheirContainersSay() {
        var writer = JSONWriter()
        writer.beginObject(.lines)
        writer.field("name", "Tea")
        writer.key("laps")
        writer.beginArray(.lines)
        writer.beginObject(.padded)
        writer.field("duration_ms", Int64(1500))
        writer.end()
        writer.beginObject(.padded)
        writer.field("duration_ms", Int64(20))
        writer.field("note", nil)
        writer.end()
        writer.end()
        writer.key("empty")
        writer.beginArray(.lines)
        writer.end()
        writer.key("inline")
        writer.beginArray()
        writer.value(1)
        writer.value(true)
        writer.null()
        writer.end()
        writer.end()
        writer.endLine()
        #expect(
            writer.text == """
                {
                  "name": "Tea",
                  "laps": [
                    { "duration_ms": 1500 },
                    { "duration_ms": 20, "note": null }
                  ],
                  "empty": [],
                  "inline": [1, true, null]
                }

                """)
    }

    @Test(arguments: [
        (Int64(0), "0"), (7, "7"), (10, "10"), (-1, "-1"), (1_000_000, "1000000"),
        (.max, "9223372036854775807"), (.min, "-9223372036854775808"),
    ])
    func integersAreWrittenInDecimal(integer: Int64, written: String) {
        var writer = JSONWriter()
        writer.value(integer)
        #expect(writer.text == written)
    }

    @Test func quotesBackslashesControlsAndLineSeparatorsAreEscaped() {
        let hostile = "a \"quoted\" \\ back\nline\ttab\rreturn \u{1} \u{1F} \u{2028}\u{2029} é 🙂"
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("note", hostile)
        writer.end()
        #expect(
            writer.text
                == #"{"note": "a \"quoted\" \\ back\nline\ttab\rreturn \u0001 \u001f \u2028\u2029 é 🙂"}"#)
        // Nothing a line-based reader takes for a line end is left in the text.
        #expect(!writer.bytes.contains(UInt8(ascii: "\n")))
        #expect(!writer.text.contains("\u{2028}") && !writer.text.contains("\u{2029}"))
    }

    @Test func plainStringsAreWrittenAsTheyAre() {
        var writer = JSONWriter()
        writer.value("Stopwatch 1 — Tee ☕")
        #expect(writer.text == "\"Stopwatch 1 — Tee ☕\"")
    }
}
