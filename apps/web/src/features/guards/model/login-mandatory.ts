/**
 * Paths a visitor may open without a session on a brand where login is mandatory: the way in, the
 * way to register, the way back in after a forgotten password, the bare help page and the app download.
 */
const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/register.html',
  '/reset-password',
  '/helpmc',
  '/download',
]);

type LoginRule = { isLoginMandatory: boolean; hasToken: boolean };

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether this path must send the visitor to /login first. */
export function mustLogIn(pathname: string, { isLoginMandatory, hasToken }: LoginRule): boolean {
  if (!isLoginMandatory || hasToken) return false;
  return !OPEN_PATHS.has(normalise(pathname));
}
