/** Member types that are agents and get the agent button and centre (spec section 6); 4 is a demo account. */
const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);

export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && AGENT_TYPES.has(type);
}
