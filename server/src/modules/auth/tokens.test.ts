import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

const SECRET = 'the-secret-this-test-server-signs-with';

let server: TestServer;
let userId: string;
let sessionId: string;
beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: SECRET });
  const claims = decodeJwt((await buildCustomer(server)).access_token);
  userId = claims.sub!;
  sessionId = claims.sid as string;
});
afterAll(() => server.close());

interface Forged {
  sub?: string;
  sid?: string;
  exp?: number;
}

/** A token signed with the server's own secret, holding only the claims given. */
function sign({ sub, sid, exp }: Forged): Promise<string> {
  const jwt = new SignJWT(sid === undefined ? {} : { sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('baraat')
    .setAudience('baraat-api')
    .setIssuedAt();
  if (sub !== undefined) jwt.setSubject(sub);
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(SECRET));
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('access tokens', () => {
  it('accepts a token that names its user and session and expires', async () => {
    const token = await sign({ sub: userId, sid: sessionId, exp: inAnHour() });
    const { status, body } = await server.request('/api/auth/me', { token });
    expect(status).toBe(200);
    expect(String(body.user_id)).toBe(userId);
  });

  it('refuses a token without exp with 401, though its signature is good', async () => {
    const token = await sign({ sub: userId, sid: sessionId });
    const { status, headers } = await server.request('/api/auth/me', { token });
    expect(status).toBe(401);
    expect(headers.get('www-authenticate')).toBe('Bearer');
  });

  it('refuses a token without sub or without the session claim with 401', async () => {
    const noSubject = await sign({ sid: sessionId, exp: inAnHour() });
    expect((await server.request('/api/auth/me', { token: noSubject })).status).toBe(401);
    const noSession = await sign({ sub: userId, exp: inAnHour() });
    expect((await server.request('/api/auth/me', { token: noSession })).status).toBe(401);
  });
});
