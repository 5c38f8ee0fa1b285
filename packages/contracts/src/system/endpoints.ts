import { ZAppDownload, ZHelpCenter, ZJoinUs } from '../content/pages.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZDomainRoute } from './domain-route.ts';
import { ZOnlineService } from './online-service.ts';
import { ZPermission, ZPermissionQuery } from './permission.ts';
import { ZRegisterSettings } from './register-settings.ts';
import * as routes from './routes.ts';
import { ZSystemStatus } from './status.ts';
import { ZWhitelabelTree } from './whitelabel.ts';

export const getWhitelabel = defineEndpoint(routes.getWhitelabel, {
  tag: 'system',
  summary: "The brand's feature switches as its whitelabel tree",
  value: ZWhitelabelTree,
});

export const getSystemStatus = defineEndpoint(routes.getSystemStatus, {
  tag: 'system',
  summary: 'Brand, feature tree, registration rules, resources, customer service and CDN lists',
  value: ZSystemStatus,
});

export const getRegisterSettings = defineEndpoint(routes.getRegisterSettings, {
  tag: 'system',
  summary: 'Registration field switches and their validation rules',
  value: ZRegisterSettings,
});

export const getPermission = defineEndpoint(routes.getPermission, {
  tag: 'system',
  summary: 'Whether the brand is in maintenance and whether this visitor is restricted by region',
  query: ZPermissionQuery,
  value: ZPermission,
});

export const getDomainRoute = defineEndpoint(routes.getDomainRoute, {
  tag: 'system',
  summary: "The brand's mirror domains and resources",
  value: ZDomainRoute,
});

export const getOnlineService = defineEndpoint(routes.getOnlineService, {
  tag: 'system',
  summary: 'Customer-service entry points; the type-3 path is obscured',
  value: ZOnlineService,
});

export const getHelpCenter = defineEndpoint(routes.getHelpCenter, {
  tag: 'content',
  summary: 'Help centre categories and articles in the request language',
  value: ZHelpCenter,
});

export const getAppDownload = defineEndpoint(routes.getAppDownload, {
  tag: 'content',
  summary: 'App download addresses and install guides (iOS, Android, lite iOS)',
  value: ZAppDownload,
});

export const getJoinUs = defineEndpoint(routes.getJoinUs, {
  tag: 'content',
  summary: 'The join-us (agent recruitment) page in the request language',
  value: ZJoinUs,
});
