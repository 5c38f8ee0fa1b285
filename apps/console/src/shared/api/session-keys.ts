/**
 * The sessionStorage keys of the console's staff session: the token of this tab and the brand it works
 * on. Their own file, free of browser code, so the end-to-end helper that opens the console logged in
 * (e2e/pages/console-login.ts) writes the same keys.
 */
export const SESSION_STORAGE_KEYS = { token: 'console.token', brand: 'console.brand' } as const;
