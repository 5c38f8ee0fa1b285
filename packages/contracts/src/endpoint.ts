import type { z } from 'zod';
import type { OperatorAccess } from './operator/permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (brand only), a logged-in member whose token is required (the
 * spec's "token flag" on every call), or a staff account of the operator API.
 */
export type EndpointAuth = 'none' | 'token' | 'operator';

/**
 * A call as the site makes it: method, path and the types of what goes in and comes out, with no
 * schema behind it, so the browser bundle carries no validation library for the API's answers (the
 * server validates every answer against the endpoint's schema before sending it).
 */
export type Route<TValue = unknown, TQuery = undefined, TBody = undefined> = {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  /**
   * The body may travel encrypted to the brand's public key (a compact JWE, header `Encryption: jwe`),
   * and the site always sends it so (docs/architecture.md, the wire).
   */
  encrypted?: boolean;
  /**
   * The body is multipart/form-data, not JSON: it carries files (`formDataOf` in uploads.ts builds it,
   * the server reads the parts into the body its schema validates).
   */
  multipart?: true;
  /** Types only: never set at run time. */
  readonly types?: { value: TValue; query: TQuery; body: TBody };
};

export function defineRoute<TValue, TQuery = undefined, TBody = undefined>(
  route: Pick<Route, 'method' | 'path' | 'auth' | 'encrypted' | 'multipart'>,
): Route<TValue, TQuery, TBody> {
  return route;
}

export type RouteValue<R> = R extends Route<infer TValue, unknown, unknown> ? TValue : never;
export type RouteQuery<R> = R extends Route<unknown, infer TQuery, unknown> ? TQuery : never;
export type RouteBody<R> = R extends Route<unknown, unknown, infer TBody> ? TBody : never;

/** A route with the schemas the server validates it by and documents it with. */
export type Endpoint<
  TValue extends z.ZodType = z.ZodType,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
> = Pick<Route, 'method' | 'path' | 'auth' | 'encrypted' | 'multipart'> & {
  summary: string;
  tag: string;
  value: TValue;
  body?: TBody;
  query?: TQuery;
  /** For operator endpoints: the one permission a staff member needs for it (roles.ts grants them). */
  permission?: OperatorAccess;
  /**
   * For operator endpoints that act on no single brand: only staff over every brand may call them
   * (without it, a `merchant` in the query or body must be one of the staff member's brands).
   */
  platformWide?: true;
};

/** The schemas of a route: the server validates requests and answers by them and documents them. */
export function defineEndpoint<
  R extends Route<unknown, unknown, unknown>,
  TValue extends z.ZodType<RouteValue<R>>,
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
>(
  route: R,
  spec: {
    summary: string;
    tag: string;
    value: TValue;
    body?: TBody;
    query?: TQuery;
    permission?: OperatorAccess;
    platformWide?: true;
  },
): Endpoint<TValue, TBody, TQuery> {
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    ...(route.encrypted ? { encrypted: true } : {}),
    ...(route.multipart ? { multipart: true } : {}),
    ...spec,
  };
}
