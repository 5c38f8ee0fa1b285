/** What a staff account may do on the operator API; an endpoint names the roles it admits. */
export const OPERATOR_ROLES = ['admin', 'support', 'finance', 'risk', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
