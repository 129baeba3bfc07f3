/// URI schemes that many apps handle by design: mail, phone, calendar and feed links,
/// payment and chat protocols, app stores, the web itself. An app declaring one shares it on
/// purpose, so it is never "not a reverse domain name", never a collision between two apps
/// and never an unused redirect scheme.
/// Schemes the browser handles itself (`javascript:`, `data:`, ...): never a redirect target;
/// `redirect-uri-unsafe-scheme` reports them, and no other rule judges them.
public enum BrowserHandledSchemes {
    public static let all: Set<String> = ["javascript", "data", "file", "vbscript", "about", "blob"]
}

extension RedirectURI {
    /// `javascript:`, `data:`, ...: the browser handles the URI itself.
    public var hasBrowserHandledScheme: Bool {
        guard let scheme = schemeLowercased else { return false }
        return BrowserHandledSchemes.all.contains(scheme)
    }
}

public enum SharedSchemes {
    public static let all: Set<String> = [
        // The web and files.
        "http", "https", "ws", "wss", "ftp", "ftps", "sftp", "file", "content", "data", "javascript", "about", "blob",
        // Mail, phone, messages, calls.
        "mailto", "tel", "sms", "smsto", "mms", "mmsto", "callto", "sip", "sips", "facetime", "facetime-audio",
        "skype", "whatsapp", "xmpp", "irc", "ircs", "matrix", "zoommtg", "zoomus", "msteams",
        "discord", "slack", "tg",
        // Calendars, contacts, feeds, news.
        "webcal", "webcals", "caldav", "caldavs", "carddav", "carddavs", "feed", "feeds", "news", "nntp", "podcast", "itpc", "pcast",
        // Maps, stores, system.
        "geo", "maps", "market", "intent", "itms", "itms-apps", "itms-services", "itms-appss", "ms-settings", "otpauth", "otpauth-migration",
        // Payments and peer-to-peer.
        "bitcoin", "ethereum", "litecoin", "dogecoin", "monero", "lightning", "nano", "magnet", "ipfs", "ipns",
        // Remote access and media.
        "ssh", "vnc", "rdp", "spotify", "steam",
    ]

    /// `web+…` schemes are the web's own custom protocols (`registerProtocolHandler` allows
    /// only those): `web+ap`, ActivityPub's, is every fediverse app's (review 51).
    public static func contains(_ scheme: String) -> Bool {
        let lowered = scheme.lowercased()
        return all.contains(lowered) || lowered.hasPrefix("web+")
    }
}
