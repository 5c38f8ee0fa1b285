import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZCaptchaImage, ZHumanCheckChallenge } from './schemas.ts';

export const humanCheckChallenge = defineEndpoint(routes.humanCheckChallenge, {
  tag: 'captcha',
  summary: 'A signed proof-of-work challenge; its solution goes as `humanCheck` with a login or registration',
  value: ZHumanCheckChallenge,
});

export const captchaImage = defineEndpoint(routes.captchaImage, {
  tag: 'captcha',
  summary:
    'A new image captcha for this browser (cookie `captcha_id`), at most one a second; the previous one stops counting',
  value: ZCaptchaImage,
});
