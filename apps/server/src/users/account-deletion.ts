/**
 * What deleting an account does to shared work (issue 18). Each project the account owns that has other members
 * passes to its longest-standing editor, else its longest-standing viewer; a project without other members is
 * deleted with the account, as before. In projects that stay, the chats it started, the answers it asked for and
 * its masking corrections pass to the project's owner, so the conversation, its analysis and the masking stay; its
 * own chat messages go with it.
 */
import type { TDeletionPreview } from '@grant-review/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { handOverProject } from '../projects/members.service.js';

/** The projects `userId` owns, each with the member who would take it over (none: it is deleted). */
async function findSuccessors(
  db: Kysely<DB>,
  userId: string,
): Promise<{ projectId: string; successorId: string | undefined }[]> {
  const owned = await db.selectFrom('projects').select('id').where('user_id', '=', userId).orderBy('id').execute();
  const successions = [];
  for (const { id } of owned) {
    const successor = await db
      .selectFrom('project_members')
      .innerJoin('users', 'users.id', 'project_members.user_id')
      .select('project_members.user_id')
      .where('project_members.project_id', '=', id)
      .where('project_members.user_id', '!=', userId)
      // A deactivated member cannot sign in to look after the project.
      .where('users.is_active', '=', 1)
      .orderBy(sql`CASE role WHEN 'editor' THEN 0 ELSE 1 END`)
      .orderBy('project_members.added_at')
      .orderBy('project_members.user_id')
      .limit(1)
      .executeTakeFirst();
    successions.push({ projectId: id, successorId: successor?.user_id });
  }
  return successions;
}

export async function previewAccountDeletion(db: Kysely<DB>, userId: string): Promise<TDeletionPreview> {
  const successions = await findSuccessors(db, userId);
  const handedOver = successions.filter((succession) => succession.successorId !== undefined).length;
  return { projects_handed_over: handedOver, projects_deleted: successions.length - handedOver };
}

/**
 * Inside the deleting transaction, before the account's row goes: hands its shared projects over and moves its
 * chats, answers and masking corrections in projects that stay to each project's owner. The projects are already
 * locked.
 */
export async function handOverSharedWork(trx: Transaction<DB>, userId: string): Promise<void> {
  for (const { projectId, successorId } of await findSuccessors(trx, userId)) {
    if (successorId) await handOverProject(trx, projectId, userId, successorId, null);
  }
  await keepChatsOfProjectsThatStay(trx, userId);
  await keepCorrectionsOfProjectsThatStay(trx, userId);
}

/** The chats of projects that stay in which the account started the chat or asked for an answer. */
async function keepChatsOfProjectsThatStay(trx: Transaction<DB>, userId: string): Promise<void> {
  const chats = await trx
    .selectFrom('chats')
    .innerJoin('revisions', 'revisions.id', 'chats.revision_id')
    .innerJoin('projects', 'projects.id', 'revisions.project_id')
    .select(['chats.id', 'projects.user_id as owner_id'])
    .where('projects.user_id', '!=', userId)
    .where((eb) =>
      eb.or([
        eb('chats.user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .whereRef('messages.chat_id', '=', 'chats.id')
            .where('messages.user_id', '=', userId)
            .where('messages.message_type', '=', 'ASSISTANT'),
        ),
      ]),
    )
    .execute();
  for (const chat of chats) {
    await trx
      .updateTable('chats')
      .set({ user_id: chat.owner_id })
      .where('id', '=', chat.id)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('messages')
      .set({ user_id: chat.owner_id })
      .where('chat_id', '=', chat.id)
      .where('user_id', '=', userId)
      .where('message_type', '=', 'ASSISTANT')
      .execute();
  }
}

/**
 * Masking corrections belong to the project: those the account made or undid in a project that stays are kept,
 * recorded as the owner's, so the project's masking does not change because a member's account went.
 */
async function keepCorrectionsOfProjectsThatStay(trx: Transaction<DB>, userId: string): Promise<void> {
  const projects = await trx
    .selectFrom('pii_corrections')
    .innerJoin('projects', 'projects.id', 'pii_corrections.project_id')
    .select(['projects.id', 'projects.user_id as owner_id'])
    .distinct()
    .where('projects.user_id', '!=', userId)
    .where((eb) => eb.or([eb('created_by', '=', userId), eb('deleted_by', '=', userId)]))
    .execute();
  for (const project of projects) {
    for (const column of ['created_by', 'deleted_by'] as const) {
      await trx
        .updateTable('pii_corrections')
        .set({ [column]: project.owner_id })
        .where('project_id', '=', project.id)
        .where(column, '=', userId)
        .execute();
    }
  }
}
