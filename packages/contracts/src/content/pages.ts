import { z } from 'zod';

/** Operator-written text: a titled section of plain-text paragraphs (blank lines separate them). */
export const ZContentSection = z.object({ id: z.string(), title: z.string(), body: z.string() });
export type ContentSection = z.infer<typeof ZContentSection>;

export const ZHelpCenter = z.object({
  categories: z.array(z.object({ id: z.string(), title: z.string(), articles: z.array(ZContentSection) })),
});
export type HelpCenter = z.infer<typeof ZHelpCenter>;

export const APP_PLATFORMS = ['ios', 'android', 'iosLite'] as const;
export const ZAppPlatform = z.enum(APP_PLATFORMS);

export const ZAppDownload = z.object({
  apps: z.array(
    z.object({
      platform: ZAppPlatform,
      url: z.string().describe('Download or install address; the page shows it as a QR code too'),
      version: z.string(),
      guide: z.array(z.string()).describe('Install steps, in order'),
    }),
  ),
});
export type AppDownload = z.infer<typeof ZAppDownload>;

export const ZJoinUs = z.object({ sections: z.array(ZContentSection), contactUrl: z.string().nullable() });
export type JoinUs = z.infer<typeof ZJoinUs>;
