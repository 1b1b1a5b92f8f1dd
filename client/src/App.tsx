import { CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH } from '@common/interest-form';
import { NEWS_PREVIEW_PAGE } from '@common/news-publishing';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SiteNavigation } from './components/navigation/site-navigation';
import { PageLoading } from './components/page-loading';
import { SiteFooter } from './components/site-footer';
import { SiteStarted } from './components/site-started';
import { LazyToaster } from './components/ui/lazy-toaster';
import { ContactNotSentPage, ContactSentPage } from './features/contact/contact-answer-page';
import { JoinPage } from './features/join/join-page';
import { HomePage } from './features/landing/home-page';
import { useArticleOverHome } from './features/news/article-over-home';
import { NewsArticlePage } from './features/news/news-article-page';
import { NewsListPage } from './features/news/news-list-page';
import { NotFoundPage } from './features/not-found/not-found-page';

// Pages other than the landing page load their code when first opened.
const RulesPage = lazy(() => import('./features/rules/rules-page'));
const MembersPage = lazy(() => import('./features/members/members-page'));
const PendingApprovalPage = lazy(() => import('./features/auth/pending-approval-page'));
const ProfilePage = lazy(() => import('./features/profile/profile-page'));
const SignInErrorPage = lazy(() => import('./features/auth/sign-in-error-page'));
const DevLoginPage = lazy(() => import('./features/auth/dev-login-page'));
const WebsiteEditorPage = lazy(() => import('./features/editor/website-editor-page'));
const AdminPage = lazy(() => import('./features/admin/admin-page'));
const NewsPreviewPage = lazy(() => import('./features/news/news-preview-page'));
const TimeTrackingPage = lazy(() => import('./features/time-tracking/time-tracking-page'));
const AxelPage = lazy(() => import('./features/axel/axel-page'));
const InvitationPage = lazy(() => import('./features/mail/invitation-page'));
const UnsubscribePage = lazy(() => import('./features/mail/unsubscribe-page'));

/** The route table (common/routes.ts). Any other path shows the 404 page. */
export function App() {
  // An article opened from the home page shows over it (features/news/article-over-home.ts).
  const articleOverHome = useArticleOverHome();
  return (
    <>
      <SiteNavigation />
      {/* At least a screen tall, so that the footer never starts in view and jumps when data loads. */}
      <div className="min-h-screen">
        <Suspense fallback={<PageLoading />}>
          <Switch location={articleOverHome ? '/' : undefined}>
            <Route path="/" component={HomePage} />
            <Route path="/news" component={NewsListPage} />
            <Route path="/news/:slug" component={NewsArticlePage} />
            <Route path={CONTACT_SENT_PATH} component={ContactSentPage} />
            <Route path={CONTACT_NOT_SENT_PATH} component={ContactNotSentPage} />
            <Route path="/join" component={JoinPage} />
            <Route path="/rules" component={RulesPage} />
            <Route path="/members" component={MembersPage} />
            <Route path="/pending-approval" component={PendingApprovalPage} />
            <Route path="/time-tracking" component={TimeTrackingPage} />
            <Route path="/profile" component={ProfilePage} />
            <Route path="/admin/edit" component={WebsiteEditorPage} />
            <Route path={NEWS_PREVIEW_PAGE} component={NewsPreviewPage} />
            <Route path="/admin" component={AdminPage} />
            <Route path="/axel" component={AxelPage} />
            <Route path="/invitation" component={InvitationPage} />
            <Route path="/unsubscribe" component={UnsubscribePage} />
            <Route path="/sign-in-error" component={SignInErrorPage} />
            <Route path="/dev-login" component={DevLoginPage} />
            <Route component={NotFoundPage} />
          </Switch>
          <SiteStarted />
        </Suspense>
      </div>
      <SiteFooter />
      <LazyToaster />
    </>
  );
}
