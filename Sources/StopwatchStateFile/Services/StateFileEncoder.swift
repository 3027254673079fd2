/// Writes a ``StateFileDTO`` as the documented JSON, one lap per line.
///
/// Written by hand rather than with `JSONEncoder`: the file is a handful of integer fields,
/// and 100,000 laps must save in well under 300 ms.
struct StateFileEncoder {
    func encode(_ dto: StateFileDTO) -> [UInt8] {
        var text = "{\n"
        text += "  \"version\": \(dto.version),\n"
        text += "  \"status\": \"\(dto.status.rawValue)\",\n"
        text += "  \"elapsed_ms\": \(dto.elapsed_ms),\n"
        text += "  \"saved_at\": \(dto.saved_at),\n"
        if let startedAt = dto.started_at { text += "  \"started_at\": \(startedAt),\n" }
        if dto.laps.isEmpty {
            text += "  \"laps\": []\n}\n"
            return Array(text.utf8)
        }
        text += "  \"laps\": [\n"
        text.reserveCapacity(text.utf8.count + dto.laps.count * 28)
        for (index, lap) in dto.laps.enumerated() {
            text += "    { \"duration_ms\": "
            text += String(lap.duration_ms)
            text += index == dto.laps.count - 1 ? " }\n" : " },\n"
        }
        text += "  ]\n}\n"
        return Array(text.utf8)
    }
}
