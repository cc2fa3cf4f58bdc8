import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreateProject, useDashboard } from '../api/projects-api';
import { CreateProjectForm } from '../components/create-project-form';
import { allowedTypesOfDashboard } from '../validation';

export default function NewProjectRoute() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const createProject = useCreateProject();

  if (dashboard.isPending) return <PageSpinner />;
  const allowedTypes = allowedTypesOfDashboard(dashboard.data);

  return (
    <PageContainer className="max-w-2xl">
      <Link
        to="/projects"
        className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeftIcon className="size-4" />
        {t('new.back')}
      </Link>
      <PageHeader title={t('new.title')} description={t('new.description')} />
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <CreateProjectForm
            allowedTypes={allowedTypes}
            isSubmitting={createProject.isPending}
            onCancel={() => void navigate('/projects')}
            onSubmit={(data) =>
              createProject.mutate(data, {
                onSuccess: (project) => {
                  notify.success(t('create.done'));
                  void navigate(`/projects/${project.id}`);
                },
                onError: (error) => notify.error(errorMessage(error, t('create.failed'))),
              })
            }
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
