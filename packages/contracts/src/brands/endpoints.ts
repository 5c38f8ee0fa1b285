import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

const tag = 'operator';

export const listBrands = defineEndpoint(routes.listBrands, {
  tag,
  summary:
    'Every brand, a page at a time, searched by code, name or host (staff limited to some brands read their own by code)',
  query: ZBrandListQuery,
  value: ZBrandList,
  permission: 'brands.read',
  platformWide: true,
});

export const getBrand = defineEndpoint(routes.getBrand, {
  tag,
  summary: "A brand's configuration: hosts, languages, switches, registration, access and service links",
  query: ZBrandQuery,
  value: ZBrandDetail,
  permission: 'brands.read',
});

export const createBrand = defineEndpoint(routes.createBrand, {
  tag,
  summary:
    "Opens a brand from a template brand's switches, fields and links, with secrets of its own and no payment methods; audited",
  body: ZBrandCreateBody,
  value: ZBrandDetail,
  permission: 'brands.manage',
  platformWide: true,
});

const edit = (summary: string) => ({
  tag,
  summary,
  value: ZBrandDetail,
  permission: 'brands.manage' as const,
});

export const putBrandGeneral = defineEndpoint(routes.putBrandGeneral, {
  ...edit('Sets name, languages, time zone and (before any money moved) currency; audited'),
  body: ZBrandGeneralBody,
});

export const putBrandHosts = defineEndpoint(routes.putBrandHosts, {
  ...edit("Replaces the brand's hosts and what each serves; a host belongs to one brand; audited"),
  body: ZBrandHostsBody,
});

export const putBrandFeatures = defineEndpoint(routes.putBrandFeatures, {
  ...edit("Turns the brand's feature switches on or off; the site sees it at once; audited"),
  body: ZBrandFeaturesBody,
});

export const putBrandRegistration = defineEndpoint(routes.putBrandRegistration, {
  ...edit("Sets the registration form's fields and minimum age; audited"),
  body: ZBrandRegistrationBody,
});

export const putBrandAccess = defineEndpoint(routes.putBrandAccess, {
  ...edit('Sets the maintenance window and the blocked networks (CIDR); audited'),
  body: ZBrandAccessBody,
});

export const putBrandService = defineEndpoint(routes.putBrandService, {
  ...edit("Sets the brand's customer-service links; audited"),
  body: ZBrandServiceBody,
});

export const putBrandProtection = defineEndpoint(routes.putBrandProtection, {
  ...edit("Sets the brand's player-protection profile (off, basic, MGA-like, UKGC-like); audited"),
  body: ZBrandProtectionBody,
});

export const putBrandLimits = defineEndpoint(routes.putBrandLimits, {
  ...edit("Sets the brand's largest single stake (null: none); audited"),
  body: ZBrandLimitsBody,
});

export const putBrandSportsbook = defineEndpoint(routes.putBrandSportsbook, {
  ...edit(
    "Sets the brand's default odds format on the sportsbook (decimal, Hong Kong, Malay, Indonesian, American); audited",
  ),
  body: ZBrandSportsbookBody,
});

export const putBrandSite = defineEndpoint(routes.putBrandSite, {
  ...edit(
    "Sets the pages' description, icon and browser colours, session idle and lifetime minutes and the daily SMS quota; audited",
  ),
  body: ZBrandSiteBody,
});

export const putBrandSocial = defineEndpoint(routes.putBrandSocial, {
  ...edit(
    'Sets a login provider (Google, Facebook): issuer, client id, a write-only client secret stored sealed, on or off; audited without the secret',
  ),
  body: ZBrandSocialBody,
});
