import { FolderPlusIcon, PlusIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageContainer, PageHeader, QueryError } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDashboard } from '@/features/projects/api/projects-api';
import { ProjectCard } from '@/features/projects/components/project-card';
import { TermsScreen } from '@/features/terms/components/terms-screen';
import { errorMessage } from '@/lib/api-client';
import { projectKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session-provider';

export default function DashboardRoute() {
  const { t } = useTranslation('projects');
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();

  if (dashboard.isPending) return <PageSpinner label={t('dashboard.loading')} />;
  if (dashboard.isError) {
    return (
      <PageContainer>
        <QueryError
          message={errorMessage(dashboard.error, t('dashboard.loadFailed'))}
          onRetry={() => void dashboard.refetch()}
        />
      </PageContainer>
    );
  }

  if (dashboard.data.needs_disclaimer) {
    return (
      <TermsScreen
        onAccepted={async () => {
          await Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.dashboard }), refreshUser()]);
        }}
      />
    );
  }

  const { projects } = dashboard.data;
  return (
    <PageContainer>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          <Button asChild>
            <Link to="/projects/new">
              <PlusIcon />
              {t('dashboard.new')}
            </Link>
          </Button>
        }
      />
      {projects.length === 0 ? (
        <EmptyState
          icon={<FolderPlusIcon />}
          title={t('dashboard.empty.title')}
          description={t('dashboard.empty.text')}
          action={
            <Button asChild>
              <Link to="/projects/new">
                <PlusIcon />
                {t('dashboard.empty.action')}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
