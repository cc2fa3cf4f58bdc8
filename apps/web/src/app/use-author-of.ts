import type { TProjectMember } from '@grant-review/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Who wrote a chat message, for the chat (which knows user ids) from the project's members (which know names): null
 * for the reader's own messages, the member's name, or "A former member" for someone no longer in the project.
 */
export function useAuthorOf(
  members: TProjectMember[] | undefined,
  currentUserId: string | undefined,
): (userId: string) => string | null {
  const { t } = useTranslation('chat');
  const names = useMemo(() => new Map(members?.map((member) => [member.user_id, member.name])), [members]);
  return useCallback(
    (userId: string) => {
      if (userId === currentUserId) return null;
      // Until the members have loaded, a name is not yet known (rather than "a former member").
      return names.get(userId) ?? (members ? t('message.formerMember') : null);
    },
    [names, members, currentUserId, t],
  );
}
