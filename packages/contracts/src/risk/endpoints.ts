import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZRiskSignals, ZRiskSignalsQuery } from './schemas.ts';

export const listRiskSignals = defineEndpoint(routes.listRiskSignals, {
  tag: 'operator',
  summary:
    "Collusion signals the brand's game providers reported: two members at one table from one address or device, newest first",
  query: ZRiskSignalsQuery,
  value: ZRiskSignals,
  permission: 'risk.signals.read',
});
