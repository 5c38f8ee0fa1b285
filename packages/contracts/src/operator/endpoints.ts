import { defineEndpoint } from '../endpoint.ts';
import { OPERATOR_ROLES } from './roles.ts';
import * as routes from './routes.ts';
import {
  ZOperatorDone,
  ZOperatorInfo,
  ZOperatorLoginBody,
  ZOperatorLoginValue,
  ZOperatorPasswordBody,
} from './schemas.ts';

export const operatorLogin = defineEndpoint(routes.operatorLogin, {
  tag: 'operator',
  summary: 'Staff login to the operator API; answers a session token',
  body: ZOperatorLoginBody,
  value: ZOperatorLoginValue,
});

export const operatorLogout = defineEndpoint(routes.operatorLogout, {
  tag: 'operator',
  summary: 'End the staff session',
  value: ZOperatorDone,
  roles: OPERATOR_ROLES,
});

export const operatorInfo = defineEndpoint(routes.operatorInfo, {
  tag: 'operator',
  summary: 'The logged-in staff account, its roles and brands',
  value: ZOperatorInfo,
  roles: OPERATOR_ROLES,
});

export const operatorPassword = defineEndpoint(routes.operatorPassword, {
  tag: 'operator',
  summary: 'Change the staff password (required after an initial password); ends the other sessions',
  body: ZOperatorPasswordBody,
  value: ZOperatorDone,
  roles: OPERATOR_ROLES,
});
