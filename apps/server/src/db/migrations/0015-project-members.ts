import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Who works on a project, with which role (issue 18): `owner`, `editor` or `viewer`. Every member has a row, the
 * owner included, so a caller's role is one lookup. `projects.user_id` stays the owner (account deletion and the
 * fair job claims read it); both change together, in one transaction, when a project is handed over. A partial
 * unique index keeps one owner row per project. Existing projects get their owner's row.
 *
 * The dashboard cache is keyed by each user's `data_version`, so the triggers now bump it for every member: when a
 * project changes (0001's triggers only reached the owner) and when a membership is added, changed or removed (a
 * removed member's dashboard must drop the project at once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('added_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('project_members_pkey', ['project_id', 'user_id'])
    .addCheckConstraint('project_members_role', sql`role IN ('owner', 'editor', 'viewer')`)
    .execute();
  await db.schema.createIndex('project_members_user').on('project_members').columns(['user_id']).execute();
  await sql`CREATE UNIQUE INDEX project_members_one_owner ON project_members (project_id) WHERE role = 'owner'`.execute(
    db,
  );
  await sql`
    INSERT INTO project_members (project_id, user_id, role, added_at)
    SELECT id, user_id, 'owner', created_at FROM projects`.execute(db);

  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The users to bump for a project row: its owner and every member. */
const projectAudience = (row: 'NEW' | 'OLD') =>
  `id = ${row}.user_id OR id IN (SELECT user_id FROM project_members WHERE project_id = ${row}.id)`;

/**
 * 0001's `bump_user_data_version` bumps the row's `user_id`, which is what a membership row needs; projects get a
 * function of their own that reaches every member.
 */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION bump_project_audience_data_version() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE users SET data_version = data_version + 1 WHERE ${projectAudience('OLD')};
        ELSE
          UPDATE users SET data_version = data_version + 1
            WHERE ${projectAudience('NEW')} OR (TG_OP = 'UPDATE' AND id = OLD.user_id);
        END IF;
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql`DROP TRIGGER projects_bump_user_data_version ON projects`.execute(db);
  await sql`
    CREATE TRIGGER projects_bump_user_data_version AFTER INSERT OR UPDATE OR DELETE ON projects
    FOR EACH ROW EXECUTE FUNCTION bump_project_audience_data_version()`.execute(db);
  await sql`
    CREATE TRIGGER project_members_bump_user_data_version AFTER INSERT OR UPDATE OR DELETE ON project_members
    FOR EACH ROW EXECUTE FUNCTION bump_user_data_version()`.execute(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const projectEvents = [
    ['INSERT', projectAudience('NEW')],
    ['UPDATE', `${projectAudience('NEW')} OR id = OLD.user_id`],
    ['DELETE', projectAudience('OLD')],
  ] as const;
  for (const [event, audience] of projectEvents) await replaceSqliteProjectTrigger(db, event, audience);
  const memberEvents = [
    ['INSERT', 'id = NEW.user_id'],
    ['UPDATE', 'id IN (OLD.user_id, NEW.user_id)'],
    ['DELETE', 'id = OLD.user_id'],
  ] as const;
  for (const [event, audience] of memberEvents) {
    await sql
      .raw(
        `CREATE TRIGGER project_members_${event.toLowerCase()}_bump_user_data_version AFTER ${event} ON project_members
         BEGIN UPDATE users SET data_version = data_version + 1 WHERE ${audience}; END`,
      )
      .execute(db);
  }
}

async function replaceSqliteProjectTrigger(db: Kysely<unknown>, event: string, audience: string): Promise<void> {
  const name = `projects_${event.toLowerCase()}_bump_user_data_version`;
  await sql.raw(`DROP TRIGGER ${name}`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${name} AFTER ${event} ON projects
       BEGIN UPDATE users SET data_version = data_version + 1 WHERE ${audience}; END`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_members').ifExists().execute();
  if (isPostgres(db)) {
    await sql`DROP TRIGGER projects_bump_user_data_version ON projects`.execute(db);
    await sql`DROP FUNCTION bump_project_audience_data_version()`.execute(db);
    await sql`
      CREATE TRIGGER projects_bump_user_data_version AFTER INSERT OR UPDATE OR DELETE ON projects
      FOR EACH ROW EXECUTE FUNCTION bump_user_data_version()`.execute(db);
    return;
  }
  for (const [event, row] of [
    ['INSERT', 'NEW'],
    ['UPDATE', 'NEW'],
    ['DELETE', 'OLD'],
  ] as const) {
    await replaceSqliteProjectTrigger(db, event, `id = ${row}.user_id`);
  }
}
