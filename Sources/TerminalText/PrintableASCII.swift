extension String {
    /// Whether every byte is printable ASCII (space to tilde): such text needs no Unicode
    /// work to be made safe or measured. Checked on the contiguous bytes in one pass.
    var isPrintableASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
