import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from './components/page-loading';
import { SiteFooter } from './components/site-footer';
import { JoinPage } from './features/join/join-page';
import { HomePage } from './features/landing/home-page';
import { NotFoundPage } from './features/not-found/not-found-page';

// Pages other than the landing page load their code when first opened.
const RulesPage = lazy(() => import('./features/rules/rules-page'));

/** The route table (spec section 2). Any other path shows the 404 page. */
export function App() {
  return (
    <>
      {/* At least a screen tall, so that the footer never starts in view and jumps when data loads. */}
      <div className="min-h-screen">
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/join" component={JoinPage} />
            <Route path="/rules" component={RulesPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </div>
      <SiteFooter />
    </>
  );
}
