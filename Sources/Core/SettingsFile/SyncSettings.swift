/// The settings file's `[sync]` table: each setting it gives, with where it came from.
public struct SyncSettings: Sendable {
    /// `url`: a task collection, or the server's address.
    public var url: Setting<String>?
    /// `username`.
    public var username: Setting<String>?
    /// `password_command`: run through the shell; its first line of output is the password.
    public var passwordCommand: Setting<String>?
    /// `interval`: the time between background syncs (``SyncInterval``).
    public var interval: Setting<Duration>?
    /// `allow_insecure`: plain http to a host that is not this machine.
    public var allowInsecure: Setting<Bool>?

    /// No sync settings.
    public init() {}
}
