// Session calls: page changes, keep-alive, status, client logging.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { ClientLogRequest, PageChangeRequest, type KeepAliveResponse, type StatusResponse } from '../../domain/api/schemas';
import { isCodeExpired } from '../accessCodes';
import { parseBody, noContent } from '../http';
import { expiryTimes, fromOtherLogin, touchSession } from '../session';
import type { AppContext } from '../context';
import { recordPageChange } from '../store/pageChanges';
import { codeArrivalOf } from '../store/people';
import { setClientLog } from '../store/sessions';

export function registerSessionRoutes(api: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  api.post('/pageChange', async (request, reply) => {
    const { page } = parseBody(PageChangeRequest, request.body);
    // Page statistics keep only a hash of the session, never the person.
    const sessionHash = createHash('sha256').update(request.sessionState.session.id).digest('hex').slice(0, 16);
    await recordPageChange(db, sessionHash, page, config.now());
    return noContent(reply);
  });

  api.get('/keepAlive', async (request): Promise<KeepAliveResponse> => {
    const session = request.sessionState.session;
    // Other requests record activity at most once a minute (resolveSession); keepAlive always does.
    const now = config.now();
    if (session.last_seen.getTime() < now.getTime()) await touchSession(db, session, now);
    const { idleExpiresAt, maximumExpiresAt } = expiryTimes(session, config);
    return {
      sessionTimeoutMinutes: config.sessionTimeoutMinutes,
      idleExpiresAt: idleExpiresAt.toISOString(),
      maximumExpiresAt: maximumExpiresAt.toISOString(),
    };
  });

  api.get('/users/status', async (request): Promise<StatusResponse> => {
    const session = request.sessionState.session;
    // A tab of an older login is not signed in any more, though the browser's session is (another tab's login).
    if (!session.authenticated || !session.user_id_nr || fromOtherLogin(request.sessionState)) return { authenticated: false, accessCodeExpired: false };
    let expired = session.code_expired_marker;
    if (!expired) {
      const arrival = await codeArrivalOf(db, session.user_id_nr);
      expired = !arrival || isCodeExpired(arrival, config.now());
    }
    return { authenticated: true, accessCodeExpired: expired };
  });

  api.post('/clientLog', async (request) => {
    const { enabled } = parseBody(ClientLogRequest, request.body);
    await setClientLog(db, request.sessionState.session.id, enabled);
    request.log.info({ clientLog: enabled }, 'client logging switched');
    return { enabled };
  });
}
