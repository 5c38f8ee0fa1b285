import type { z } from 'zod';
import type { ZAppDownload, ZHelpCenter, ZJoinUs } from '../content/pages.ts';
import { defineRoute } from '../endpoint.ts';
import type { ZDomainRoute } from './domain-route.ts';
import type { ZOnlineService } from './online-service.ts';
import type { ZPermission, ZPermissionQuery } from './permission.ts';
import type { ZRegisterSettings } from './register-settings.ts';
import type { ZSystemStatus } from './status.ts';
import type { ZWhitelabelTree } from './whitelabel.ts';

type Out<T extends z.ZodType> = z.output<T>;

export const getWhitelabel = defineRoute<Out<typeof ZWhitelabelTree>>({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'none',
});

export const getSystemStatus = defineRoute<Out<typeof ZSystemStatus>>({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
});

export const getRegisterSettings = defineRoute<Out<typeof ZRegisterSettings>>({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'none',
});

export const getPermission = defineRoute<Out<typeof ZPermission>, z.input<typeof ZPermissionQuery>>({
  method: 'GET',
  path: '/wps/system/permission',
  auth: 'none',
});

export const getDomainRoute = defineRoute<Out<typeof ZDomainRoute>>({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'none',
});

export const getOnlineService = defineRoute<Out<typeof ZOnlineService>>({
  method: 'GET',
  path: '/wps/system/onlineService',
  auth: 'none',
});

export const getHelpCenter = defineRoute<Out<typeof ZHelpCenter>>({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'none',
});

export const getAppDownload = defineRoute<Out<typeof ZAppDownload>>({
  method: 'GET',
  path: '/wps/system/appDownload',
  auth: 'none',
});

export const getJoinUs = defineRoute<Out<typeof ZJoinUs>>({
  method: 'GET',
  path: '/wps/system/joinUs',
  auth: 'none',
});
