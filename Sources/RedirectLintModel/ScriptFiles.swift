/// JavaScript and its front-end frameworks' component files, by extension: the code of
/// Electron, Tauri, React Native, Expo and Capacitor apps, where supabase-js signs in, and
/// which on a phone runs in a JavaScript engine that cannot listen on a port.
public enum ScriptFiles {
    public static func contains(_ path: String) -> Bool {
        let name = path.lowercased()
        return [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte"].contains(where: name.hasSuffix)
    }
}
