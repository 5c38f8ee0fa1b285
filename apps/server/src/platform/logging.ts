/** Log fields that may carry secrets; pino replaces them before a line is written. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.paymentPassword',
  '*.token',
  // The message providers' credentials (config.ts: messaging), should their settings be logged.
  '*.authToken',
  '*.pass',
];
