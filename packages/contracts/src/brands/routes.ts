import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZBrandAccessBody,
  ZBrandCreateBody,
  ZBrandDetail,
  ZBrandFeaturesBody,
  ZBrandGeneralBody,
  ZBrandHostsBody,
  ZBrandLimitsBody,
  ZBrandList,
  ZBrandListQuery,
  ZBrandProtectionBody,
  ZBrandQuery,
  ZBrandRegistrationBody,
  ZBrandServiceBody,
  ZBrandSiteBody,
  ZBrandSocialBody,
  ZBrandSportsbookBody,
} from './schemas.ts';

type Detail = z.output<typeof ZBrandDetail>;

export const listBrands = defineRoute<z.output<typeof ZBrandList>, z.input<typeof ZBrandListQuery>>({
  method: 'GET',
  path: '/ops/brands',
  auth: 'operator',
});

export const getBrand = defineRoute<Detail, z.input<typeof ZBrandQuery>>({
  method: 'GET',
  path: '/ops/brands/detail',
  auth: 'operator',
});

export const createBrand = defineRoute<Detail, undefined, z.input<typeof ZBrandCreateBody>>({
  method: 'POST',
  path: '/ops/brands',
  auth: 'operator',
});

export const putBrandGeneral = defineRoute<Detail, undefined, z.input<typeof ZBrandGeneralBody>>({
  method: 'PUT',
  path: '/ops/brands/general',
  auth: 'operator',
});

export const putBrandHosts = defineRoute<Detail, undefined, z.input<typeof ZBrandHostsBody>>({
  method: 'PUT',
  path: '/ops/brands/hosts',
  auth: 'operator',
});

export const putBrandFeatures = defineRoute<Detail, undefined, z.input<typeof ZBrandFeaturesBody>>({
  method: 'PUT',
  path: '/ops/brands/features',
  auth: 'operator',
});

export const putBrandRegistration = defineRoute<Detail, undefined, z.input<typeof ZBrandRegistrationBody>>({
  method: 'PUT',
  path: '/ops/brands/registration',
  auth: 'operator',
});

export const putBrandAccess = defineRoute<Detail, undefined, z.input<typeof ZBrandAccessBody>>({
  method: 'PUT',
  path: '/ops/brands/access',
  auth: 'operator',
});

export const putBrandService = defineRoute<Detail, undefined, z.input<typeof ZBrandServiceBody>>({
  method: 'PUT',
  path: '/ops/brands/service',
  auth: 'operator',
});

export const putBrandProtection = defineRoute<Detail, undefined, z.input<typeof ZBrandProtectionBody>>({
  method: 'PUT',
  path: '/ops/brands/protection',
  auth: 'operator',
});

export const putBrandLimits = defineRoute<Detail, undefined, z.input<typeof ZBrandLimitsBody>>({
  method: 'PUT',
  path: '/ops/brands/limits',
  auth: 'operator',
});

export const putBrandSportsbook = defineRoute<Detail, undefined, z.input<typeof ZBrandSportsbookBody>>({
  method: 'PUT',
  path: '/ops/brands/sportsbook',
  auth: 'operator',
});

export const putBrandSite = defineRoute<Detail, undefined, z.input<typeof ZBrandSiteBody>>({
  method: 'PUT',
  path: '/ops/brands/site',
  auth: 'operator',
});

export const putBrandSocial = defineRoute<Detail, undefined, z.input<typeof ZBrandSocialBody>>({
  method: 'PUT',
  path: '/ops/brands/social-login',
  auth: 'operator',
});
