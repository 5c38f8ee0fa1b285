import { getAnnouncements, getBanners } from '@platform/contracts/content/endpoints';
import { getAppDownload, getHelpCenter, getJoinUs } from '@platform/contracts/system/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterEndpoint, requireSession } from '../../platform/endpoint.ts';
import * as content from './service.ts';

export function contentRoutes(registerEndpoint: RegisterEndpoint, db: Kysely<DB>): void {
  registerEndpoint(getAnnouncements, ({ merchant, request, session, query }) => {
    // Player notices are the logged-in announcements: a guest is asked to log in.
    if (query.type === 'PL') requireSession(session);
    return content.getAnnouncements(
      db,
      merchant,
      content.contentLanguage(merchant, request.requestedLanguage),
      query,
    );
  });
  registerEndpoint(getBanners, ({ merchant, request, query }) =>
    content.getBanners(
      db,
      merchant,
      content.contentLanguage(merchant, request.requestedLanguage),
      query.group,
    ),
  );
  registerEndpoint(getHelpCenter, ({ merchant, request }) =>
    content.getHelpCenter(db, merchant, content.contentLanguage(merchant, request.requestedLanguage)),
  );
  registerEndpoint(getJoinUs, ({ merchant, request }) =>
    content.getJoinUs(db, merchant, content.contentLanguage(merchant, request.requestedLanguage)),
  );
  registerEndpoint(getAppDownload, ({ merchant, request }) =>
    content.getAppDownload(db, merchant, content.contentLanguage(merchant, request.requestedLanguage)),
  );
}
