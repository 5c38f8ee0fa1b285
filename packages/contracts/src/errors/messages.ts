import type { MessageLanguage } from '../languages.ts';
import type { ErrorCode } from './codes.ts';
import cn from './messages/cn.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import th from './messages/th.json' with { type: 'json' };
import vi from './messages/vi.json' with { type: 'json' };

type Catalogue = Record<ErrorCode, string>;

const CATALOGUES: Record<MessageLanguage, Catalogue> = { EN: en, CN: cn, TH: th, VI: vi };

/** The error's text in `language`, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  language: MessageLanguage,
  params: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[language][code];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
