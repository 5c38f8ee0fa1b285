import * as client from 'openid-client';

/** A provider's discovered configuration is reused for an hour; a failed discovery is not kept. */
const CONFIGURATION_TTL_MS = 60 * 60_000;
const HTTP_TIMEOUT_SECONDS = 10;

export type ProviderClient = { issuerUrl: string; clientId: string; clientSecret: string };

const configurations = new Map<string, { configuration: Promise<client.Configuration>; at: number }>();

/** Plain http is refused for real providers; a provider on this machine (tests, development) may use it. */
function isLoopback(url: URL): boolean {
  const host = url.hostname;
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d+){3}$/.test(host)
  );
}

/** The provider's OpenID configuration, by discovery at its issuer URL. */
export function providerConfiguration(
  provider: ProviderClient,
  now = Date.now(),
): Promise<client.Configuration> {
  const key = JSON.stringify([provider.issuerUrl, provider.clientId, provider.clientSecret]);
  const cached = configurations.get(key);
  if (cached && now - cached.at < CONFIGURATION_TTL_MS) return cached.configuration;
  const issuer = new URL(provider.issuerUrl);
  const configuration = client.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret,
    client.ClientSecretPost(provider.clientSecret),
    {
      timeout: HTTP_TIMEOUT_SECONDS,
      // The ID token's signature is checked too, not only its claims: TLS to the token endpoint is not all we trust.
      execute: [
        client.enableNonRepudiationChecks,
        ...(issuer.protocol === 'http:' && isLoopback(issuer) ? [client.allowInsecureRequests] : []),
      ],
    },
  );
  const entry = { configuration, at: now };
  configurations.set(key, entry);
  configuration.catch(() => {
    if (configurations.get(key) === entry) configurations.delete(key);
  });
  return configuration;
}

export type AuthorizationRequest = { url: string; state: string; nonce: string; codeVerifier: string };

/** Where to send the visitor: the provider's login with a fresh state, nonce and PKCE challenge. */
export async function authorizationRequest(
  configuration: client.Configuration,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type VerifiedIdentity = { subject: string; email: string | undefined };

/**
 * Exchanges the callback's code and validates the ID token (signature, issuer, audience, expiry,
 * nonce); throws when anything does not hold.
 */
export async function verifiedIdentity(
  configuration: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
): Promise<VerifiedIdentity> {
  const tokens = await client.authorizationCodeGrant(
    configuration,
    callbackUrl,
    {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    },
    { redirect_uri: checks.redirectUri },
  );
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider answered no ID token');
  const email =
    typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : undefined;
  return { subject: claims.sub, email };
}
