namespace Notes.Services;

public class SignInService
{
    public async Task<WebAuthenticatorResult> SignInAsync(Uri authorizeUrl) =>
        await WebAuthenticator.Default.AuthenticateAsync(authorizeUrl, new Uri("notes://"));
}
