extension UnsafeMutableBufferPointer<UInt8> {
    /// Copies `bytes` in at `offset` with one memcpy (`initialize(from:)` of a buffer copies
    /// byte by byte); returns the offset after them. For strings made by copying their parts.
    func copy(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        guard let source = bytes.baseAddress, let target = baseAddress else { return offset }
        (target + offset).initialize(from: source, count: bytes.count)
        return offset + bytes.count
    }
}
