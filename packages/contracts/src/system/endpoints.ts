import { defineEndpoint } from '../endpoint.ts';
import { ZRegisterSettings } from './register-settings.ts';
import { ZSystemStatus } from './status.ts';
import { ZWhitelabelTree } from './whitelabel.ts';

export const getWhitelabel = defineEndpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'none',
  tag: 'system',
  summary: "The brand's feature switches as its whitelabel tree",
  value: ZWhitelabelTree,
});

export const getSystemStatus = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  tag: 'system',
  summary: 'Brand, feature tree, registration rules, resources, customer service and CDN lists',
  value: ZSystemStatus,
});

export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'none',
  tag: 'system',
  summary: 'Registration field switches and their validation rules',
  value: ZRegisterSettings,
});
