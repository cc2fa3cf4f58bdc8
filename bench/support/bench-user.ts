/** The signed-in user a benchmark's server runs its requests as. */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../apps/server/src/db/schema.js';

export async function createBenchUser(app: FastifyInstance): Promise<{ user: UserRow; token: string }> {
  const { createUser } = await import('../../apps/server/src/users/users.service.js');
  const user = await createUser(app.ctx.db, {
    email: 'bench@example.com',
    password: 'bench-password',
    first_name: 'Bench',
    last_name: 'User',
    accepted_disclaimer: true,
  });
  return { user, token: await app.ctx.tokens.sign({ userId: user.id, tokenVersion: user.token_version }) };
}
