import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: anyone (brand only), or a logged-in member whose token is required.
 * The spec's "token flag" on every call.
 */
export type EndpointAuth = 'none' | 'token';

/** One API call, described once: the server registers it, the client calls through it, OpenAPI shows it. */
export type Endpoint<
  TValue extends z.ZodType = z.ZodType,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  summary: string;
  tag: string;
  value: TValue;
  body?: TBody;
  query?: TQuery;
};

export function defineEndpoint<
  TValue extends z.ZodType,
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<TValue, TBody, TQuery>): Endpoint<TValue, TBody, TQuery> {
  return endpoint;
}

export type EndpointValue<E extends Endpoint> = z.infer<E['value']>;
