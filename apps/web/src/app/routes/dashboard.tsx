import { FolderPlusIcon, PlusIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
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
  const dashboard = useDashboard();
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();

  if (dashboard.isPending) return <PageSpinner label="Loading projects" />;
  if (dashboard.isError) {
    return (
      <PageContainer>
        <QueryError
          message={errorMessage(dashboard.error, 'Failed to load projects')}
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
        title="Projects"
        description="Manage your grant projects and document revisions"
        actions={
          <Button asChild>
            <Link to="/projects/new">
              <PlusIcon />
              New Project
            </Link>
          </Button>
        }
      />
      {projects.length === 0 ? (
        <EmptyState
          icon={<FolderPlusIcon />}
          title="No projects yet"
          description="Get started by creating your first project."
          action={
            <Button asChild>
              <Link to="/projects/new">
                <PlusIcon />
                Create Your First Project
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
