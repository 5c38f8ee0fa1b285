import { defineEndpoint } from '../endpoint.ts';
import * as routes from './profile-routes.ts';
import {
  ZMobileCodeBody,
  ZMobileVerifyBody,
  ZPaymentPasswordBody,
  ZProfile,
  ZProfileBody,
} from './profile-schemas.ts';
import { ZDone } from './schemas.ts';

export const getProfile = defineEndpoint(routes.getProfile, {
  tag: 'identity',
  summary: "The member's profile: contact details and the labels of spec section 3",
  value: ZProfile,
});

export const updateProfile = defineEndpoint(routes.updateProfile, {
  tag: 'identity',
  summary:
    'Updates the fields sent; full name and birthday only while empty, the email only with the login password',
  body: ZProfileBody,
  value: ZProfile,
});

export const sendMobileCode = defineEndpoint(routes.sendMobileCode, {
  tag: 'identity',
  summary:
    'Sends a code to the number the member is verifying (once per account, only without a verified number)',
  body: ZMobileCodeBody,
  value: ZDone,
});

export const verifyMobile = defineEndpoint(routes.verifyMobile, {
  tag: 'identity',
  summary: "Makes the number the member's verified mobile with the code sent to it; a verified number stays",
  body: ZMobileVerifyBody,
  value: ZProfile,
});

export const setPaymentPassword = defineEndpoint(routes.setPaymentPassword, {
  tag: 'identity',
  summary:
    'Sets the payment password (the first time with the login password) or changes it (with the current one)',
  body: ZPaymentPasswordBody,
  value: ZDone,
});
