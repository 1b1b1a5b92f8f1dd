import { CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH } from '@common/contact/interest-form';
import { NEWS_PREVIEW_PAGE } from '@common/news/news';
import { type ComponentType, Suspense } from 'react';
import { matchRoute, Route, Switch } from 'wouter';
import { SiteNavigation } from './components/navigation/site-navigation';
import { PageLoading } from './components/page-loading';
import { SiteFooter } from './components/site-footer';
import { SiteStarted } from './components/site-started';
import { LazyToaster } from './components/ui/lazy-toaster';
import { ContactNotSentPage, ContactSentPage } from './features/contact/contact-answer-page';
import { EventPage } from './features/events/event-page';
import { EventsPage } from './features/events/events-page';
import { JoinPage } from './features/join/join-page';
import { HomePage } from './features/landing/home-page';
import { useArticleOverHome } from './features/news/article-over-home';
import { NewsArticlePage } from './features/news/news-article-page';
import { NewsListPage } from './features/news/news-list-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { type LazyPage, lazyPage } from './lib/lazy-page';
import { caseSensitiveRoutes } from './lib/route-parser';

// Pages other than the landing page and the news, events, join and contact pages load their code
// when first opened; the page a visit starts on has its code fetched before it is hydrated
// (preloadPageAt).
const RulesPage = lazyPage(() => import('./features/rules/rules-page'));
const AlumniPage = lazyPage(() => import('./features/alumni/alumni-page'));
const SponsorsPage = lazyPage(() => import('./features/sponsors/sponsors-page'));
const MembersPage = lazyPage(() => import('./features/members/members-page'));
const MembersDirectoryPage = lazyPage(
  () => import('./features/members/directory/members-directory-page'),
);
const PendingApprovalPage = lazyPage(() => import('./features/auth/pending-approval-page'));
const ProfilePage = lazyPage(() => import('./features/profile/profile-page'));
const SignInErrorPage = lazyPage(() => import('./features/auth/sign-in-error-page'));
const DevLoginPage = lazyPage(() => import('./features/auth/dev-login-page'));
const WebsiteEditorPage = lazyPage(() => import('./features/editor/website-editor-page'));
const AdminPage = lazyPage(() => import('./features/admin/admin-page'));
const NewsPreviewPage = lazyPage(() => import('./features/news/news-preview-page'));
const TimeTrackingPage = lazyPage(() => import('./features/time-tracking/time-tracking-page'));
const AxelPage = lazyPage(() => import('./features/axel/axel-page'));
const InvitationPage = lazyPage(() => import('./features/mail/invitation-page'));
const UnsubscribePage = lazyPage(() => import('./features/mail/unsubscribe-page'));

// biome-ignore lint/suspicious/noExplicitAny: each page takes its own props from its route
type Page = ComponentType<any> & Partial<Pick<LazyPage<object>, 'preload'>>;

/** The route table (common/routes.ts), in order: the first that matches an address shows it. */
const routes: [path: string, page: Page][] = [
  ['/', HomePage],
  ['/news', NewsListPage],
  ['/news/:slug', NewsArticlePage],
  ['/events', EventsPage],
  ['/events/:slug', EventPage],
  [CONTACT_SENT_PATH, ContactSentPage],
  [CONTACT_NOT_SENT_PATH, ContactNotSentPage],
  ['/join', JoinPage],
  ['/rules', RulesPage],
  ['/alumni', AlumniPage],
  ['/sponsors', SponsorsPage],
  ['/members', MembersPage],
  ['/members/directory', MembersDirectoryPage],
  ['/pending-approval', PendingApprovalPage],
  ['/time-tracking', TimeTrackingPage],
  ['/profile', ProfilePage],
  ['/admin/edit', WebsiteEditorPage],
  [NEWS_PREVIEW_PAGE, NewsPreviewPage],
  ['/admin', AdminPage],
  ['/axel', AxelPage],
  ['/invitation', InvitationPage],
  ['/unsubscribe', UnsubscribePage],
  ['/sign-in-error', SignInErrorPage],
  ['/dev-login', DevLoginPage],
];

/** Fetches the code of the page at `path`, where it has code of its own, before it is hydrated. */
export async function preloadPageAt(path: string): Promise<void> {
  const route = routes.find(([pattern]) => matchRoute(caseSensitiveRoutes, pattern, path)[0]);
  await route?.[1].preload?.();
}

/** The site: any path not in the route table shows the 404 page. */
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
            {routes.map(([path, page]) => (
              <Route key={path} path={path} component={page} />
            ))}
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
