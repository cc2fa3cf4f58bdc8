/**
 * Declarative routes (BrowserRouter + Routes): the data-router APIs are not needed, and leaving them out
 * keeps the landing page's JavaScript small. Every screen is a lazy chunk.
 */
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { lazyRoute } from './lazy';
import { RootLayout } from './root-layout';

const LandingRoute = lazyRoute(() => import('@/features/landing/routes/landing'));
const LoginRoute = lazyRoute(() => import('@/features/auth/routes/login'));
const AppLayout = lazyRoute(() => import('./app-layout'));
const NotFoundRoute = lazyRoute(() => import('./not-found'));
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'));
const NewProjectRoute = lazyRoute(() => import('@/features/projects/routes/new-project'));
const ProjectDetailRoute = lazyRoute(() => import('./routes/project-detail'));
const AnalysisRoute = lazyRoute(() => import('./routes/analysis'));
const ReportRoute = lazyRoute(() => import('./routes/report'));
const CompareRoute = lazyRoute(() => import('./routes/compare'));
const RevisionFilesRoute = lazyRoute(() => import('./routes/revision-files'));
const DocumentReviewRoute = lazyRoute(() => import('./routes/document-review'));
const AdminRoute = lazyRoute(() => import('@/features/admin/routes/admin'));

/** Any 401 (except the sign-in call) goes to /login; the token is already cleared by the api client. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    });
  }, [navigate, pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <UnauthorizedRedirect />
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<LandingRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route element={<AppLayout />}>
            <Route path="projects" element={<DashboardRoute />} />
            <Route path="projects/new" element={<NewProjectRoute />} />
            <Route path="projects/:id" element={<ProjectDetailRoute />} />
            <Route path="projects/:id/revisions/:revisionId/analysis" element={<AnalysisRoute />} />
            <Route path="projects/:id/revisions/:revisionId/report" element={<ReportRoute />} />
            <Route path="projects/:id/revisions/:revisionId/files" element={<RevisionFilesRoute />} />
            <Route path="projects/:id/compare" element={<CompareRoute />} />
            <Route path="review/:id" element={<DocumentReviewRoute />} />
            <Route path="admin" element={<AdminRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </>
  );
}
