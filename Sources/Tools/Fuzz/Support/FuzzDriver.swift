#if FUZZING
    /// libFuzzer's own driver, for the entry point of a fuzzing build (`-DFUZZING`): SwiftPM
    /// links an executable's entry point as `<module>_main`, and each fuzz target's hands over
    /// to this.
    public enum FuzzDriver {
        /// Runs libFuzzer with the program's arguments, calling `test` with every input.
        public static func run(
            _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
            test: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
        ) -> Int32 {
            var count = argc
            var arguments = argv
            return llvmFuzzerRunDriver(&count, &arguments, test)
        }
    }

    @_silgen_name("LLVMFuzzerRunDriver")
    private func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
    ) -> Int32
#endif
