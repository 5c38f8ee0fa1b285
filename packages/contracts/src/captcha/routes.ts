import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZCaptchaImage, ZHumanCheckChallenge } from './schemas.ts';

export const humanCheckChallenge = defineRoute<z.output<typeof ZHumanCheckChallenge>>({
  method: 'GET',
  path: '/wps/human-check/challenge',
  auth: 'none',
});

export const captchaImage = defineRoute<z.output<typeof ZCaptchaImage>>({
  method: 'GET',
  path: '/wps/captcha',
  auth: 'none',
});
