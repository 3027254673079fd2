import GLibInterop

/// What the newest release of the metainfo says (its `<release>`'s description), as the About
/// window shows it: the version, and the description in AppStream's markup, its paragraphs and
/// list items in the source language (a translated metainfo repeats each with `xml:lang`).
struct ReleaseNotes: Equatable {
    let version: String
    let markup: String

    /// The notes of the metainfo at `path`; `nil` when it cannot be read or has no release.
    static func read(from path: String) -> ReleaseNotes? {
        LocalFile.contents(of: path).flatMap(parse)
    }

    /// The first `<release>` of `metainfo`, its version and its description's `<p>` and `<li>`
    /// without a language (lists kept as lists).
    static func parse(_ metainfo: String) -> ReleaseNotes? {
        guard let release = metainfo[...].position(of: "<release "), let tagEnd = metainfo[release.upperBound...].firstIndex(of: ">"),
            let version = attribute("version", in: metainfo[release.upperBound..<tagEnd])
        else { return nil }
        let rest = metainfo[tagEnd...]
        guard let start = rest.position(of: "<description>"), let end = rest.position(of: "</description>"),
            start.upperBound <= end.lowerBound
        else { return ReleaseNotes(version: version, markup: "") }
        var markup = ""
        var inList = false
        var text = rest[start.upperBound..<end.lowerBound]
        while let open = text.firstIndex(of: "<") {
            text = text[open...]
            let isItem = text.hasPrefix("<li>")
            guard isItem || text.hasPrefix("<p>"), let closing = text.position(of: isItem ? "</li>" : "</p>") else {
                text = text.dropFirst()
                continue
            }
            if isItem != inList {
                markup += isItem ? "<ul>" : "</ul>"
                inList = isItem
            }
            markup += text[..<closing.upperBound]
            text = text[closing.upperBound...]
        }
        if inList { markup += "</ul>" }
        return ReleaseNotes(version: version, markup: markup)
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.position(of: name + "=\"") else { return nil }
        let value = tag[start.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<end])
    }
}

extension Substring {
    /// Where `needle` first occurs (the metainfo is small: a plain scan).
    fileprivate func position(of needle: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
