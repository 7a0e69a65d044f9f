/// The process's entry: settles the process, then runs the command line on the main
/// thread (``MainThreadStart``).
@main
enum TodoMain {
    static func main() {
        ProcessSetup.prepareStandardStreams()
        ProcessSetup.restoreQuitSignal()
        MainThreadStart.run { await TodoCommand.runCommandLine() }
    }
}
