import type { TProjectRole } from '@grant-review/contract';
import { CrownIcon, EyeIcon, PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const ROLE_ICONS = { owner: CrownIcon, editor: PencilIcon, viewer: EyeIcon } as const;
const ROLE_VARIANTS = { owner: 'info', editor: 'secondary', viewer: 'outline' } as const;

/** A member's role as a small badge; the text says the role, the icon only repeats it. */
export function RoleBadge({ role, className }: { role: TProjectRole; className?: string }) {
  const { t } = useTranslation('projects');
  const Icon = ROLE_ICONS[role];
  return (
    <Badge variant={ROLE_VARIANTS[role]} className={cn('text-[0.6875rem]', className)}>
      <Icon aria-hidden="true" />
      {t(`role.${role}`)}
    </Badge>
  );
}
