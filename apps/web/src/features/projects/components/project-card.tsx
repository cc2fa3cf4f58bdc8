import type { TProject } from '@grant-review/contract';
import { CalendarIcon, ChevronRightIcon, HistoryIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { RoleBadge } from './role-badge';

export function ProjectCard({ project }: { project: TProject }) {
  const { t } = useTranslation('projects');
  const isOwner = project.role === 'owner';
  return (
    <Link
      to={`/projects/${project.id}`}
      className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-xs transition-[box-shadow,border-color] outline-none hover:border-primary/30 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-primary">
            {t(`type.${project.project_type}`, { defaultValue: project.project_type })}
          </p>
          <h2 className="mt-1 line-clamp-2 text-base font-semibold tracking-tight break-words" title={project.name}>
            {project.name}
          </h2>
          {!isOwner && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
              <UserIcon className="size-3.5" aria-hidden="true" />
              {t('card.owner', { name: project.owner.name })}
            </p>
          )}
        </div>
        <ChevronRightIcon className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary" />
      </div>
      {project.description ? (
        <p className="mt-2 mb-4 line-clamp-3 text-sm leading-relaxed text-muted-foreground">{project.description}</p>
      ) : (
        <p className="mt-2 mb-4 text-sm text-muted-foreground italic">{t('card.noDescription')}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border pt-3 text-xs text-muted-foreground [&_svg]:size-3.5">
        <span className="inline-flex items-center gap-1 font-medium text-foreground">
          <HistoryIcon />
          {t('revisionCount', { count: project.revision_count })}
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarIcon />
          {t('card.created', { date: formatDate(project.created_at) })}
        </span>
        <span>{t('card.updated', { date: formatDate(project.updated_at) })}</span>
        <span className="ml-auto inline-flex items-center">
          <span className="sr-only">{t('card.yourRole')} </span>
          <RoleBadge role={project.role} />
        </span>
      </div>
    </Link>
  );
}
